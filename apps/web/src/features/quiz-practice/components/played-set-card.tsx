import type { TQuizSetStats } from '@exam/contracts/quiz/get-quiz-stats';
import type { TQuestionSet } from '@exam/contracts/sets/entities';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SetCardFrame, SetFact } from '@/components/ui/set-card-frame';
import { useUiLanguage } from '@/lib/i18n/use-ui-language';
import './quiz-practice.css';
import '@/components/ui/set-labels/i18n/translations';

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
    <SetCardFrame
      titleId={titleId}
      name={pick(set.setName, set.setNameHi)}
      className="played-set-card"
      subtitle={
        <p className="small text-body-secondary mb-0 mt-1">{pick(set.examName, set.examNameHi)}</p>
      }
      factsClassName="played-set-facts placeholder-glow"
      facts={
        <>
          <SetFact label={t('set.totalQuestion')}>{set.totalQuestion}</SetFact>
          <SetFact label={t('set.totalMarks')}>{set.totalMarks}</SetFact>
          <SetFact label={t('plays.timeInMinutes')}>{set.totalTime}</SetFact>
          <SetFact label={t('plays.attemptedUsers')}>{figure(stats?.attemptedUsers, '0')}</SetFact>
          <SetFact label={t('plays.yourRank')}>
            {figure(stats?.yourRank, t('plays.notRanked'))}
          </SetFact>
          <SetFact label={t('plays.rating')}>
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
          </SetFact>
        </>
      }
      onStart={() =>
        void navigate(set.setTypeId === 2 ? '/practice/' : '/quiz/', {
          state: { setData: set },
        })
      }
    />
  );
}
