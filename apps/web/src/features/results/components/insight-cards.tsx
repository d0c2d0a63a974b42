import type { TExamResult, TSectionSummary } from '@exam/contracts/results/entities';
import { formatSeconds } from '@exam/core/format';
import { useTranslation } from 'react-i18next';
import { useUiLanguage } from '@/lib/i18n/use-ui-language';
import { anySectionAttempted, scoreShare, strongestAndWeakest, timeFocus } from '../utils/insights';

const marks = (value: number) => String(Math.round(value * 100) / 100);

/** Strongest Section, Weakest Section (with Practice Weak Areas) and Time Focus. */
export function InsightCards({
  result,
  onPractice,
  practising,
}: {
  result: TExamResult;
  /** Absent on the staff console's copy of the report. */
  onPractice?: (section: TSectionSummary) => void;
  practising: number | null;
}) {
  const { t } = useTranslation();
  const { pick, language } = useUiLanguage();
  // With nothing answered every section scores 0 (or less): none is strong or weak.
  const attempted = anySectionAttempted(result.sections);
  const { strongest, weakest } = attempted
    ? strongestAndWeakest(result.sections)
    : { strongest: null, weakest: null };
  const focus = timeFocus(result);
  const describe = (s: TSectionSummary | null) =>
    s ? (
      <>
        <p className="fw-semibold mb-1">{pick(s.name, s.nameHi)}</p>
        <p className="small text-body-secondary mb-0">
          {s.score < 0
            ? t('result.sectionNegative', {
                score: marks(s.score),
                max: marks(s.maxScore),
                accuracy: s.accuracy,
              })
            : t('result.sectionScoreShare', { percent: scoreShare(s), accuracy: s.accuracy })}
        </p>
      </>
    ) : (
      <p className="text-body-secondary mb-0">
        {result.sections.length > 0 && !attempted
          ? t('result.noneAttempted')
          : t('result.noSections')}
      </p>
    );
  return (
    <div className="row g-3 mb-3">
      <section className="col-12 col-md-4" aria-labelledby="strongest-section">
        <div className="card h-100 shadow-sm border-success-subtle">
          <div className="card-body" data-testid="strongest">
            <h2 id="strongest-section" className="h6 text-success">
              {t('result.strongest')}
            </h2>
            {describe(strongest)}
          </div>
        </div>
      </section>
      <section className="col-12 col-md-4" aria-labelledby="weakest-section">
        <div className="card h-100 shadow-sm border-danger-subtle">
          <div className="card-body d-flex flex-column" data-testid="weakest">
            <h2 id="weakest-section" className="h6 text-danger">
              {t('result.weakest')}
            </h2>
            {describe(weakest)}
            {weakest && onPractice && (
              <button
                type="button"
                className="btn btn-sm btn-danger mt-3 align-self-start d-print-none"
                disabled={practising !== null}
                onClick={() => onPractice(weakest)}
              >
                {practising === weakest.id && (
                  <span className="spinner-border spinner-border-sm me-1" aria-hidden="true" />
                )}
                {t('result.practiceWeakAreas')}
              </button>
            )}
          </div>
        </div>
      </section>
      <section className="col-12 col-md-4" aria-labelledby="time-focus">
        <div className="card h-100 shadow-sm">
          <div className="card-body">
            <h2 id="time-focus" className="h6 text-primary">
              {t('result.timeFocus')}
            </h2>
            {focus.section ? (
              <p className="mb-1">
                {t('result.timeFocusText', {
                  section: pick(focus.section.summary.name, focus.section.summary.nameHi),
                  time: formatSeconds(focus.section.seconds, language),
                  share: focus.share,
                })}
              </p>
            ) : (
              <p className="text-body-secondary mb-1">{t('result.noSections')}</p>
            )}
            {focus.slowest && (
              <p className="small text-body-secondary mb-0">
                {t('result.slowest', {
                  n: focus.slowest.questionNo,
                  time: formatSeconds(focus.slowest.timeSpentSec, language),
                })}
              </p>
            )}
          </div>
        </div>
      </section>
    </div>
  );
}
