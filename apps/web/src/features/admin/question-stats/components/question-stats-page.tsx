import type { TQuestionStatistics, TSetQuestionStats } from '@exam/contracts/admin/question-stats';
import { formatDateTime } from '@exam/core/format';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { z } from 'zod';
import { DataTable } from '@/components/ui/data-table/data-table';
import { useListState } from '@/components/ui/data-table/use-list-state';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { PageLoading } from '@/components/ui/page-loading';
import { useUiLanguage } from '@/lib/i18n/use-ui-language';
import { useQuestionStats } from '../api/get-question-stats';
import { KeyDialog, type KeyDialogTarget } from './key-dialog';
import { useQuestionColumns } from './question-row';
import './question-stats.css';
import { LabelledSelect } from '@/components/ui/labelled-select';

export const SORTS = ['no', 'facility', 'discrimination', 'flags'] as const;
export type Sort = (typeof SORTS)[number];

/** The order of the rows is the page's only list state; it sorts here, not on the server. */
const ZStatsOrder = z.object({ sort: z.enum(SORTS).default('no') });

const flagCount = (q: TQuestionStatistics) =>
  Number(q.flags.keyMayBeWrong) * 4 +
  Number(q.flags.negativeDiscrimination) * 2 +
  Number(q.flags.lowFacility);

/** Lowest first (unknown figures last); ties keep question order. */
export function sortQuestions(questions: readonly TQuestionStatistics[], sort: Sort) {
  const value = (q: TQuestionStatistics) => {
    if (sort === 'facility') return q.facility ?? Infinity;
    if (sort === 'discrimination') return q.discrimination ?? Infinity;
    if (sort === 'flags') return -flagCount(q);
    return q.questionNo;
  };
  return [...questions].sort((a, b) => value(a) - value(b) || a.questionNo - b.questionNo);
}

function Corrections({ stats }: { stats: TSetQuestionStats }) {
  const { t } = useTranslation('admin');
  const { language } = useUiLanguage();
  if (stats.corrections.length === 0) return null;
  return (
    <section className="mt-4" aria-labelledby="qstats-corrections">
      <h2 id="qstats-corrections" className="h5">
        {t('questionStats.corrections')}
      </h2>
      <ul className="list-group">
        {stats.corrections.map((c) => (
          <li key={`${c.questionId}-${c.at}`} className="list-group-item">
            <span className="fw-semibold">
              {t(`questionStats.correction.${c.kind}`, { no: c.questionNo })}
            </span>{' '}
            <span className="text-body-secondary small">
              {t('questionStats.correction.detail', {
                when: formatDateTime(c.at, language),
                count: c.attemptsRescored,
                reason: c.reason,
              })}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** /admin/sets/:id/question-stats: Moodle's statistics report of a set, and its key corrections. */
export default function QuestionStatsPage() {
  const { t } = useTranslation('admin');
  const setId = Number(useParams().id) || 0;
  const stats = useQuestionStats(setId);
  const order = useListState(ZStatsOrder);
  const { sort } = order.state;
  const [target, setTarget] = useState<KeyDialogTarget | null>(null);
  const columns = useQuestionColumns(stats.data?.editable ?? false, (question, action) =>
    setTarget({ question, action }),
  );

  return (
    <>
      <div className="d-flex flex-wrap align-items-baseline justify-content-between gap-2 mb-2">
        <h1 className="h3 mb-0">
          {t('questionStats.title')}
          {stats.data && (
            <span className="d-block fs-6 text-body-secondary">{stats.data.setName}</span>
          )}
        </h1>
        <Link to={`/admin/results?setId=${setId}`} className="btn btn-sm btn-outline-secondary">
          {t('questionStats.back')}
        </Link>
      </div>
      {stats.isPending ? (
        <PageLoading />
      ) : stats.isError ? (
        <ErrorState error={stats.error} onRetry={() => void stats.refetch()} />
      ) : stats.data.questions.length === 0 ? (
        <EmptyState title={t('questionStats.noQuestions')} />
      ) : (
        <>
          <p className="mb-1" data-testid="qstats-summary">
            {t('questionStats.summary', {
              candidates: stats.data.candidates,
              group: stats.data.groupSize,
            })}
          </p>
          <p className="small text-body-secondary">{t('questionStats.explain')}</p>
          {!stats.data.editable && (
            <p className="small text-body-secondary">{t('questionStats.notEditable')}</p>
          )}
          {stats.data.candidates === 0 && (
            <p className="alert alert-info">{t('questionStats.noCandidates')}</p>
          )}
          <div className="d-flex align-items-center gap-2 mb-2 qstats-sort">
            <LabelledSelect
              label={t('questionStats.sortBy')}
              labelClassName="form-label mb-0 text-nowrap"
              selectClassName="form-select form-select-sm"
              value={sort}
              options={SORTS.map((s) => ({ value: s, label: t(`questionStats.sort.${s}`) }))}
              onChange={(value) => order.set({ sort: value })}
            />
          </div>
          <DataTable
            caption={t('questionStats.title')}
            columns={columns}
            rows={sortQuestions(stats.data.questions, sort)}
            rowKey={(q) => q.questionId}
            rowProps={(q) => ({ 'data-testid': `qstats-row-${q.questionNo}` })}
            query={stats}
            empty={{ title: t('questionStats.noQuestions') }}
            layout="stack"
          />
          <Corrections stats={stats.data} />
          {target && (
            <KeyDialog
              setId={setId}
              target={target}
              submittedAttempts={stats.data.submittedAttempts}
              openAttempts={stats.data.openAttempts}
              onClose={() => setTarget(null)}
            />
          )}
        </>
      )}
    </>
  );
}
