import type { TAdminStudent } from '@exam/contracts/admin/student-entities';
import { ZListStudentsQuery } from '@exam/contracts/admin/list-students';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useListState } from '@/components/ui/data-table/use-list-state';
import { ActionMessage, type Message } from '../../shell/components/action-message';
import { SearchInput } from '@/components/ui/data-table/search-input';
import { RosterTable } from './roster-table';
import { PasswordDialog } from './password-dialog';
import { RosterFilters, type RosterFilterKey } from './roster-filters';
import { StudentDialog, type StudentEdit } from './student-dialog';
import { useResetPassword, useRoster, useSetActive, useStudentFilters } from '../api/students-api';
import './students-page.css';

/** /admin/students: search, filter, add, edit, deactivate and reset the password of students. */
export default function StudentsPage() {
  const { t } = useTranslation('admin');
  const list = useListState(ZListStudentsQuery);
  const query = list.state;
  const roster = useRoster(query);
  const filters = useStudentFilters();
  const setActive = useSetActive();
  const resetPassword = useResetPassword();
  const [edit, setEdit] = useState<StudentEdit | null>(null);
  const [password, setPassword] = useState<{ name: string; password: string } | null>(null);
  const [message, setMessage] = useState<Message | null>(null);

  const { set } = list;
  const setFilter = useCallback(
    (key: RosterFilterKey, value: string) =>
      set({ [key]: value, page: undefined, ...(key === 'districtId' && { blockId: undefined }) }),
    [set],
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
      <RosterTable
        page={roster.data}
        query={roster}
        onPage={list.setPage}
        onAction={(student, action) => {
          if (action === 'edit') setEdit({ student });
          else if (action === 'reset') void reset(student);
          else void toggleActive(student);
        }}
      />
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
