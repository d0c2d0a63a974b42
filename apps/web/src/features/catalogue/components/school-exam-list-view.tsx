import type { TQuestionSet } from '@exam/contracts/sets/entities';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { PageTitle } from '@/components/ui/page-title';
import { SetListStates } from '@/components/ui/set-list-states';
import { useUiLanguage } from '@/lib/i18n/use-ui-language';
import { useSchoolSets } from '../api/get-school-sets';
import { SetGroup } from './set-group';
import '../i18n/translations';

/** The sets grouped by their exam, in the order the server lists them. */
function byExam(sets: readonly TQuestionSet[]) {
  const groups = new Map<number, { exam: TQuestionSet; sets: TQuestionSet[] }>();
  for (const set of sets) {
    const group = groups.get(set.examId) ?? { exam: set, sets: [] };
    group.sets.push(set);
    groups.set(set.examId, group);
  }
  return [...groups.entries()];
}

/**
 * School Exam (SPEC §7 set/get/active/by/classId): the school exams of the logged-in student's
 * class and the sets scheduled for them; each Start runs the exam flow from /studentProfile. An
 * aspirant (class 0) sees the sets scheduled for them, or is told why there is nothing here.
 */
export function SchoolExamListView({ studentClass }: { studentClass: number }) {
  const { t } = useTranslation();
  const { pick } = useUiLanguage();
  const sets = useSchoolSets(studentClass);
  const title = t('schoolExam.title');

  // An aspirant (no class) is told why the list is empty, unless a school scheduled a set for them.
  const empty =
    studentClass <= 0 ? (
      <EmptyState title={t('schoolExam.noClass')}>
        <p>{t('schoolExam.noClassText')}</p>
        <Link to="/exam/list/" className="btn btn-primary">
          {t('exam.browseAll')}
        </Link>
      </EmptyState>
    ) : (
      <EmptyState title={t('schoolExam.none')}>
        <p className="mb-0">{t('schoolExam.noneText', { studentClass })}</p>
      </EmptyState>
    );
  const body = (
    <SetListStates query={sets} skeletons={2} empty={empty}>
      {(items) =>
        byExam(items).map(([examId, group]) => (
          <SetGroup
            key={examId}
            id={`school-exam-${examId}`}
            title={pick(group.exam.examName, group.exam.examNameHi)}
            badge={
              <span className="badge rounded-pill text-bg-light border fw-normal">
                {t('exam.setCount', { count: group.sets.length })}
              </span>
            }
            sets={group.sets}
          />
        ))
      }
    </SetListStates>
  );

  return (
    <>
      <PageTitle title={title} />
      <header className="mb-4">
        <h1 className="h3 mb-2">{title}</h1>
        {studentClass > 0 && (
          <p className="text-body-secondary mb-0">{t('schoolExam.intro', { studentClass })}</p>
        )}
      </header>
      {body}
    </>
  );
}
