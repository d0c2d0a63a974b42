import {
  ZCentreInput,
  type TAdminCentre,
  type TCentreInput,
} from '@exam/contracts/admin/org-setup/entities';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DataTable, type Column } from '@/components/ui/data-table/data-table';
import { FormDialog } from '@/components/ui/form/form-dialog';
import { formParseOptions } from '@/components/ui/form/form-messages';
import { applyServerErrors } from '@/components/ui/form/server-errors';
import { TextField } from '@/components/ui/form/text-field';
import { ActionMessage, useErrorText, type Message } from '../../shell/components/action-message';
import { useCentres, useCreateCentre } from '../api/org-setup-api';
import { CentreImportDialog } from './centre-import-dialog';

const FIELDS = ['stateName', 'districtName', 'blockName', 'name', 'key'] as const;
const EMPTY = { stateName: '', districtName: '', blockName: '', name: '', key: '' };

function CentreDialog({
  show,
  onClose,
  onCreated,
}: {
  show: boolean;
  onClose: () => void;
  onCreated: (name: string) => void;
}) {
  const { t } = useTranslation('admin');
  const errorText = useErrorText();
  const create = useCreateCentre();
  const form = useForm({
    resolver: zodResolver(ZCentreInput, formParseOptions),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;
  const close = () => {
    create.reset();
    form.reset(EMPTY);
    onClose();
  };
  const submit = form.handleSubmit(async (body) => {
    try {
      const centre = await create.mutateAsync(body as TCentreInput);
      // The next centre is often in the same district and block: those stay filled.
      form.reset({
        ...EMPTY,
        stateName: body.stateName,
        districtName: body.districtName,
        blockName: body.blockName ?? '',
      });
      create.reset();
      onCreated(centre.name);
    } catch (error) {
      applyServerErrors(error, form.setError, FIELDS);
    }
  });
  return (
    <FormDialog
      show={show}
      onHide={close}
      title={t('centres.newTitle')}
      onSubmit={(event) => void submit(event)}
      submitLabel={t('centres.save')}
      pending={create.isPending}
      failure={create.isError && errorText(create.error)}
    >
      <TextField
        label={t('centres.state')}
        required
        error={errors.stateName}
        {...form.register('stateName')}
      />
      <div className="row g-2">
        <div className="col-12 col-sm-6">
          <TextField
            label={t('centres.district')}
            required
            error={errors.districtName}
            {...form.register('districtName')}
          />
        </div>
        <div className="col-12 col-sm-6">
          <TextField
            label={t('centres.block')}
            error={errors.blockName?.message}
            {...form.register('blockName')}
          />
        </div>
      </div>
      <TextField
        label={t('centres.name')}
        required
        error={errors.name}
        {...form.register('name')}
      />
      <TextField
        label={t('centres.key')}
        hint={t('centres.keyHint')}
        required
        autoCapitalize="characters"
        spellCheck={false}
        error={errors.key}
        {...form.register('key')}
      />
    </FormDialog>
  );
}

/** /admin/centres: the organisation's exam centres by district and block. */
export default function CentresPage() {
  const { t } = useTranslation('admin');
  const centres = useCentres();
  const [adding, setAdding] = useState(false);
  const [importing, setImporting] = useState(false);
  const [message, setMessage] = useState<Message | null>(null);
  const columns: Column<TAdminCentre>[] = [
    { id: 'district', header: t('centres.district'), cell: (c) => c.districtName },
    { id: 'block', header: t('centres.block'), cell: (c) => c.blockName ?? '—' },
    {
      id: 'name',
      header: t('centres.name'),
      rowHeader: true,
      className: 'data-table-wrap',
      cell: (c) => c.name,
    },
    {
      id: 'key',
      header: t('centres.key'),
      cell: (c) => <span className="font-monospace">{c.key}</span>,
    },
    { id: 'state', header: t('centres.state'), cell: (c) => c.stateName },
  ];
  return (
    <>
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-3">
        <h1 className="h3 mb-0">{t('centres.title')}</h1>
        <div className="d-flex flex-wrap gap-2">
          <button
            type="button"
            className="btn btn-outline-primary"
            onClick={() => setImporting(true)}
          >
            {t('centres.import.open')}
          </button>
          <button type="button" className="btn btn-primary" onClick={() => setAdding(true)}>
            {t('centres.add')}
          </button>
        </div>
      </div>
      <ActionMessage message={message} onClose={() => setMessage(null)} />
      <DataTable
        caption={t('centres.title')}
        columns={columns}
        rows={centres.data}
        rowKey={(c) => c.id}
        query={centres}
        empty={{ title: t('centres.empty') }}
        layout="stack"
      />
      <CentreDialog
        show={adding}
        onClose={() => setAdding(false)}
        onCreated={(name) =>
          setMessage({ tone: 'success', key: 'centres.created', values: { name } })
        }
      />
      <CentreImportDialog
        show={importing}
        onClose={() => setImporting(false)}
        onImported={(created, skipped) =>
          setMessage({ tone: 'success', key: 'centres.import.done', values: { created, skipped } })
        }
      />
    </>
  );
}
