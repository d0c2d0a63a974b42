import type { SaveKind } from '../model/panel-machine';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '@/components/ui/busy-button';

interface ActionBarProps {
  /** The save in flight: its button shows a spinner; all three save buttons wait (SPEC §5). */
  pending: SaveKind | null;
  disabled: boolean;
  onSave: (kind: SaveKind) => void;
  onSubmit: () => void;
}

function SaveButton({
  kind,
  label,
  className,
  pending,
  disabled,
  onSave,
}: {
  kind: SaveKind;
  label: string;
  className: string;
  pending: SaveKind | null;
  disabled: boolean;
  onSave: (kind: SaveKind) => void;
}) {
  const busy = pending === kind;
  return (
    <BusyButton
      className={`btn ${className}`}
      busy={busy}
      disabled={disabled || pending !== null}
      onClick={() => onSave(kind)}
    >
      {label}
    </BusyButton>
  );
}

/** Mark for Review, Clear, Save & Next and Submit Exam (not disabled during saves: SPEC §5). */
export function ActionBar({ pending, disabled, onSave, onSubmit }: ActionBarProps) {
  const { t } = useTranslation();
  const common = { pending, disabled, onSave };
  return (
    <div className="action-bar d-flex flex-wrap gap-2">
      <SaveButton
        kind="mark"
        label={t('panel.markForReview')}
        className="btn-warning"
        {...common}
      />
      <SaveButton
        kind="clear"
        label={t('panel.clear')}
        className="btn-outline-secondary"
        {...common}
      />
      <SaveButton kind="saveNext" label={t('panel.saveNext')} className="btn-success" {...common} />
      <button type="button" className="btn btn-primary ms-sm-auto" onClick={onSubmit}>
        {t('panel.submitExam')}
      </button>
      <span className="visually-hidden" role="status">
        {pending ? t('panel.saving') : ''}
      </span>
    </div>
  );
}
