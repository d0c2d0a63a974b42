import { useTranslation } from 'react-i18next';
import { useUiLanguage } from '@/lib/i18n/use-ui-language';
import { useCategories } from '../api/get-categories';
import { useCatalogueNavigation } from '../hooks/use-catalogue-navigation';
import './category-bar.css';

interface CategoryBarProps {
  /** The category whose exam list is open, if any. */
  selectedId: number | null;
}

/** The second bar: every exam category; it scrolls sideways on a phone. */
export function CategoryBar({ selectedId }: CategoryBarProps) {
  const { t } = useTranslation();
  const { pick } = useUiLanguage();
  const { data, isPending, isError, refetch } = useCategories();
  const { openCategory } = useCatalogueNavigation();

  return (
    <nav className="category-bar" aria-label={t('nav.examCategories')}>
      <div className="container-xxl">
        <ul className="chip-row">
          {isPending &&
            [0, 1, 2, 3, 4].map((index) => (
              <li key={index} className="placeholder-glow" aria-hidden="true">
                <span className="placeholder chip-placeholder" />
              </li>
            ))}
          {isError && (
            <li>
              <button type="button" className="chip" onClick={() => void refetch()}>
                {t('nav.categoriesError')} {t('state.retry')}
              </button>
            </li>
          )}
          {data?.map((category) => (
            <li key={category.examCategoryId}>
              <button
                type="button"
                className="chip"
                aria-pressed={category.examCategoryId === selectedId}
                onClick={() => openCategory(category)}
              >
                {pick(category.examCategoryName, category.examCategoryNameHi)}
              </button>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}
