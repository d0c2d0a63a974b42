import type { TExamResult } from '@exam/contracts/results/entities';
import { SittingStanding } from './sitting-standing';
import { formatSeconds } from '@exam/core/format';
import { useTranslation } from 'react-i18next';
import { formatMarks } from '@/components/ui/answer-input/question-type';
import { useUiLanguage } from '@/lib/i18n/use-ui-language';
import { ReportCard } from './report-card';
import { ScoreDonut } from './score-donut';

/** Overall Score (donut with the cutoff line), Performance, and Rank and Insights. */
export function SummaryCards({ result }: { result: TExamResult }) {
  const { t } = useTranslation();
  const { language } = useUiLanguage();
  const cutoffShare = result.maxScore > 0 ? result.passMark / result.maxScore : 0;
  return (
    <div className="row g-3 mb-3">
      <ReportCard
        id="overall-score"
        title={t('result.overallScore')}
        titleClassName="text-body-secondary"
        bodyClassName="text-center"
      >
        <div className="donut mx-auto position-relative">
          <ScoreDonut
            percent={result.percentage}
            cutoffShare={cutoffShare}
            passed={result.passed}
            label={t('result.donutLabel', {
              percent: result.percentage,
              cutoff: formatMarks(result.passMark),
            })}
          />
          <div className="donut-centre" data-testid="result-percentage">
            {result.percentage}%
          </div>
        </div>
        <p className="fw-semibold mb-1 mt-2" data-testid="result-score">
          {t('result.scoreOf', {
            score: formatMarks(result.score),
            max: formatMarks(result.maxScore),
          })}
        </p>
        <p className={`mb-0 small ${result.passed ? 'text-success' : 'text-danger'}`}>
          {result.passed
            ? t('result.metCutoff')
            : t('result.cutoff', { marks: formatMarks(result.passMark) })}
        </p>
      </ReportCard>
      <ReportCard
        id="performance"
        title={t('result.performance')}
        titleClassName="text-body-secondary"
      >
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
      </ReportCard>
      <ReportCard
        id="rank-insights"
        title={t('result.rankInsights')}
        titleClassName="text-body-secondary"
      >
        <p className="display-6 fw-semibold mb-0" data-testid="result-rank">
          {t('result.rankOf', { rank: result.rank.rank, total: result.rank.total })}
        </p>
        <p className="mb-1">{t('result.candidates', { count: result.rank.total })}</p>
        <p className="fw-semibold mb-2" data-testid="result-percentile">
          {t('result.percentile', { value: result.rank.percentile })}
        </p>
        <p className="small text-body-secondary mb-0">{t('result.leaderboard')}</p>
        {result.sitting && <SittingStanding standing={result.sitting} />}
      </ReportCard>
    </div>
  );
}
