import type { TAdminStudent } from '@exam/contracts/admin/student-entities';
import type { TStudentPage } from '../api/students-api';
import { formatRollNo } from '@exam/core/format';
import { useTranslation } from 'react-i18next';
import { DataTable, type Column } from '@/components/ui/data-table/data-table';
import type { ListPaging, ListQuery } from '@/components/ui/data-table/list-states';

export type RosterAction = 'edit' | 'reset' | 'toggle';

interface RosterTableProps {
  page: TStudentPage | undefined;
  query: ListQuery;
  onPage: (page: number) => void;
  onAction: (student: TAdminStudent, action: RosterAction) => void;
}

/** The roster: who each student is, where, whether active, and what can be done. */
export function RosterTable({ page, query, onPage, onAction }: RosterTableProps) {
  const { t } = useTranslation('admin');
  const action = (student: TAdminStudent, kind: RosterAction, label: string, tone: string) => (
    <button
      type="button"
      className={`btn btn-sm ${tone}`}
      onClick={() => onAction(student, kind)}
      aria-label={`${label}: ${student.name}`}
    >
      {label}
    </button>
  );
  const columns: Column<TAdminStudent>[] = [
    {
      id: 'name',
      header: t('roster.name'),
      rowHeader: true,
      className: 'data-table-wrap',
      cell: (s) => (
        <>
          {s.name}
          {s.extraTimePercent > 0 && (
            <span className="badge text-bg-info ms-1">
              {t('roster.extraTime', { percent: s.extraTimePercent })}
            </span>
          )}
        </>
      ),
    },
    {
      id: 'username',
      header: t('roster.username'),
      className: 'data-table-wrap',
      cell: (s) => s.username,
    },
    {
      id: 'class',
      header: t('roster.classSection'),
      cell: (s) =>
        s.studentClass > 0
          ? `${s.studentClass}${s.studentSection ? ` / ${s.studentSection}` : ''}`
          : '—',
    },
    { id: 'rollNo', header: t('roster.rollNo'), cell: (s) => formatRollNo(s.rollNo) },
    {
      id: 'centre',
      header: t('roster.centre'),
      className: 'data-table-wrap',
      cell: (s) => s.centreName ?? '—',
    },
    {
      id: 'status',
      header: t('roster.status'),
      className: 'data-table-wrap',
      cell: (s) => (
        <>
          {s.active ? t('roster.active') : t('roster.inactive')}
          {s.mustChangePassword && (
            <div className="small text-body-secondary">{t('roster.mustChange')}</div>
          )}
        </>
      ),
    },
    {
      id: 'actions',
      header: t('roster.actions'),
      cell: (s) => (
        <div className="d-flex gap-1">
          {action(s, 'edit', t('roster.edit'), 'btn-outline-secondary')}
          {action(s, 'reset', t('roster.resetPassword'), 'btn-outline-secondary')}
          {action(
            s,
            'toggle',
            t(s.active ? 'roster.deactivate' : 'roster.reactivate'),
            s.active ? 'btn-outline-danger' : 'btn-outline-success',
          )}
        </div>
      ),
    },
  ];
  const paging: ListPaging | undefined = page && {
    ...page,
    onChange: onPage,
    label: t('roster.pages'),
  };
  return (
    <>
      {page && page.items.length > 0 && (
        <p className="small text-body-secondary" aria-live="polite">
          {t('roster.count', { count: page.total })}
        </p>
      )}
      <DataTable
        caption={t('roster.title')}
        columns={columns}
        rows={page?.items}
        rowKey={(s) => s.id}
        rowProps={(s) => ({ className: s.active ? undefined : 'text-body-secondary' })}
        query={query}
        empty={{ title: t('roster.empty') }}
        paging={paging}
        nowrap
      />
    </>
  );
}
