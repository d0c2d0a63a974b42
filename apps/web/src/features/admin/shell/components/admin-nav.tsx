import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import type { TStaff } from '@exam/contracts/admin/entities';

interface AdminNavProps {
  staff: TStaff;
  /** Called after a link is followed (closes the phone's menu). */
  onNavigate?: () => void;
}

const LINKS = [
  { to: '/admin/questions', label: 'nav.questions' },
  { to: '/admin/imports', label: 'nav.imports' },
  { to: '/admin/exams', label: 'nav.exams' },
  { to: '/admin/students', label: 'nav.students' },
  { to: '/admin/schedules', label: 'nav.schedules' },
  { to: '/admin/sittings', label: 'nav.sittings' },
  { to: '/admin/results', label: 'nav.results' },
] as const;

/** The console's sections; the audit log only for org-admins (the server refuses the others). */
export function AdminNav({ staff, onNavigate }: AdminNavProps) {
  const { t } = useTranslation('admin');
  const links =
    staff.role === 'org-admin' ? [...LINKS, { to: '/admin/audit', label: 'nav.audit' }] : LINKS;
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
