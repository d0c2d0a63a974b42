import type { TInstruction } from '@exam/contracts/sets/entities';
import { localized, type UiLanguage } from '@exam/core/language';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/components/ui/error-state';
import { PageTitle } from '@/components/ui/page-title';
import { SafeHtml } from '@/components/ui/safe-html';
import type { FlowReady } from './flow-gate';
import { FlowSummary } from './flow-summary';
import '../i18n/translations';
import './exam-flow.css';

/** The screen's title, what it is for, and who takes which set. */
export function FlowHeading({
  title,
  intro,
  ready,
}: {
  title: string;
  intro: string;
  ready: FlowReady;
}) {
  return (
    <>
      <PageTitle title={title} />
      <h1 className="h3 mb-1">{title}</h1>
      <p className="text-body-secondary">{intro}</p>
      <FlowSummary set={ready.setData} student={ready.student} attemptNo={ready.attemptNo} />
    </>
  );
}

interface InstructionCardProps {
  instruction: {
    data: TInstruction | undefined;
    error: unknown;
    isPending: boolean;
    isError: boolean;
    refetch: () => unknown;
  };
  /** The exam language the instructions are shown in (English where Hindi is missing). */
  language: UiLanguage;
  headingId: string;
  heading: string;
  /** `h5`, or `visually-hidden` where the content opens with its own title. */
  headingClassName: string;
  /** Shown when the set has no instructions. */
  none: string;
  className: string;
}

/** Instructions as sanitised HTML in a card, with their loading, error and empty states. */
export function InstructionCard({
  instruction,
  language,
  headingId,
  heading,
  headingClassName,
  none,
  className,
}: InstructionCardProps) {
  const { t } = useTranslation();
  const { data } = instruction;
  return (
    <section className={`card shadow-sm ${className}`} aria-labelledby={headingId}>
      <div className="card-body">
        <h2 id={headingId} className={headingClassName}>
          {heading}
        </h2>
        {instruction.isPending ? (
          <p role="status">{t('app.loading')}</p>
        ) : instruction.isError || !data ? (
          <ErrorState error={instruction.error} onRetry={() => void instruction.refetch()} />
        ) : data.instructionEn || data.instructionHi ? (
          <div lang={language}>
            <SafeHtml
              className="instruction-html"
              html={localized(
                language,
                data.instructionEn || data.instructionHi,
                data.instructionHi,
              )}
            />
          </div>
        ) : (
          <p className="mb-0 text-body-secondary">{none}</p>
        )}
      </div>
    </section>
  );
}

/** Back and Next at the foot of a flow screen. */
export function FlowActions({ onBack, onNext }: { onBack: () => void; onNext: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="flow-actions">
      <button type="button" className="btn btn-outline-secondary px-4" onClick={onBack}>
        {t('flow.back')}
      </button>
      <button type="button" className="btn btn-primary px-4" onClick={onNext}>
        {t('flow.next')}
      </button>
    </div>
  );
}
