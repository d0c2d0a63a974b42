import type {
  TCentreImportReport,
  TCentreImportRow,
} from '@exam/contracts/admin/org-setup/centre-import';
import { ADMIN_API } from '@exam/contracts/admin/admin-api';
import { useId } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { ProblemsTable } from '../../components/table-import/problems-table';
import { TemplateButtons } from '../../components/table-import/template-buttons';
import { downloadFile } from '../../imports/api/imports-api';
import { useTableImport } from '../../hooks/use-table-import';
import { useErrorText } from '../../shell/components/action-message';
import { usePreviewCentreImport, useRunCentreImport } from '../api/org-setup-api';

function RowsTable({ rows, caption }: { rows: TCentreImportRow[]; caption: string }) {
  const { t } = useTranslation('admin');
  return (
    <div className="table-responsive bg-body rounded border mb-3">
      <table className="table table-sm mb-0">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('centres.import.row')}</th>
            <th scope="col">{t('centres.key')}</th>
            <th scope="col">{t('centres.name')}</th>
            <th scope="col">{t('centres.import.place')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.row}>
              <td>{row.row}</td>
              <td className="font-monospace text-nowrap">{row.key}</td>
              <td className="data-table-wrap">{row.name}</td>
              <td className="data-table-wrap">
                {[row.stateName, row.districtName, row.blockName].filter(Boolean).join(' › ')}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
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
      {report.problems.length > 0 && (
        <>
          <h3 className="h6">{t('centres.import.problemsTitle')}</h3>
          <ProblemsTable
            problems={report.problems}
            headings={{
              row: t('centres.import.row'),
              column: t('centres.import.column'),
              message: t('centres.import.problem'),
            }}
            wholeFile={t('centres.import.wholeFile')}
            message={(problem) => t(`centres.import.problems.${problem.code}`, problem.params)}
          />
        </>
      )}
      {report.toCreate.length > 0 && (
        <>
          <h3 className="h6">{t('centres.import.createTitle')}</h3>
          <RowsTable rows={report.toCreate} caption={t('centres.import.createTitle')} />
        </>
      )}
      {report.existing.length > 0 && (
        <>
          <h3 className="h6">{t('centres.import.existingTitle')}</h3>
          <RowsTable rows={report.existing} caption={t('centres.import.existingTitle')} />
        </>
      )}
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
        <button
          type="button"
          className="btn btn-primary"
          disabled={!ready || upload.importing}
          onClick={() => void doImport()}
        >
          {upload.importing
            ? t('centres.import.importing')
            : t('centres.import.confirm', { count: report?.toCreate.length ?? 0 })}
        </button>
      </Modal.Footer>
    </Modal>
  );
}
