import { useTranslation } from 'react-i18next';
import { useUiLanguage } from '@/lib/i18n/use-ui-language';
import { useSubCategories } from '../api/get-sub-categories';
import { useCatalogueNavigation } from '../hooks/use-catalogue-navigation';
import './category-bar.css';

interface SubCategoryBarProps {
  categoryId: number;
  selectedId: number | null;
}

/** The third bar: the sub-categories of the chosen category. */
export function SubCategoryBar({ categoryId, selectedId }: SubCategoryBarProps) {
  const { t } = useTranslation();
  const { pick } = useUiLanguage();
  const { data, isPending } = useSubCategories(categoryId);
  const { openSubCategory } = useCatalogueNavigation();

  if (!isPending && !data?.length) return null;
  return (
    <nav className="sub-category-bar" aria-label={t('nav.examSubCategories')}>
      <div className="container-xxl">
        <ul className="chip-row">
          {isPending &&
            [0, 1, 2].map((index) => (
              <li key={index} className="placeholder-glow" aria-hidden="true">
                <span className="placeholder chip-placeholder chip-placeholder-sm" />
              </li>
            ))}
          {data?.map((subCategory) => (
            <li key={subCategory.examSubCategoryId}>
              <button
                type="button"
                className="chip chip-sm"
                aria-pressed={subCategory.examSubCategoryId === selectedId}
                onClick={() => openSubCategory(subCategory)}
              >
                {pick(subCategory.examSubCategoryName, subCategory.examSubCategoryNameHi)}
              </button>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}
