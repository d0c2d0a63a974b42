import type {
  TCentreImportReport,
  TCentreImportRow,
} from '@exam/contracts/admin/org-setup/centre-import';
import { ADMIN_API } from '@exam/contracts/admin/admin-api';
import { useId } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { ProblemsTable } from '../../components/table-import/problems-table';
import { RowsTable } from '../../components/table-import/rows-table';
import { TemplateButtons } from '../../components/table-import/template-buttons';
import { ImportButton } from '../../components/table-import/import-button';
import { downloadFile } from '../../imports/api/imports-api';
import { useTableImport } from '../../hooks/use-table-import';
import { useErrorText } from '../../shell/components/action-message';
import { usePreviewCentreImport, useRunCentreImport } from '../api/org-setup-api';

function CentreRows({ rows, title }: { rows: readonly TCentreImportRow[]; title: string }) {
  const { t } = useTranslation('admin');
  return (
    <RowsTable
      rows={rows}
      title={title}
      headingLevel="h3"
      columns={[
        { heading: t('centres.import.row'), cell: (row) => row.row },
        {
          heading: t('centres.key'),
          cell: (row) => row.key,
          className: 'font-monospace text-nowrap',
        },
        { heading: t('centres.name'), cell: (row) => row.name, className: 'data-table-wrap' },
        {
          heading: t('centres.import.place'),
          cell: (row) =>
            [row.stateName, row.districtName, row.blockName].filter(Boolean).join(' › '),
          className: 'data-table-wrap',
        },
      ]}
    />
  );
}

function Report({ report }: { report: TCentreImportReport }) {
  const { t } = useTranslation('admin');
  return (
    <section aria-live="polite">
      <p className="fw-semibold">
        {t('centres.import.summary', {
          rows: report.rows,
          create: report.toCreate.length,
          existing: report.existing.length,
          problems: report.problems.length,
        })}
      </p>
      <ProblemsTable
        problems={report.problems}
        title={t('centres.import.problemsTitle')}
        headingLevel="h3"
        message={(problem) => t(`centres.import.problems.${problem.code}`, problem.params)}
      />
      <CentreRows rows={report.toCreate} title={t('centres.import.createTitle')} />
      <CentreRows rows={report.existing} title={t('centres.import.existingTitle')} />
    </section>
  );
}

/** Import centres from the template: download it, upload, preview every row, then confirm. */
export function CentreImportDialog({
  show,
  onClose,
  onImported,
}: {
  show: boolean;
  onClose: () => void;
  onImported: (created: number, skipped: number) => void;
}) {
  const { t } = useTranslation('admin');
  const errorText = useErrorText();
  const titleId = useId();
  const fileId = useId();
  const upload = useTableImport(usePreviewCentreImport(), useRunCentreImport());
  const { report, failure } = upload;

  const close = () => {
    upload.reset();
    onClose();
  };
  const doPreview = () =>
    upload.upload
      ? upload.preview(upload.upload)
      : upload.setFailure(t('centres.import.chooseFile'));
  const doImport = () =>
    upload.confirm((result) => {
      onImported(result.created, result.skipped);
      close();
    });
  const template = (format: 'csv' | 'xlsx') =>
    downloadFile(ADMIN_API.centresTemplate, { format }).catch((error: unknown) =>
      upload.setFailure(errorText(error)),
    );
  const ready = report !== null && report.problems.length === 0 && report.toCreate.length > 0;

  return (
    <Modal show={show} onHide={close} size="lg" aria-labelledby={titleId} fullscreen="sm-down">
      <Modal.Header closeButton closeLabel={t('centres.import.close')}>
        <Modal.Title id={titleId} as="h2" className="h5">
          {t('centres.import.title')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="text-body-secondary">{t('centres.import.steps')}</p>
        <div className="mb-3">
          <TemplateButtons
            csvLabel={t('centres.import.templateCsv')}
            xlsxLabel={t('centres.import.templateXlsx')}
            onDownload={(format) => void template(format)}
          />
        </div>
        <div className="mb-3">
          <label className="form-label" htmlFor={fileId}>
            {t('centres.import.file')}
          </label>
          <div className="d-flex flex-column flex-sm-row gap-2">
            <input
              id={fileId}
              className="form-control"
              type="file"
              accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              onChange={(event) => upload.choose(event.target.files?.[0] ?? null)}
            />
            <button
              type="button"
              className="btn btn-outline-primary align-self-start text-nowrap"
              disabled={upload.previewing}
              onClick={() => void doPreview()}
            >
              {upload.previewing ? t('centres.import.previewing') : t('centres.import.preview')}
            </button>
          </div>
        </div>
        {failure && (
          <div className="alert alert-danger" role="alert">
            {failure}
          </div>
        )}
        {report && <Report report={report} />}
      </Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn btn-outline-secondary" onClick={close}>
          {t('centres.import.cancel')}
        </button>
        <ImportButton
          ready={ready}
          importing={upload.importing}
          onImport={doImport}
          label={t('centres.import.confirm', { count: report?.toCreate.length ?? 0 })}
          importingLabel={t('centres.import.importing')}
        />
      </Modal.Footer>
    </Modal>
  );
}
