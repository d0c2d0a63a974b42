import type { TQuestionSet } from '@exam/contracts/sets/entities';
import type { TStudentDetails } from '@exam/contracts/students/entities';
import { useTranslation } from 'react-i18next';
import { useUiLanguage } from '@/lib/i18n/use-ui-language';
import '../i18n/translations';

interface FlowSummaryProps {
  set: TQuestionSet;
  student: TStudentDetails | undefined;
  attemptNo: number;
}

/** Who is about to take which exam: the set, its exam, the candidate and the attempt number. */
export function FlowSummary({ set, student, attemptNo }: FlowSummaryProps) {
  const { t } = useTranslation();
  const { pick } = useUiLanguage();
  return (
    <dl className="flow-summary card card-body shadow-sm small mb-3">
      <div>
        <dt>{t('flow.set')}</dt>
        <dd>{pick(set.setName, set.setNameHi)}</dd>
      </div>
      <div>
        <dt>{t('flow.exam')}</dt>
        <dd>{pick(set.examName, set.examNameHi)}</dd>
      </div>
      <div>
        <dt>{t('flow.candidate')}</dt>
        <dd>{student?.name ?? t('app.loading')}</dd>
      </div>
      <div>
        <dt>{t('flow.attemptNo')}</dt>
        <dd>{attemptNo}</dd>
      </div>
    </dl>
  );
}
