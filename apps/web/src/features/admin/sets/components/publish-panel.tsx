import type { TQuestionGap, TSetAudience, TSetDetail } from '@exam/contracts/admin/set-entities';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { publishGaps, useSetPublished } from '../api/publish-set';
import { IMPORTS_API } from '@exam/contracts/admin/imports-api';
import { downloadFile } from '../../imports/api/imports-api';
import { useErrorText } from '../../shell/components/action-message';

interface PublishPanelProps {
  set: TSetDetail;
  /** Unsaved changes: publishing would publish the saved set, not what is on screen. */
  dirty: boolean;
}

/** Publish / Unpublish; a refused publish lists every gap with a link to the question to fix. */
export function PublishPanel({ set, dirty }: PublishPanelProps) {
  const { t } = useTranslation('admin');
  const errorText = useErrorText();
  const publish = useSetPublished();
  const [gaps, setGaps] = useState<TQuestionGap[] | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  // Decision 051: a school class's paper is for its scheduled students unless staff choose otherwise.
  const [audience, setAudience] = useState<TSetAudience>(
    set.active ? set.audience : set.classId === null ? 'open' : 'scheduled',
  );

  const exportAs = (format: 'qti3' | 'moodle-xml') => {
    setOutcome(null);
    setFailure(null);
    downloadFile(IMPORTS_API.exportSet, { id: set.id }, { format }).catch((error: unknown) =>
      setFailure(t('sets.exportFailed', { message: (error as Error).message })),
    );
  };

  const run = (next: boolean, chosen = audience) => {
    setGaps(null);
    setOutcome(null);
    setFailure(null);
    publish.mutate(
      { id: set.id, publish: next, audience: chosen },
      {
        onSuccess: () =>
          setOutcome(next ? t(`sets.publishedNow.${chosen}`) : t('sets.unpublishedNow')),
        onError: (error) => {
          const missing = publishGaps(error);
          if (missing) setGaps(missing);
          else setFailure(error);
        },
      },
    );
  };

  return (
    <section className="card mb-3" aria-labelledby="publish-title">
      <div className="card-body d-flex flex-wrap align-items-center gap-2">
        <h2 id="publish-title" className="h6 mb-0 me-2">
          <span className={`badge ${set.active ? 'text-bg-success' : 'text-bg-secondary'}`}>
            {set.active ? t('sets.published') : t('sets.draft')}
          </span>
          {set.active && (
            <span
              className={`badge ms-1 ${set.audience === 'scheduled' ? 'text-bg-warning' : 'text-bg-info'}`}
            >
              {t(`sets.audience.${set.audience}`)}
            </span>
          )}
        </h2>
        <Link to={`/admin/sets/${set.id}/preview`} className="btn btn-outline-secondary btn-sm">
          {t('sets.preview')}
        </Link>
        <button
          type="button"
          className="btn btn-outline-secondary btn-sm"
          onClick={() => exportAs('qti3')}
        >
          {t('sets.exportQti')}
        </button>
        <button
          type="button"
          className="btn btn-outline-secondary btn-sm"
          onClick={() => exportAs('moodle-xml')}
        >
          {t('sets.exportMoodle')}
        </button>
        <label className="d-flex align-items-center gap-2 small" htmlFor="set-audience">
          {t('sets.audienceLabel')}
          <select
            id="set-audience"
            className="form-select form-select-sm w-auto"
            value={audience}
            disabled={publish.isPending || !set.editable}
            onChange={(event) => {
              const chosen = event.target.value as TSetAudience;
              setAudience(chosen);
              // A published set takes the new audience at once: students see the change now.
              if (set.active) run(true, chosen);
            }}
          >
            <option value="open">{t('sets.audience.open')}</option>
            <option value="scheduled">{t('sets.audience.scheduled')}</option>
          </select>
        </label>
        {set.active ? (
          <button
            type="button"
            className="btn btn-outline-danger btn-sm"
            disabled={publish.isPending || !set.editable}
            onClick={() => run(false)}
          >
            {t('sets.unpublish')}
          </button>
        ) : (
          <button
            type="button"
            className="btn btn-success btn-sm"
            disabled={publish.isPending || dirty || !set.editable}
            onClick={() => run(true)}
          >
            {t('sets.publish')}
          </button>
        )}
        {dirty && !set.active && (
          <span className="small text-body-secondary">{t('sets.unsavedChanges')}</span>
        )}
      </div>
      {(gaps || outcome || failure !== null) && (
        <div className="card-footer" aria-live="polite">
          {outcome && <p className="text-success mb-0">{outcome}</p>}
          {failure !== null && (
            <p className="text-danger mb-0">
              {typeof failure === 'string' ? failure : errorText(failure)}
            </p>
          )}
          {gaps && (
            <div role="alert">
              <p className="fw-semibold text-danger mb-1">{t('sets.gapsTitle')}</p>
              <ul className="mb-0">
                {gaps.map((gap, index) => (
                  <li key={index}>
                    {gap.questionNo === 0
                      ? t('sets.gapSet')
                      : t('sets.gapQuestion', { n: gap.questionNo })}
                    : {t(`sets.gap.${gap.what}`)}
                    {gap.bankQuestionId !== null && (
                      <>
                        {' '}
                        <Link to={`/admin/questions/${gap.bankQuestionId}`}>
                          {t('sets.fix')} ({t('sets.gapQuestion', { n: gap.questionNo })})
                        </Link>
                      </>
                    )}
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>
      )}
    </section>
  );
}
