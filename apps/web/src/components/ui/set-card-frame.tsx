import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TitleWithFreeBadge } from './title-with-free-badge';
import '@/components/ui/set-labels/i18n/translations';

/** One figure of a set card: its label and value. */
export function SetFact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

interface SetCardFrameProps {
  /** The heading's id, which the card and its Start button are labelled by. */
  titleId: string;
  name: string;
  /** Classes besides `card shadow-sm set-card`. */
  className?: string;
  /** A line under the name (the exam of a quiz or practice set). */
  subtitle?: ReactNode;
  /** Classes of the figures' list besides `set-facts small`. */
  factsClassName?: string;
  /** The figures, as SetFact rows. */
  facts: ReactNode;
  /** Drawn between the figures and Start (a scheduled set's window). */
  beforeStart?: ReactNode;
  /** Extra ids Start is described by, besides the heading. */
  startDescribedBy?: string;
  startDisabled?: boolean;
  onStart: () => void;
}

/** A set as a card: its name with Free, its figures, and Start (the set list, quizzes, practice). */
export function SetCardFrame({
  titleId,
  name,
  className,
  subtitle,
  factsClassName,
  facts,
  beforeStart,
  startDescribedBy,
  startDisabled = false,
  onStart,
}: SetCardFrameProps) {
  const { t } = useTranslation();
  const title = (
    <TitleWithFreeBadge as="h3" id={titleId} className="h6 mb-0 flex-grow-1">
      {name}
    </TitleWithFreeBadge>
  );
  return (
    <article
      className={`card shadow-sm set-card${className ? ` ${className}` : ''}`}
      aria-labelledby={titleId}
    >
      <div className="card-body set-card-body">
        {subtitle ? (
          <div>
            {title}
            {subtitle}
          </div>
        ) : (
          title
        )}
        <dl className={`set-facts small${factsClassName ? ` ${factsClassName}` : ''}`}>{facts}</dl>
        {beforeStart}
        <button
          type="button"
          className="btn btn-primary set-card-start"
          aria-describedby={startDescribedBy ? `${titleId} ${startDescribedBy}` : titleId}
          disabled={startDisabled}
          onClick={onStart}
        >
          {t('set.start')}
        </button>
      </div>
    </article>
  );
}
