import type { TExam } from '@exam/contracts/catalogue/entities';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { HeadingPlaceholder } from '@/components/ui/heading-placeholder';
import { PageTitle } from '@/components/ui/page-title';
import { SafeHtml } from '@/components/ui/safe-html';
import { SetListStates } from '@/components/ui/set-list-states';
import { isApiError } from '@/lib/api-client';
import { useUiLanguage } from '@/lib/i18n/use-ui-language';
import { useExamSets } from '../api/get-exam-sets';
import { useExamDetails } from '../hooks/use-exam-details';
import { groupByType } from '../utils/set-types';
import { SetGroup } from './set-group';
import './exam-grid.css';
import '@/components/ui/set-labels/i18n/translations';

interface SetListViewProps {
  /** null when the URL's examId is missing or not an id. */
  examId: number | null;
  exam?: TExam | null;
}

function ExamNotFound() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle title={t('set.examNotFound')} />
      <h1 className="h3 mb-3">{t('set.examNotFound')}</h1>
      <EmptyState title={t('set.examNotFoundText')} as="p">
        <Link to="/" className="btn btn-primary mt-2">
          {t('set.goHome')}
        </Link>
      </EmptyState>
    </>
  );
}

/** /set?examId=N: the exam, then its sets grouped by type. Everything derives from examId. */
export function SetListView({ examId, exam: fromState }: SetListViewProps) {
  const { t } = useTranslation();
  const { pick } = useUiLanguage();
  const sets = useExamSets(examId ?? 0, { enabled: examId !== null });
  const details = useExamDetails(examId, fromState);

  if (
    examId === null ||
    details.notFound ||
    (isApiError(sets.error) && sets.error.httpStatus === 404)
  )
    return <ExamNotFound />;

  const exam = details.exam;
  const name = exam
    ? pick(exam.examName, exam.examNameHi)
    : ((sets.data?.[0] && pick(sets.data[0].examName, sets.data[0].examNameHi)) ??
      (details.isPending ? null : t('set.examFallback', { id: examId })));

  return (
    <>
      <PageTitle title={name} />
      <header className="mb-4">
        <h1 className="h3 mb-2">{name ?? <HeadingPlaceholder />}</h1>
        {exam?.examDescription && (
          <SafeHtml
            html={pick(exam.examDescription, exam.examDescriptionHi)}
            className="exam-description-full text-body-secondary"
          />
        )}
      </header>
      <SetListStates
        query={sets}
        skeletons={3}
        // Until the exam's description is in, the sets wait: arriving first, they were pushed
        // down by it (a layout shift Lighthouse measured at 0.2 on a phone).
        waitFor={details.isPending}
        empty={
          <EmptyState title={t('set.none')}>
            <p className="mb-0">{t('set.noneText')}</p>
          </EmptyState>
        }
      >
        {(items) =>
          groupByType(items).map((group) => (
            <SetGroup
              key={group.setTypeId}
              id={`set-type-${group.setTypeId}`}
              title={t(`set.types.${group.setTypeId}`)}
              badge={
                <span className="badge rounded-pill text-bg-light border">{group.sets.length}</span>
              }
              sets={group.sets}
            />
          ))
        }
      </SetListStates>
    </>
  );
}
