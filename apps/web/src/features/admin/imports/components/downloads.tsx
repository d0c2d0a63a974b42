import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TemplateButtons } from '../../components/table-import/template-buttons';
import { downloadFile, IMPORTS_API } from '../api/imports-api';

/** The template downloads and the bank's exports: buttons, since a download needs the staff token. */
export function Downloads() {
  const { t } = useTranslation('admin');
  const [failure, setFailure] = useState<string | null>(null);
  const download = (run: () => Promise<void>) => {
    setFailure(null);
    run().catch((error: unknown) =>
      setFailure(t('imports.downloadFailed', { message: (error as Error).message })),
    );
  };
  return (
    <div className="d-flex flex-wrap gap-4 mb-4">
      <section aria-labelledby="import-templates">
        <h2 id="import-templates" className="h6">
          {t('imports.templates')}
        </h2>
        <TemplateButtons
          csvLabel={t('imports.templateCsv')}
          xlsxLabel={t('imports.templateXlsx')}
          onDownload={(format) =>
            download(() => downloadFile(IMPORTS_API.downloadTemplate, { format }))
          }
        />
      </section>
      <section aria-labelledby="import-exports">
        <h2 id="import-exports" className="h6">
          {t('imports.export')}
        </h2>
        <div className="d-flex flex-wrap gap-2">
          {(['qti3', 'moodle-xml'] as const).map((format) => (
            <button
              key={format}
              type="button"
              className="btn btn-outline-secondary btn-sm"
              onClick={() => download(() => downloadFile(IMPORTS_API.exportBank, {}, { format }))}
            >
              {t(format === 'qti3' ? 'imports.exportQti' : 'imports.exportMoodle')}
            </button>
          ))}
        </div>
      </section>
      {failure && (
        <p className="text-danger w-100 mb-0" role="alert">
          {failure}
        </p>
      )}
    </div>
  );
}
