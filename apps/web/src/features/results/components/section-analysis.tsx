import type { TExamResult, TSectionSummary } from '@exam/contracts/results/entities';
import { ACCURACY_GOOD_THRESHOLD } from '@exam/core/scoring';
import { useTranslation } from 'react-i18next';
import { formatMarks } from '@/components/ui/answer-input/question-type';
import { useUiLanguage } from '@/lib/i18n/use-ui-language';
import { AccuracyBars } from './lazy-charts';
import { BusyButton } from '@/components/ui/busy-button';

export interface SectionActions {
  onReview: (section: TSectionSummary) => void;
  /** The student's own: absent on the staff console's copy of the report. */
  onPractice?: (section: TSectionSummary) => void;
  practising: number | null;
}

/** A card per section (score, attempted, accuracy bar, counts, actions) and the accuracy chart. */
export function SectionAnalysis({
  result,
  actions,
}: {
  result: TExamResult;
  actions?: SectionActions;
}) {
  const { t } = useTranslation();
  const { pick } = useUiLanguage();
  const name = (s: TSectionSummary) => pick(s.name, s.nameHi);
  return (
    <section className="mb-3" aria-labelledby="section-analysis">
      <h2 id="section-analysis" className="h5">
        {t('result.sectionAnalysis')}
      </h2>
      <div className="row g-3">
        {result.sections.map((section) => {
          const good = section.accuracy >= ACCURACY_GOOD_THRESHOLD;
          return (
            <div className="col-12 col-md-6 col-xl-4" key={section.id}>
              <article className="card h-100 shadow-sm" data-testid="section-card">
                <div className="card-body d-flex flex-column">
                  <div className="d-flex justify-content-between align-items-baseline gap-2">
                    <h3 className="h6 mb-1">{name(section)}</h3>
                    <span className="fw-semibold">
                      {formatMarks(section.score)}/{formatMarks(section.maxScore)}
                    </span>
                  </div>
                  <p className="small text-body-secondary mb-2">
                    {t('result.attempted', { n: section.attempted })}
                  </p>
                  <div
                    className="progress mb-1"
                    role="progressbar"
                    aria-label={t('result.accuracy')}
                    aria-valuenow={section.accuracy}
                    aria-valuemin={0}
                    aria-valuemax={100}
                  >
                    <div
                      className={`progress-bar ${good ? 'bg-success' : 'bg-danger'}`}
                      style={{ width: `${section.accuracy}%` }}
                    />
                  </div>
                  <p className="small mb-2">
                    {t('result.accuracyValue', { value: section.accuracy })}
                  </p>
                  <ul className="list-inline small mb-3">
                    <li className="list-inline-item text-success">
                      {t('result.correct')}: {section.correct}
                    </li>
                    <li className="list-inline-item text-danger">
                      {t('result.incorrect')}: {section.incorrect}
                    </li>
                    {(section.partial ?? 0) > 0 && (
                      <li className="list-inline-item text-warning-emphasis">
                        {t('result.partial')}: {section.partial}
                      </li>
                    )}
                    <li className="list-inline-item text-body-secondary">
                      {t('result.skipped')}: {section.skipped}
                    </li>
                  </ul>
                  {actions && (
                    <div className="mt-auto d-flex flex-wrap gap-2 d-print-none">
                      <button
                        type="button"
                        className="btn btn-sm btn-outline-primary"
                        onClick={() => actions.onReview(section)}
                      >
                        {t('result.reviewSection')}
                      </button>
                      {actions.onPractice && (
                        <BusyButton
                          className="btn btn-sm btn-outline-danger"
                          busy={actions.practising === section.id}
                          disabled={actions.practising !== null}
                          onClick={() => actions.onPractice?.(section)}
                        >
                          {t('result.practiceWeakAreas')}
                        </BusyButton>
                      )}
                    </div>
                  )}
                </div>
              </article>
            </div>
          );
        })}
        <div className="col-12 col-xl-4">
          <div className="card h-100 shadow-sm">
            <div className="card-body">
              <h3 className="h6">{t('result.accuracyChart')}</h3>
              <div className="chart-box">
                <AccuracyBars
                  labels={result.sections.map(name)}
                  values={result.sections.map((s) => s.accuracy)}
                  label={t('result.accuracyChartLabel', {
                    summary: result.sections.map((s) => `${name(s)} ${s.accuracy}%`).join(', '),
                  })}
                />
              </div>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
