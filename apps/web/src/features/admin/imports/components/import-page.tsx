import { zodResolver } from '@hookform/resolvers/zod';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { IMPORT_MAX_BYTES } from '@exam/contracts/admin/imports-api';
import { ErrorState } from '@/components/ui/error-state';
import { formParseOptions } from '@/components/ui/form/form-messages';
import { TextField } from '@/components/ui/form/text-field';
import { Downloads } from './downloads';
import { usePreviewImport, useRunImport } from '../api/imports-api';
import { PreviewTable } from './preview-table';
import './import-page.css';

const ACCEPT = '.xml,.gift,.txt,.csv,.xlsx,.zip';

/** The chosen file, at most the server's limit: it is previewed as soon as it is chosen. */
const ZImportFile = z
  .object({ files: z.custom<FileList | null>() })
  .transform(({ files }, context) => {
    const file = files?.[0];
    if (!file) {
      context.addIssue({ code: 'custom', path: ['files'], message: 'form.chooseFile' });
      return z.NEVER;
    }
    if (file.size > IMPORT_MAX_BYTES) {
      context.addIssue({ code: 'custom', path: ['files'], message: 'form.fileTooLarge' });
      return z.NEVER;
    }
    return file;
  });

/**
 * /admin/imports: choose a file → the preview (what will be created, skipped, refused) →
 * "Import N questions" or Cancel → the report. Nothing is written before the confirmation.
 */
export default function ImportPage() {
  const { t } = useTranslation('admin');
  const formElement = useRef<HTMLFormElement>(null);
  const form = useForm({
    resolver: zodResolver(ZImportFile, formParseOptions),
    defaultValues: { files: null },
  });
  const preview = usePreviewImport();
  const run = useRunImport();
  const file = preview.variables;

  const choose = () => {
    preview.reset();
    run.reset();
    void form.handleSubmit((chosen) => preview.mutate(chosen))();
  };
  const reset = () => {
    preview.reset();
    run.reset();
    form.reset();
    formElement.current?.reset();
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
          <form ref={formElement} noValidate onSubmit={(event) => event.preventDefault()}>
            <TextField
              label={t('imports.file')}
              hint={t('imports.fileHint')}
              className="import-file"
              type="file"
              accept={ACCEPT}
              error={form.formState.errors.files}
              {...form.register('files', { onChange: choose })}
            />
          </form>
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
