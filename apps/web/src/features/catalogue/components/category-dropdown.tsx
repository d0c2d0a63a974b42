import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Dropdown } from '@/components/ui/dropdown';
import { useUiLanguage } from '@/lib/i18n/use-ui-language';
import { useCategories } from '../api/get-categories';

/** The top bar's Exams dropdown: each category links to its exam list. */
export function CategoryDropdown() {
  const { t } = useTranslation();
  const { pick } = useUiLanguage();
  const { data } = useCategories();
  return (
    <Dropdown label={t('nav.exams')} className="exams-dropdown">
      <li>
        <Link className="dropdown-item" to="/exam/list/">
          {t('nav.allCategories')}
        </Link>
      </li>
      {data && data.length > 0 && (
        <li>
          <hr className="dropdown-divider" />
        </li>
      )}
      {data?.map((category) => (
        <li key={category.examCategoryId}>
          <Link
            className="dropdown-item"
            to={`/exam/list/${category.examCategoryId}`}
            state={{ category }}
          >
            {pick(category.examCategoryName, category.examCategoryNameHi)}
          </Link>
        </li>
      ))}
    </Dropdown>
  );
}
