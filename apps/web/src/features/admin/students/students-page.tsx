import type { TAdminStudent } from '@exam/contracts/admin/student-entities';
import { formatRollNo } from '@exam/core/format';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { PageLoading } from '@/components/ui/page-loading';
import { Pager } from '@/components/ui/pager';
import { ActionMessage, type Message } from '../shell/action-message';
import { SearchInput } from '@/components/ui/data-table/search-input';
import { PasswordDialog } from './password-dialog';
import { RosterFilters } from './roster-filters';
import { StudentDialog, type StudentEdit } from './student-dialog';
import {
  useResetPassword,
  useRoster,
  useSetActive,
  useStudentFilters,
  type RosterQuery,
} from './students-api';
import './students-page.css';

const FILTER_KEYS = [
  'q',
  'centreId',
  'studentClass',
  'studentSection',
  'districtId',
  'blockId',
  'active',
] as const;

/** /admin/students: search, filter, add, edit, deactivate and reset the password of students. */
export default function StudentsPage() {
  const { t } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const query: RosterQuery = {
    page: Math.max(1, Number(params.get('page')) || 1),
    ...(Object.fromEntries(FILTER_KEYS.map((key) => [key, params.get(key) ?? undefined])) as Omit<
      RosterQuery,
      'page'
    >),
  };
  const roster = useRoster(query);
  const filters = useStudentFilters();
  const setActive = useSetActive();
  const resetPassword = useResetPassword();
  const [edit, setEdit] = useState<StudentEdit | null>(null);
  const [password, setPassword] = useState<{ name: string; password: string } | null>(null);
  const [message, setMessage] = useState<Message | null>(null);

  const setFilter = useCallback(
    (key: string, value: string) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value) next.set(key, value);
          else next.delete(key);
          if (key === 'districtId') next.delete('blockId');
          next.delete('page');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  const toggleActive = async (student: TAdminStudent) => {
    if (student.active && !window.confirm(t('roster.confirmDeactivate', { name: student.name })))
      return;
    try {
      await setActive.mutateAsync({ id: student.id, active: !student.active });
      setMessage({
        tone: 'success',
        key: student.active ? 'roster.deactivated' : 'roster.reactivated',
        values: { name: student.name },
      });
    } catch (error) {
      setMessage({ tone: 'danger', error });
    }
  };

  const reset = async (student: TAdminStudent) => {
    if (!window.confirm(t('roster.confirmReset', { name: student.name }))) return;
    try {
      const answer = await resetPassword.mutateAsync(student.id);
      setPassword({ name: student.name, password: answer.password });
    } catch (error) {
      setMessage({ tone: 'danger', error });
    }
  };

  const data = roster.data;
  return (
    <>
      <div className="roster-header mb-3">
        <h1 className="h3 mb-0">{t('roster.title')}</h1>
        <div className="d-flex flex-wrap gap-2">
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => setEdit({ student: null })}
          >
            {t('roster.add')}
          </button>
          <Link className="btn btn-outline-primary" to="/admin/students/enrol">
            {t('roster.enrol')}
          </Link>
        </div>
      </div>
      <ActionMessage message={message} onClose={() => setMessage(null)} />
      <SearchInput
        label={t('roster.search')}
        placeholder={t('roster.searchPlaceholder')}
        value={query.q ?? ''}
        onSearch={(value) => setFilter('q', value)}
      />
      <RosterFilters filters={filters.data} query={query} onChange={setFilter} />
      {roster.isPending ? (
        <PageLoading />
      ) : roster.isError ? (
        <ErrorState error={roster.error} onRetry={() => void roster.refetch()} />
      ) : data && data.items.length === 0 ? (
        <EmptyState title={t('roster.empty')} />
      ) : (
        data && (
          <>
            <p className="small text-body-secondary" aria-live="polite">
              {t('roster.count', { count: data.total })}
            </p>
            <div className="table-responsive bg-body rounded border">
              <table className="table table-sm align-middle mb-0 roster-table">
                <thead>
                  <tr>
                    <th scope="col">{t('roster.name')}</th>
                    <th scope="col">{t('roster.username')}</th>
                    <th scope="col">{t('roster.classSection')}</th>
                    <th scope="col">{t('roster.rollNo')}</th>
                    <th scope="col">{t('roster.centre')}</th>
                    <th scope="col">{t('roster.status')}</th>
                    <th scope="col">{t('roster.actions')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.items.map((student) => (
                    <tr
                      key={student.id}
                      className={student.active ? undefined : 'text-body-secondary'}
                    >
                      <th scope="row" className="fw-normal roster-wrap">
                        {student.name}
                        {student.extraTimePercent > 0 && (
                          <span className="badge text-bg-info ms-1">
                            {t('roster.extraTime', { percent: student.extraTimePercent })}
                          </span>
                        )}
                      </th>
                      <td className="roster-wrap">{student.username}</td>
                      <td>
                        {student.studentClass > 0
                          ? `${student.studentClass}${student.studentSection ? ` / ${student.studentSection}` : ''}`
                          : '—'}
                      </td>
                      <td>{formatRollNo(student.rollNo)}</td>
                      <td className="roster-wrap">{student.centreName ?? '—'}</td>
                      <td className="roster-wrap">
                        {student.active ? t('roster.active') : t('roster.inactive')}
                        {student.mustChangePassword && (
                          <div className="small text-body-secondary">{t('roster.mustChange')}</div>
                        )}
                      </td>
                      <td>
                        <div className="roster-actions">
                          <button
                            type="button"
                            className="btn btn-outline-secondary btn-sm"
                            onClick={() => setEdit({ student })}
                            aria-label={`${t('roster.edit')}: ${student.name}`}
                          >
                            {t('roster.edit')}
                          </button>
                          <button
                            type="button"
                            className="btn btn-outline-secondary btn-sm"
                            onClick={() => void reset(student)}
                            aria-label={`${t('roster.resetPassword')}: ${student.name}`}
                          >
                            {t('roster.resetPassword')}
                          </button>
                          <button
                            type="button"
                            className={`btn btn-sm ${student.active ? 'btn-outline-danger' : 'btn-outline-success'}`}
                            onClick={() => void toggleActive(student)}
                            aria-label={`${t(student.active ? 'roster.deactivate' : 'roster.reactivate')}: ${student.name}`}
                          >
                            {t(student.active ? 'roster.deactivate' : 'roster.reactivate')}
                          </button>
                        </div>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Pager
              page={data.page}
              totalPages={Math.max(1, Math.ceil(data.total / data.pageSize))}
              onChange={(next) =>
                setParams((current) => {
                  const copy = new URLSearchParams(current);
                  copy.set('page', String(next));
                  return copy;
                })
              }
              label={t('roster.pages')}
            />
          </>
        )
      )}
      <StudentDialog
        edit={edit}
        filters={filters.data}
        onClose={() => setEdit(null)}
        onCreated={(name, oneTime) => setPassword({ name, password: oneTime })}
      />
      <PasswordDialog shown={password} onClose={() => setPassword(null)} />
    </>
  );
}
