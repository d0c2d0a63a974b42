import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { IMPORT_MAX_BYTES } from '@exam/contracts/admin/imports-api';
import { ErrorState } from '@/components/ui/error-state';
import { Downloads } from './downloads';
import { usePreviewImport, useRunImport } from '../api/imports-api';
import { PreviewTable } from './preview-table';
import './import-page.css';

const ACCEPT = '.xml,.gift,.txt,.csv,.xlsx,.zip';

/**
 * /admin/imports: choose a file → the preview (what will be created, skipped, refused) →
 * "Import N questions" or Cancel → the report. Nothing is written before the confirmation.
 */
export default function ImportPage() {
  const { t } = useTranslation('admin');
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [tooLarge, setTooLarge] = useState(false);
  const preview = usePreviewImport();
  const run = useRunImport();

  const clear = () => {
    setFile(null);
    setTooLarge(false);
    preview.reset();
    run.reset();
  };
  const reset = () => {
    clear();
    if (input.current) input.current.value = '';
  };
  const choose = (chosen: File | undefined) => {
    clear();
    if (!chosen) return;
    if (chosen.size > IMPORT_MAX_BYTES) {
      setTooLarge(true);
      return;
    }
    setFile(chosen);
    preview.mutate(chosen);
  };

  const report = preview.data?.report;
  const count = report?.items.length ?? 0;
  const canImport = Boolean(file && report && count > 0 && report.errors.length === 0);

  return (
    <>
      <h1 className="h3 mb-2">{t('imports.title')}</h1>
      <p className="text-body-secondary">{t('imports.intro')}</p>
      <Downloads />

      {run.data ? (
        <div className="alert alert-success" role="status">
          <p className="mb-2">
            {t('imports.done', {
              file: run.data.report.file,
              created: run.data.created,
              updated: run.data.updated,
            })}
          </p>
          <div className="d-flex flex-wrap gap-2">
            <Link to="/admin/questions" className="btn btn-success btn-sm">
              {t('imports.toQuestions')}
            </Link>
            <button type="button" className="btn btn-outline-success btn-sm" onClick={reset}>
              {t('imports.another')}
            </button>
          </div>
        </div>
      ) : (
        <>
          <div className="mb-3 import-file">
            <label htmlFor={inputId} className="form-label">
              {t('imports.file')}
            </label>
            <input
              ref={input}
              id={inputId}
              type="file"
              className="form-control"
              accept={ACCEPT}
              aria-describedby={`${inputId}-hint`}
              onChange={(event) => choose(event.target.files?.[0])}
            />
            <div id={`${inputId}-hint`} className="form-text">
              {t('imports.fileHint')}
            </div>
            {tooLarge && (
              <p className="text-danger mt-1" role="alert">
                {t('imports.tooLarge')}
              </p>
            )}
          </div>
          {preview.isPending && <p role="status">{t('imports.reading')}</p>}
          {preview.isError && <ErrorState error={preview.error} />}
          {report && (
            <>
              <p className="fw-semibold" role="status">
                {t('imports.summary', {
                  file: report.file,
                  format: t(`imports.formats.${report.format}`),
                  count,
                })}
              </p>
              {count > 0 && (
                <ul className="list-inline">
                  {Object.entries(report.imported).map(([type, n]) => (
                    <li key={type} className="list-inline-item badge text-bg-light border">
                      {t(`imports.types.${type}`)}: {n}
                    </li>
                  ))}
                </ul>
              )}
              {count === 0 && report.errors.length === 0 && (
                <p className="text-body-secondary">{t('imports.nothing')}</p>
              )}
              <PreviewTable report={report} />
              {run.isError && <ErrorState error={run.error} />}
              <div className="d-flex gap-2">
                <button
                  type="button"
                  className="btn btn-primary"
                  disabled={!canImport || run.isPending}
                  onClick={() => file && run.mutate(file)}
                >
                  {run.isPending ? t('imports.importing') : t('imports.import', { count })}
                </button>
                <button type="button" className="btn btn-outline-secondary" onClick={reset}>
                  {t('imports.cancel')}
                </button>
              </div>
            </>
          )}
        </>
      )}
    </>
  );
}
