import type { TChallengedQuestion } from '@exam/contracts/admin/challenges';
import { formatWindowTime } from '@exam/core/schedule';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ErrorState } from '@/components/ui/error-state';
import { PageLoading } from '@/components/ui/page-loading';
import { PageTitle } from '@/components/ui/page-title';
import { RichContent } from '@/components/ui/rich-content/rich-content';
import { useUiLanguage } from '@/lib/i18n/use-ui-language';
import { useErrorText } from '../../shell/components/action-message';
import { useChallengeBoard, usePublishFinalKey } from '../api/challenges';
import { ChallengeWindowForm } from './challenge-window-form';
import { DecisionDialog } from './decision-dialog';

const STATUS_TONE = { pending: 'secondary', accepted: 'success', rejected: 'danger' } as const;

function QuestionCard({
  q,
  onDecide,
  closed,
}: {
  q: TChallengedQuestion;
  onDecide: () => void;
  closed: boolean;
}) {
  const { t } = useTranslation('admin');
  return (
    <article className="card mb-3" data-testid="challenged-question">
      <div className="card-body">
        <header className="d-flex flex-wrap gap-2 align-items-center mb-2">
          <h2 className="h6 mb-0">{t('challenges.question', { no: q.questionNo })}</h2>
          <span className="badge text-bg-primary">{t('challenges.count', { count: q.count })}</span>
          {q.pending > 0 && (
            <span className="badge text-bg-warning">
              {t('challenges.pending', { count: q.pending })}
            </span>
          )}
          <span className="small text-body-secondary">
            {q.dropped
              ? t('challenges.dropped')
              : t('challenges.currentKey', { key: q.key || '—' })}
          </span>
          {q.pending > 0 && !closed && (
            <button
              type="button"
              className="btn btn-sm btn-outline-primary ms-auto"
              onClick={onDecide}
            >
              {t('challenges.decide')}
            </button>
          )}
        </header>
        <RichContent className="small mb-2" html={q.questionTextEn} />
        <ul className="list-group list-group-flush small">
          {q.challenges.map((c) => (
            <li className="list-group-item px-0" key={c.challengeId}>
              <div className="d-flex flex-wrap gap-2 align-items-center">
                <strong>{c.studentName}</strong>
                <span className={`badge text-bg-${STATUS_TONE[c.status]}`}>
                  {t(`challenges.status.${c.status}`)}
                </span>
                {c.imagePath && (
                  <a href={c.imagePath} target="_blank" rel="noreferrer">
                    {t('challenges.picture')}
                  </a>
                )}
              </div>
              <p className="mb-0 text-break">{c.reason}</p>
              {c.decisionReason && (
                <p className="mb-0 text-body-secondary">
                  {t('challenges.decisionReason', { reason: c.decisionReason })}
                </p>
              )}
            </li>
          ))}
        </ul>
      </div>
    </article>
  );
}

/** /admin/schedules/:id/challenges: the window's challenges of the key and the final key. */
export default function ChallengesPage() {
  const { t } = useTranslation('admin');
  const { language } = useUiLanguage();
  const errorText = useErrorText();
  const scheduleId = Number(useParams().id);
  const query = useChallengeBoard(scheduleId);
  const publish = usePublishFinalKey(scheduleId);
  const [deciding, setDeciding] = useState<TChallengedQuestion | null>(null);
  const [confirming, setConfirming] = useState(false);
  if (query.isPending) return <PageLoading />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  const board = query.data;
  const at = (iso: string) =>
    formatWindowTime(Date.parse(iso), board.timeZone, language === 'hi' ? 'hi-IN' : 'en-IN');
  const pending = board.questions.reduce((n, q) => n + q.pending, 0);
  const closed = board.finalKeyAt !== null;
  const examOver = Date.parse(board.closesAt) <= Date.now();
  return (
    <div className="challenges-page">
      <PageTitle title={t('challenges.title')} />
      <p className="mb-1">
        <Link to="/admin/schedules">{t('challenges.back')}</Link>
      </p>
      <h1 className="h4">{t('challenges.title')}</h1>
      <p className="text-body-secondary">
        {board.setName} · {t('challenges.examCloses', { at: at(board.closesAt) })}
      </p>
      {closed && board.finalKeyAt ? (
        <p className="alert alert-success" role="status" data-testid="final-key-published">
          {t('challenges.finalKeyAt', { at: at(board.finalKeyAt) })}
        </p>
      ) : (
        <section className="mb-3">
          <p className="mb-2" data-testid="challenge-window-state">
            {board.challengeOpensAt && board.challengeClosesAt
              ? t(board.challengeOpen ? 'challenges.windowOpen' : 'challenges.windowSet', {
                  from: at(board.challengeOpensAt),
                  until: at(board.challengeClosesAt),
                })
              : t('challenges.noWindow')}
          </p>
          {examOver ? <ChallengeWindowForm board={board} /> : <p>{t('challenges.afterExam')}</p>}
          <div className="d-flex flex-wrap gap-2 align-items-center">
            {confirming ? (
              <>
                <span>{t('challenges.confirmFinal')}</span>
                <button
                  type="button"
                  className="btn btn-success"
                  disabled={publish.isPending}
                  onClick={() =>
                    publish.mutate(undefined, { onSettled: () => setConfirming(false) })
                  }
                >
                  {t('challenges.publishConfirm')}
                </button>
                <button
                  type="button"
                  className="btn btn-outline-secondary"
                  onClick={() => setConfirming(false)}
                >
                  {t('challenges.cancel')}
                </button>
              </>
            ) : (
              <button
                type="button"
                className="btn btn-success"
                disabled={!examOver || pending > 0}
                onClick={() => setConfirming(true)}
              >
                {t('challenges.publish')}
              </button>
            )}
            {pending > 0 && (
              <span className="small">{t('challenges.pendingFirst', { count: pending })}</span>
            )}
          </div>
          {publish.isError && (
            <p className="alert alert-danger mt-2" role="alert">
              {errorText(publish.error)}
            </p>
          )}
        </section>
      )}
      {board.questions.length === 0 ? (
        <p className="text-body-secondary">{t('challenges.none')}</p>
      ) : (
        board.questions.map((q) => (
          <QuestionCard key={q.questionId} q={q} closed={closed} onDecide={() => setDeciding(q)} />
        ))
      )}
      <DecisionDialog
        scheduleId={scheduleId}
        question={deciding}
        onClose={() => setDeciding(null)}
      />
    </div>
  );
}
