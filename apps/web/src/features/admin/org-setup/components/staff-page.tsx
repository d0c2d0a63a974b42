import type { TStaffMember } from '@exam/contracts/admin/org-setup/entities';
import { ZStaffListQuery } from '@exam/contracts/admin/org-setup/endpoints';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterBar } from '@/components/ui/data-table/filter-bar';
import { FilterSelect } from '@/components/ui/data-table/filter-select';
import { SearchInput } from '@/components/ui/data-table/search-input';
import { useListState } from '@/components/ui/data-table/use-list-state';
import { ActionMessage, type Message } from '../../shell/components/action-message';
import { useStaffAction, useStaffList } from '../api/org-setup-api';
import { InvitationLink } from './invitation-link';
import { ScopeDialog, type ScopeEdit } from './scope-dialog';
import { StaffTable, type MemberAction } from './staff-table';

const ROLES = ['org-admin', 'institute-admin', 'teacher', 'invigilator'] as const;
const STATES = ['active', 'invited', 'invitation-expired', 'deactivated'] as const;

/** /admin/staff: invite, change roles, resend or revoke invitations, deactivate (decision 041). */
export default function StaffPage() {
  const { t } = useTranslation('admin');
  const list = useListState(ZStaffListQuery);
  const query = list.state;
  const staff = useStaffList(query);
  const act = useStaffAction();
  const [edit, setEdit] = useState<ScopeEdit | null>(null);
  const [link, setLink] = useState<{
    name: string;
    link: string;
    kind?: 'link' | 'password';
  } | null>(null);
  const [message, setMessage] = useState<Message | null>(null);

  const onAction = async (member: TStaffMember, action: MemberAction) => {
    if (action === 'role') return setEdit({ member });
    if (action !== 'resend' && !window.confirm(t(`staff.confirm.${action}`, { name: member.name })))
      return;
    try {
      const answer = await act.mutateAsync({ id: member.id, action });
      if (action === 'resend' && 'link' in answer && answer.link) {
        setLink({ name: member.name, link: answer.link });
      }
      if (action === 'resetPassword' && 'password' in answer) {
        setLink({ name: member.name, link: answer.password, kind: 'password' });
      }
      setMessage({ tone: 'success', key: `staff.done.${action}`, values: { name: member.name } });
    } catch (error) {
      setMessage({ tone: 'danger', error });
    }
  };

  return (
    <>
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-3">
        <h1 className="h3 mb-0">{t('staff.title')}</h1>
        <button type="button" className="btn btn-primary" onClick={() => setEdit({ member: null })}>
          {t('staff.invite')}
        </button>
      </div>
      <ActionMessage message={message} onClose={() => setMessage(null)} />
      {link && <InvitationLink {...link} onClose={() => setLink(null)} />}
      <SearchInput
        label={t('staff.search')}
        placeholder={t('staff.searchPlaceholder')}
        value={query.q ?? ''}
        onSearch={(value) => list.setFilter('q', value)}
      />
      <FilterBar
        legend={t('staff.filters')}
        clear={{
          label: t('staff.clear'),
          onClear: () => list.clear(),
          shown: Boolean(query.role || query.state || query.q),
        }}
      >
        <FilterSelect
          id="staff-role"
          label={t('staff.role')}
          anyLabel={t('staff.any')}
          value={query.role}
          choices={ROLES.map((r) => ({ value: r, label: t(`roles.${r}`) }))}
          onChange={(value) => list.setFilter('role', value)}
        />
        <FilterSelect
          id="staff-state"
          label={t('staff.state')}
          anyLabel={t('staff.any')}
          value={query.state}
          choices={STATES.map((s) => ({ value: s, label: t(`staff.states.${s}`) }))}
          onChange={(value) => list.setFilter('state', value)}
        />
      </FilterBar>
      <StaffTable
        page={staff.data}
        query={staff}
        onPage={list.setPage}
        onAction={(member, action) => void onAction(member, action)}
      />
      <ScopeDialog
        edit={edit}
        onClose={() => setEdit(null)}
        onInvited={(name, sent) => {
          if (sent) setLink({ name, link: sent });
          setMessage({
            tone: 'success',
            key: sent ? 'staff.done.invitedLink' : 'staff.done.invited',
            values: { name },
          });
        }}
      />
    </>
  );
}
