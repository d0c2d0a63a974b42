import type { TPaperQuestion, TQuestionGroup } from '@exam/contracts/papers/entities';
import type { TQuestionSet } from '@exam/contracts/sets/entities';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { PageLoading } from '@/components/ui/page-loading';
import { PageTitle } from '@/components/ui/page-title';
import { useUiLanguage } from '@/lib/i18n/use-ui-language';
import { useSetQuestions } from '../api/get-set-questions';

interface PlayLoaderProps {
  set: TQuestionSet | undefined;
  /** Questions given in navigation state: nothing is loaded. */
  given?: TPaperQuestion[];
  /** Where to choose a set when none was given. */
  listPath: string;
  /** The set's questions and their groups (given questions come without groups). */
  children: (set: TQuestionSet, questions: TPaperQuestion[], groups: TQuestionGroup[]) => ReactNode;
}

/** The player's questions: loading, error, no set chosen, or a set without questions. */
export function PlayLoader({ set, given, listPath, children }: PlayLoaderProps) {
  const { t } = useTranslation();
  const { pick } = useUiLanguage();
  const loaded = useSetQuestions(set && !given ? set.examSetId : null);

  if (!set) {
    return (
      <>
        <PageTitle title={t('play.noSetTitle')} />
        <h1 className="h3 mb-3">{t('play.noSetTitle')}</h1>
        <EmptyState title={t('play.noSetText')} as="p">
          <Link to={listPath} className="btn btn-primary">
            {t('play.chooseSet')}
          </Link>
        </EmptyState>
      </>
    );
  }
  const title = <PageTitle title={pick(set.setName, set.setNameHi)} />;
  if (given) {
    return given.length === 0 ? (
      <>
        {title}
        <EmptyState title={t('play.noQuestions')} as="p" />
      </>
    ) : (
      <>
        {title}
        {children(set, given, [])}
      </>
    );
  }
  if (loaded.isPending) return <PageLoading />;
  if (loaded.isError) {
    return <ErrorState error={loaded.error} onRetry={() => void loaded.refetch()} />;
  }
  if (loaded.data.questions.length === 0) {
    return (
      <>
        {title}
        <EmptyState title={t('play.noQuestions')} as="p">
          <Link to={listPath} className="btn btn-primary">
            {t('play.chooseSet')}
          </Link>
        </EmptyState>
      </>
    );
  }
  return (
    <>
      {title}
      {children(set, loaded.data.questions, loaded.data.groups)}
    </>
  );
}
