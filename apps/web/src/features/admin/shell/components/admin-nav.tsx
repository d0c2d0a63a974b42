import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import type { TStaff } from '@exam/contracts/admin/entities';

interface AdminNavProps {
  staff: TStaff;
  /** Called after a link is followed (closes the phone's menu). */
  onNavigate?: () => void;
}

interface NavLinkItem {
  to: string;
  label: string;
}
const link = (to: string, label: string): NavLinkItem => ({ to: `/admin/${to}`, label });

const CONTENT = [
  link('questions', 'nav.questions'),
  link('imports', 'nav.imports'),
  link('exams', 'nav.exams'),
  link('students', 'nav.students'),
  link('schedules', 'nav.schedules'),
  link('sittings', 'nav.sittings'),
  link('results', 'nav.results'),
  link('live', 'nav.live'),
];
const SET_UP = [
  link('organisation', 'nav.organisation'),
  link('institutes', 'nav.institutes'),
  link('centres', 'nav.centres'),
];

/** The sections each role may open (the server refuses the others; decision 041). */
export const LINKS_BY_ROLE: Record<TStaff['role'], NavLinkItem[]> = {
  'org-admin': [...CONTENT, ...SET_UP, link('staff', 'nav.staff'), link('audit', 'nav.audit')],
  'institute-admin': [...CONTENT, link('staff', 'nav.staff')],
  teacher: CONTENT,
  invigilator: [link('live', 'nav.live')],
};

/** The console's sections, by the caller's role. */
export function AdminNav({ staff, onNavigate }: AdminNavProps) {
  const { t } = useTranslation('admin');
  const links = LINKS_BY_ROLE[staff.role];
  return (
    <nav aria-label={t('nav.label')}>
      <ul className="nav nav-pills flex-column gap-1">
        {links.map((link) => (
          <li key={link.to} className="nav-item">
            <NavLink
              to={link.to}
              className={({ isActive }) => `nav-link${isActive ? ' active' : ''}`}
              onClick={onNavigate}
            >
              {t(link.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
