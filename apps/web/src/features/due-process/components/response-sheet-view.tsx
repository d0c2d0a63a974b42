import type {
  TResponseSheet,
  TResponseSheetQuestion,
} from '@exam/contracts/results/response-sheet';
import { formatDateTime } from '@exam/core/format';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle } from '@/components/ui/page-title';
import { isApiError } from '@/lib/api-client';
import { useUiLanguage } from '@/lib/i18n/use-ui-language';
import { useDownloadResponseSheet } from '../api/download-response-sheet';
import { useResponseSheet, type SheetRef } from '../api/get-response-sheet';
import '../i18n/translations';
import { ChallengeDialog } from './challenge-dialog';
import { SheetQuestion } from './sheet-question';
import { BusyButton } from '@/components/ui/busy-button';

function WindowNote({ sheet }: { sheet: TResponseSheet }) {
  const { t } = useTranslation();
  const { language } = useUiLanguage();
  const at = (iso: string) => formatDateTime(iso, language);
  const w = sheet.challengeWindow;
  let text = t('sheet.noWindow');
  if (sheet.finalKeyAt) text = t('sheet.finalKey', { at: at(sheet.finalKeyAt) });
  else if (w?.open) text = t('sheet.windowOpen', { until: at(w.closesAt) });
  else if (w && Date.parse(w.opensAt) > Date.now())
    text = t('sheet.windowLater', { from: at(w.opensAt), until: at(w.closesAt) });
  else if (w) text = t('sheet.windowClosed', { until: at(w.closesAt) });
  return (
    <p
      className={`alert ${w?.open ? 'alert-info' : 'alert-secondary'} py-2`}
      data-testid="sheet-window"
    >
      {text}
    </p>
  );
}

/** The response sheet page (decision 049): answers beside the provisional key, and challenges. */
export function ResponseSheetView({ sheetRef }: { sheetRef: SheetRef }) {
  const { t } = useTranslation();
  const { pick, language } = useUiLanguage();
  const query = useResponseSheet(sheetRef);
  const download = useDownloadResponseSheet();
  const [challenging, setChallenging] = useState<TResponseSheetQuestion | null>(null);
  const back = `?setId=${sheetRef.setId}&attemptNo=${sheetRef.attemptNo}`;

  if (query.isPending)
    return (
      <div className="py-5 d-flex justify-content-center gap-2" role="status">
        <PageTitle title={t('sheet.pageTitle')} />
        <span className="spinner-border spinner-border-sm mt-1" aria-hidden="true" />
        <span>{t('sheet.loading')}</span>
      </div>
    );
  if (query.isError)
    return (
      <div className="alert alert-warning d-flex flex-column align-items-start gap-2" role="alert">
        <PageTitle title={t('sheet.pageTitle')} />
        <p className="fw-semibold mb-0" data-testid="sheet-error">
          {isApiError(query.error) ? query.error.message : t('sheet.error', { message: '' })}
        </p>
        <Link to="/attempted/test/" className="btn btn-outline-secondary btn-sm">
          {t('sheet.toAttempted')}
        </Link>
      </div>
    );
  const sheet = query.data;
  const canChallenge = Boolean(sheet.challengeWindow?.open);
  return (
    <div className="response-sheet py-3">
      <PageTitle title={`${t('sheet.pageTitle')}: ${pick(sheet.setName, sheet.setNameHi)}`} />
      <header className="d-flex flex-wrap align-items-start gap-2 mb-3">
        <div className="me-auto">
          <h1 className="h4 mb-1">{t('sheet.pageTitle')}</h1>
          <p className="mb-0 text-body-secondary">
            {pick(sheet.setName, sheet.setNameHi)} · {t('sheet.subtitle')}
          </p>
        </div>
        <Link to={`/viewDetailedAnalysis${back}`} className="btn btn-outline-secondary btn-sm">
          {t('sheet.toResult')}
        </Link>
        <BusyButton
          className="btn btn-primary btn-sm"
          busy={download.isPending}
          busyLabel={t('sheet.downloading')}
          onClick={() => download.mutate({ ...sheetRef, lang: language })}
        >
          {t('sheet.download')}
        </BusyButton>
      </header>
      {download.isError && (
        <p className="alert alert-danger" role="alert">
          {t('sheet.downloadFailed', { message: download.error.message })}
        </p>
      )}
      <WindowNote sheet={sheet} />
      {sheet.questions.map((q) => (
        <SheetQuestion
          key={q.questionId}
          q={q}
          canChallenge={canChallenge}
          onChallenge={setChallenging}
        />
      ))}
      <ChallengeDialog
        sheet={sheetRef}
        question={challenging}
        onClose={() => setChallenging(null)}
      />
    </div>
  );
}
