import type { TStaffMember } from '@exam/contracts/admin/org-setup/entities';
import { useTranslation } from 'react-i18next';
import { DataTable, type Column } from '@/components/ui/data-table/data-table';
import type { ListQuery } from '@/components/ui/data-table/list-states';
import type { StaffAction, StaffPage } from '../api/org-setup-api';
import { useStaff } from '../../lib/staff-session';

export type MemberAction = StaffAction | 'role';

const STATE_TONE: Record<TStaffMember['state'], string> = {
  active: 'text-bg-success',
  invited: 'text-bg-info',
  'invitation-expired': 'text-bg-warning',
  deactivated: 'text-bg-secondary',
};

/** The actions a member's state allows (one's own password is changed, not reset). */
const actionsOf = (member: TStaffMember, ownId: number | undefined): MemberAction[] => {
  switch (member.state) {
    case 'active':
      return member.id === ownId ? ['role', 'deactivate'] : ['role', 'resetPassword', 'deactivate'];
    case 'invited':
      return ['resend', 'revoke', 'role'];
    case 'invitation-expired':
      return ['resend', 'role'];
    case 'deactivated':
      return ['reactivate'];
  }
};

/** Staff: who, role and scope, last login, state, and what can be done. */
export function StaffTable({
  page,
  query,
  onPage,
  onAction,
}: {
  page: StaffPage | undefined;
  query: ListQuery;
  onPage: (page: number) => void;
  onAction: (member: TStaffMember, action: MemberAction) => void;
}) {
  const { t, i18n } = useTranslation('admin');
  const me = useStaff();
  const when = (iso: string | null) =>
    iso
      ? new Date(iso).toLocaleString(i18n.language === 'hi' ? 'hi-IN' : 'en-IN', {
          dateStyle: 'medium',
          timeStyle: 'short',
        })
      : t('staff.never');
  const scopeOf = (m: TStaffMember) =>
    m.role === 'org-admin'
      ? t('staff.wholeOrganisation')
      : [m.instituteName, ...(m.role === 'invigilator' ? m.centreNames : [])]
          .filter(Boolean)
          .join(' · ');
  const columns: Column<TStaffMember>[] = [
    {
      id: 'name',
      header: t('staff.name'),
      rowHeader: true,
      className: 'data-table-wrap',
      // One element per cell: the phone's stacked rows lay a cell's children out as grid items.
      cell: (m) => (
        <div>
          <div>{m.name}</div>
          <div className="small text-body-secondary text-break">{m.email}</div>
        </div>
      ),
    },
    { id: 'role', header: t('staff.role'), cell: (m) => t(`roles.${m.role}`) },
    { id: 'scope', header: t('staff.scope'), className: 'data-table-wrap', cell: scopeOf },
    { id: 'lastLogin', header: t('staff.lastLogin'), cell: (m) => when(m.lastLoginAt) },
    {
      id: 'state',
      header: t('staff.state'),
      cell: (m) => (
        <div>
          <span className={`badge ${STATE_TONE[m.state]}`}>{t(`staff.states.${m.state}`)}</span>
        </div>
      ),
    },
    {
      id: 'actions',
      header: t('staff.actions'),
      cell: (m) => (
        <div className="d-flex flex-wrap gap-1">
          {actionsOf(m, me?.id).map((action) => (
            <button
              key={action}
              type="button"
              className={`btn btn-sm ${action === 'deactivate' || action === 'revoke' ? 'btn-outline-danger' : 'btn-outline-secondary'}`}
              aria-label={`${t(`staff.do.${action}`)}: ${m.name}`}
              onClick={() => onAction(m, action)}
            >
              {t(`staff.do.${action}`)}
            </button>
          ))}
        </div>
      ),
    },
  ];
  return (
    <>
      {page && page.items.length > 0 && (
        <p className="small text-body-secondary" aria-live="polite">
          {t('staff.count', { count: page.total })}
        </p>
      )}
      <DataTable
        caption={t('staff.title')}
        columns={columns}
        rows={page?.items}
        rowKey={(m) => m.id}
        query={query}
        empty={{ title: t('staff.empty') }}
        paging={page && { ...page, onChange: onPage, label: t('staff.pages') }}
        layout="stack"
      />
    </>
  );
}
