import type { TExamResult } from '@exam/contracts/results/entities';
import { formatSeconds } from '@exam/core/format';
import { useTranslation } from 'react-i18next';
import { useUiLanguage } from '@/lib/i18n/use-ui-language';
import { ScoreDonut } from './score-donut';

const marks = (value: number) => String(Math.round(value * 100) / 100);

/** Overall Score (donut with the cutoff line), Performance, and Rank and Insights. */
export function SummaryCards({ result }: { result: TExamResult }) {
  const { t } = useTranslation();
  const { language } = useUiLanguage();
  const cutoffShare = result.maxScore > 0 ? result.passMark / result.maxScore : 0;
  return (
    <div className="row g-3 mb-3">
      <section className="col-12 col-md-4" aria-labelledby="overall-score">
        <div className="card h-100 shadow-sm">
          <div className="card-body text-center">
            <h2 id="overall-score" className="h6 text-body-secondary">
              {t('result.overallScore')}
            </h2>
            <div className="donut mx-auto position-relative">
              <ScoreDonut
                percent={result.percentage}
                cutoffShare={cutoffShare}
                passed={result.passed}
                label={t('result.donutLabel', {
                  percent: result.percentage,
                  cutoff: marks(result.passMark),
                })}
              />
              <div className="donut-centre" data-testid="result-percentage">
                {result.percentage}%
              </div>
            </div>
            <p className="fw-semibold mb-1 mt-2" data-testid="result-score">
              {t('result.scoreOf', { score: marks(result.score), max: marks(result.maxScore) })}
            </p>
            <p className={`mb-0 small ${result.passed ? 'text-success' : 'text-danger'}`}>
              {result.passed
                ? t('result.metCutoff')
                : t('result.cutoff', { marks: marks(result.passMark) })}
            </p>
          </div>
        </div>
      </section>
      <section className="col-12 col-md-4" aria-labelledby="performance">
        <div className="card h-100 shadow-sm">
          <div className="card-body">
            <h2 id="performance" className="h6 text-body-secondary">
              {t('result.performance')}
            </h2>
            <dl className="result-figures mb-0">
              <dt>{t('result.accuracy')}</dt>
              <dd data-testid="result-accuracy">{result.accuracy}%</dd>
              <dt>{t('result.avgTime')}</dt>
              <dd>{formatSeconds(result.averageTimePerQuestionSec, language)}</dd>
              <dt>{t('result.totalTime')}</dt>
              <dd>{formatSeconds(result.totalTimeSec, language)}</dd>
            </dl>
            <p className="small mb-0 mt-2">
              <span className="text-success">
                {t('result.correct')} {result.correct}
              </span>{' '}
              ·{' '}
              <span className="text-danger">
                {t('result.incorrect')} {result.incorrect}
              </span>{' '}
              ·{' '}
              {(result.partial ?? 0) > 0 && (
                <>
                  <span className="text-warning-emphasis">
                    {t('result.partial')} {result.partial}
                  </span>{' '}
                  ·{' '}
                </>
              )}
              <span className="text-body-secondary">
                {t('result.skipped')} {result.skipped}
              </span>
            </p>
          </div>
        </div>
      </section>
      <section className="col-12 col-md-4" aria-labelledby="rank-insights">
        <div className="card h-100 shadow-sm">
          <div className="card-body">
            <h2 id="rank-insights" className="h6 text-body-secondary">
              {t('result.rankInsights')}
            </h2>
            <p className="display-6 fw-semibold mb-0" data-testid="result-rank">
              {t('result.rankOf', { rank: result.rank.rank, total: result.rank.total })}
            </p>
            <p className="mb-1">{t('result.candidates', { count: result.rank.total })}</p>
            <p className="fw-semibold mb-2" data-testid="result-percentile">
              {t('result.percentile', { value: result.rank.percentile })}
            </p>
            <p className="small text-body-secondary mb-0">{t('result.leaderboard')}</p>
          </div>
        </div>
      </section>
    </div>
  );
}
