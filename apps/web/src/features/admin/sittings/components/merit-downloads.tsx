import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../shell/components/action-message';
import { useExportMerit, type MeritFormat } from '../api/export-merit';

/** Download the whole merit list of the sitting shown, under its formula, as CSV or XLSX. */
export function MeritDownloads({ sitting, disabled }: { sitting: string; disabled: boolean }) {
  const { t } = useTranslation('admin');
  const errorText = useErrorText();
  const download = useExportMerit();
  const pending = download.isPending ? download.variables.format : null;
  return (
    <>
      <div className="d-flex flex-wrap gap-2 mb-2" role="group" aria-label={t('sittings.download')}>
        {(['csv', 'xlsx'] as const satisfies MeritFormat[]).map((format) => (
          <button
            key={format}
            type="button"
            className="btn btn-outline-primary btn-sm"
            disabled={disabled || pending !== null}
            onClick={() => download.mutate({ sitting, format })}
          >
            {pending === format ? t('sittings.downloading') : t(`sittings.export.${format}`)}
          </button>
        ))}
      </div>
      {download.isError && (
        <p className="alert alert-danger py-2" role="alert">
          {t('sittings.downloadFailed', { message: errorText(download.error) })}
        </p>
      )}
    </>
  );
}
