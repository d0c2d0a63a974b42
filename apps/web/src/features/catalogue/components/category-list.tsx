import type { TExamCategory } from '@exam/contracts/catalogue/entities';
import { useTranslation } from 'react-i18next';
import { useUiLanguage } from '@/lib/i18n/use-ui-language';
import { useCategories } from '../api/get-categories';
import { useCatalogueNavigation } from '../hooks/use-catalogue-navigation';

interface CategoryListProps {
  /** Called after a category was chosen (the mobile menu closes itself). */
  onChosen?: (category: TExamCategory) => void;
}

/** The categories as a vertical list of buttons, for the mobile menu. */
export function CategoryList({ onChosen }: CategoryListProps) {
  const { t } = useTranslation();
  const { pick } = useUiLanguage();
  const { data, isPending } = useCategories();
  const { openCategory } = useCatalogueNavigation();
  return (
    <section aria-labelledby="menu-categories">
      <h2 id="menu-categories" className="h6 text-uppercase text-body-secondary mb-2">
        {t('nav.examCategories')}
      </h2>
      {isPending && <p className="small">{t('app.loading')}</p>}
      <div className="list-group list-group-flush">
        {data?.map((category) => (
          <button
            key={category.examCategoryId}
            type="button"
            className="list-group-item list-group-item-action"
            onClick={() => {
              openCategory(category);
              onChosen?.(category);
            }}
          >
            {pick(category.examCategoryName, category.examCategoryNameHi)}
          </button>
        ))}
      </div>
    </section>
  );
}
