import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { siteName } from '@/config/site-name';
import { SITE_LOGO } from '@/config/tenant';
import { CategoryDropdown } from '@/features/catalogue/components/category-dropdown';
import { SearchBox } from '@/features/search/components/search-box';
import { AccountMenu } from './account-menu';
import { LanguageToggle } from './language-toggle';
import './top-bar.css';

/**
 * Brand, Exams, search, language and account. Below the lg breakpoint: a menu button, the brand
 * and the language on one row, the search box under them; Exams and the account move into the menu.
 */
interface TopBarProps {
  onOpenMenu: () => void;
  /** The finger or pointer is on its way to the menu button: start loading the menu. */
  onPrepareMenu: () => void;
}

export function TopBar({ onOpenMenu, onPrepareMenu }: TopBarProps) {
  const { t, i18n } = useTranslation();
  return (
    <div className="top-bar">
      <div className="container-xxl top-bar-grid">
        <button
          type="button"
          className="menu-button d-lg-none"
          aria-label={t('nav.openMenu')}
          onPointerDown={onPrepareMenu}
          onFocus={onPrepareMenu}
          onClick={onOpenMenu}
        >
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
            <path d="M3 6h18M3 12h18M3 18h18" />
          </svg>
        </button>
        <Link to="/" className="brand">
          <img src={SITE_LOGO} alt="" width={28} height={28} />
          <span>{siteName(i18n.language)}</span>
        </Link>
        <div className="d-none d-lg-flex top-bar-exams">
          <CategoryDropdown />
        </div>
        <SearchBox className="top-bar-search" />
        <LanguageToggle className="top-bar-language" />
        <div className="d-none d-lg-flex top-bar-account">
          <AccountMenu />
        </div>
      </div>
    </div>
  );
}
