import type { TExamResult, TSectionSummary } from '@exam/contracts/results/entities';
import { formatSeconds } from '@exam/core/format';
import { useTranslation } from 'react-i18next';
import { formatMarks } from '@/components/ui/answer-input/question-type';
import { useUiLanguage } from '@/lib/i18n/use-ui-language';
import { anySectionAttempted, scoreShare, strongestAndWeakest, timeFocus } from '../utils/insights';
import { ReportCard } from './report-card';
import { BusyButton } from '@/components/ui/busy-button';

/** Strongest Section, Weakest Section (with Practice Weak Areas) and Time Focus. */
export function InsightCards({
  result,
  onPractice,
  practising,
}: {
  result: TExamResult;
  /** Absent on the staff console's copy of the report. */
  onPractice?: (section: TSectionSummary) => void;
  practising: number | null;
}) {
  const { t } = useTranslation();
  const { pick, language } = useUiLanguage();
  // With nothing answered every section scores 0 (or less): none is strong or weak.
  const attempted = anySectionAttempted(result.sections);
  const { strongest, weakest } = attempted
    ? strongestAndWeakest(result.sections)
    : { strongest: null, weakest: null };
  const focus = timeFocus(result);
  const describe = (s: TSectionSummary | null) =>
    s ? (
      <>
        <p className="fw-semibold mb-1">{pick(s.name, s.nameHi)}</p>
        <p className="small text-body-secondary mb-0">
          {s.score < 0
            ? t('result.sectionNegative', {
                score: formatMarks(s.score),
                max: formatMarks(s.maxScore),
                accuracy: s.accuracy,
              })
            : t('result.sectionScoreShare', { percent: scoreShare(s), accuracy: s.accuracy })}
        </p>
      </>
    ) : (
      <p className="text-body-secondary mb-0">
        {result.sections.length > 0 && !attempted
          ? t('result.noneAttempted')
          : t('result.noSections')}
      </p>
    );
  return (
    <div className="row g-3 mb-3">
      <ReportCard
        id="strongest-section"
        title={t('result.strongest')}
        titleClassName="text-success"
        className="border-success-subtle"
        testId="strongest"
      >
        {describe(strongest)}
      </ReportCard>
      <ReportCard
        id="weakest-section"
        title={t('result.weakest')}
        titleClassName="text-danger"
        className="border-danger-subtle"
        bodyClassName="d-flex flex-column"
        testId="weakest"
      >
        {describe(weakest)}
        {weakest && onPractice && (
          <BusyButton
            className="btn btn-sm btn-danger mt-3 align-self-start d-print-none"
            busy={practising === weakest.id}
            disabled={practising !== null}
            onClick={() => onPractice(weakest)}
          >
            {t('result.practiceWeakAreas')}
          </BusyButton>
        )}
      </ReportCard>
      <ReportCard id="time-focus" title={t('result.timeFocus')} titleClassName="text-primary">
        {focus.section ? (
          <p className="mb-1">
            {t('result.timeFocusText', {
              section: pick(focus.section.summary.name, focus.section.summary.nameHi),
              time: formatSeconds(focus.section.seconds, language),
              share: focus.share,
            })}
          </p>
        ) : (
          <p className="text-body-secondary mb-1">{t('result.noSections')}</p>
        )}
        {focus.slowest && (
          <p className="small text-body-secondary mb-0">
            {t('result.slowest', {
              n: focus.slowest.questionNo,
              time: formatSeconds(focus.slowest.timeSpentSec, language),
            })}
          </p>
        )}
      </ReportCard>
    </div>
  );
}
