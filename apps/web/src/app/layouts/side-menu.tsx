import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useIsLoggedIn } from '@/lib/session';
import './i18n/translations';
import './side-menu.css';

/** SPEC §2: the side menu's entries, then School Exam; /quiz/ is shown as /quizlist/. */
export const SIDE_MENU_ITEMS = [
  { key: 'attemptedTest', to: '/attempted/test/' },
  { key: 'quiz', to: '/quizlist/' },
  { key: 'exams', to: '/exam/list/' },
  { key: 'practice', to: '/practicelist/' },
  { key: 'testSeries', to: '/testseries/' },
  { key: 'gkCurrentAffairs', to: '/gkandca/' },
  { key: 'prevYearPaper', to: '/testSeries/' },
  // Issue 4: the school exams of the student's class (after SPEC's seven entries).
  { key: 'schoolExam', to: '/schoolexam/' },
] as const;

interface SideMenuProps {
  className?: string;
  /** Called after an entry was chosen (the mobile menu closes itself). */
  onNavigate?: () => void;
}

/** The logged-in student's menu (SPEC §6: only when an Authorization value is stored). */
export function SideMenu({ className = '', onNavigate }: SideMenuProps) {
  const { t } = useTranslation();
  const loggedIn = useIsLoggedIn();
  if (!loggedIn) return null;
  return (
    <nav aria-label={t('sideMenu.label')} className={`side-menu ${className}`}>
      <ul className="nav nav-pills flex-column gap-1">
        {SIDE_MENU_ITEMS.map((item) => (
          <li key={item.key} className="nav-item">
            <NavLink to={item.to} className="nav-link" caseSensitive end onClick={onNavigate}>
              {t(`sideMenu.${item.key}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
