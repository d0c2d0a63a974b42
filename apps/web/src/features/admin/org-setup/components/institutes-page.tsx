import type { TInstitute } from '@exam/contracts/admin/org-setup/entities';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type Column } from '@/components/ui/data-table/data-table';
import { ActionMessage, type Message } from '../../shell/components/action-message';
import { useInstitutes, useSetInstituteActive } from '../api/org-setup-api';
import { InstituteDialog, type InstituteEdit } from './institute-dialog';
import './org-setup.css';

/** /admin/institutes: the organisation's institutes, their slugs, host names and tokens. */
export default function InstitutesPage() {
  const { t, i18n } = useTranslation('admin');
  const institutes = useInstitutes();
  const setActive = useSetInstituteActive();
  const [edit, setEdit] = useState<InstituteEdit | null>(null);
  const [message, setMessage] = useState<Message | null>(null);
  const hindi = i18n.language === 'hi';

  const toggle = async (institute: TInstitute) => {
    if (
      institute.active &&
      !window.confirm(t('institutes.confirmDeactivate', { name: institute.name }))
    )
      return;
    try {
      await setActive.mutateAsync({ id: institute.id, active: !institute.active });
      setMessage({
        tone: 'success',
        key: institute.active ? 'institutes.deactivated' : 'institutes.reactivated',
        values: { name: institute.name },
      });
    } catch (error) {
      setMessage({ tone: 'danger', error });
    }
  };

  const columns: Column<TInstitute>[] = [
    {
      id: 'name',
      header: t('institutes.nameColumn'),
      rowHeader: true,
      className: 'data-table-wrap',
      cell: (i) => (
        <div className="d-flex align-items-center gap-2">
          {i.logoSha256 && (
            <img src={`/media/${i.logoSha256}`} alt="" className="org-logo-preview" />
          )}
          <span>{(hindi && i.nameHi) || i.name}</span>
        </div>
      ),
    },
    { id: 'slug', header: t('institutes.slug'), cell: (i) => i.slug ?? '—' },
    {
      id: 'hosts',
      header: t('institutes.hostNames'),
      className: 'data-table-wrap',
      cell: (i) => (i.hostNames.length ? i.hostNames.join(', ') : '—'),
    },
    {
      id: 'token',
      header: t('institutes.instituteToken'),
      cell: (i) => <span className="font-monospace org-token">{i.instituteToken}</span>,
    },
    {
      id: 'state',
      header: t('institutes.state'),
      cell: (i) => (i.active ? t('institutes.active') : t('institutes.inactive')),
    },
    {
      id: 'actions',
      header: t('institutes.actions'),
      cell: (i) => (
        <div className="d-flex flex-wrap gap-1">
          <button
            type="button"
            className="btn btn-sm btn-outline-secondary"
            aria-label={`${t('institutes.edit')}: ${i.name}`}
            onClick={() => setEdit({ institute: i })}
          >
            {t('institutes.edit')}
          </button>
          <button
            type="button"
            className={`btn btn-sm ${i.active ? 'btn-outline-danger' : 'btn-outline-success'}`}
            aria-label={`${t(i.active ? 'institutes.deactivate' : 'institutes.reactivate')}: ${i.name}`}
            onClick={() => void toggle(i)}
          >
            {t(i.active ? 'institutes.deactivate' : 'institutes.reactivate')}
          </button>
        </div>
      ),
    },
  ];

  return (
    <>
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-3">
        <h1 className="h3 mb-0">{t('institutes.title')}</h1>
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => setEdit({ institute: null })}
        >
          {t('institutes.add')}
        </button>
      </div>
      <ActionMessage message={message} onClose={() => setMessage(null)} />
      <DataTable
        caption={t('institutes.title')}
        columns={columns}
        rows={institutes.data}
        rowKey={(i) => i.id}
        rowProps={(i) => ({ className: i.active ? undefined : 'text-body-secondary' })}
        query={institutes}
        empty={{ title: t('institutes.empty') }}
        layout="stack"
      />
      <InstituteDialog edit={edit} onClose={() => setEdit(null)} />
    </>
  );
}
