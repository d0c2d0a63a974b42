import type { TQuizSetStats } from '@exam/contracts/quiz/get-quiz-stats';
import type { TQuestionSet } from '@exam/contracts/sets/entities';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FreeBadge } from '@/components/ui/free-badge';
import { useUiLanguage } from '@/lib/i18n/use-ui-language';

interface PlayedSetCardProps {
  set: TQuestionSet;
  /** undefined while loading (or logged out); the figures then show a placeholder. */
  stats: TQuizSetStats | undefined;
  statsPending: boolean;
  /** The figures are the logged-in student's; logged out they read 'Log in to see'. */
  loggedIn: boolean;
}

/**
 * SPEC §2 Quiz list and practice list: Total question, Total marks, Time in minutes, attempted
 * users, your rank, a rating and Start — with the server's figures (decision 009).
 */
export function PlayedSetCard({ set, stats, statsPending, loggedIn }: PlayedSetCardProps) {
  const { t } = useTranslation();
  const { pick } = useUiLanguage();
  const navigate = useNavigate();
  const titleId = `played-set-${set.examSetId}-title`;
  const figure = (value: number | null | undefined, empty: string) =>
    !loggedIn ? (
      <span className="text-body-secondary fw-normal">{t('plays.logInToSee')}</span>
    ) : statsPending ? (
      <span className="placeholder col-4" aria-label={t('app.loading')} />
    ) : value === null || value === undefined ? (
      <span className="text-body-secondary fw-normal">{empty}</span>
    ) : (
      value
    );
  return (
    <article className="card shadow-sm set-card played-set-card" aria-labelledby={titleId}>
      <div className="card-body set-card-body">
        <div>
          <div className="d-flex align-items-start gap-2">
            <h3 id={titleId} className="h6 mb-0 flex-grow-1">
              {pick(set.setName, set.setNameHi)}
            </h3>
            <FreeBadge />
          </div>
          <p className="small text-body-secondary mb-0 mt-1">
            {pick(set.examName, set.examNameHi)}
          </p>
        </div>
        <dl className="set-facts played-set-facts small placeholder-glow">
          <div>
            <dt>{t('set.totalQuestion')}</dt>
            <dd>{set.totalQuestion}</dd>
          </div>
          <div>
            <dt>{t('set.totalMarks')}</dt>
            <dd>{set.totalMarks}</dd>
          </div>
          <div>
            <dt>{t('plays.timeInMinutes')}</dt>
            <dd>{set.totalTime}</dd>
          </div>
          <div>
            <dt>{t('plays.attemptedUsers')}</dt>
            <dd>{figure(stats?.attemptedUsers, '0')}</dd>
          </div>
          <div>
            <dt>{t('plays.yourRank')}</dt>
            <dd>{figure(stats?.yourRank, t('plays.notRanked'))}</dd>
          </div>
          <div>
            <dt>{t('plays.rating')}</dt>
            <dd>
              {!loggedIn || statsPending ? (
                figure(null, '')
              ) : stats?.rating === null || stats?.rating === undefined ? (
                <span className="text-body-secondary fw-normal">{t('plays.notRated')}</span>
              ) : (
                <span
                  className="set-rating"
                  title={t('plays.ratingLabel', { rating: stats.rating })}
                  aria-label={t('plays.ratingLabel', { rating: stats.rating })}
                >
                  {t('plays.ratingValue', { rating: stats.rating })}
                </span>
              )}
            </dd>
          </div>
        </dl>
        <button
          type="button"
          className="btn btn-primary set-card-start"
          aria-describedby={titleId}
          onClick={() =>
            void navigate(set.setTypeId === 2 ? '/practice/' : '/quiz/', {
              state: { setData: set },
            })
          }
        >
          {t('set.start')}
        </button>
      </div>
    </article>
  );
}
