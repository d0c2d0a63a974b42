import { useTranslation } from 'react-i18next';
import type { TLiveRow } from '@exam/contracts/admin/live-entities';

const WARNING_KINDS = ['fullscreen-exit', 'tab-hidden', 'window-blur', 'reload'] as const;

/** The count of warnings, and what they were in words: "left full screen 2×, reloaded 1×". */
export function LiveWarnings({ row }: { row: Pick<TLiveRow, 'warnings' | 'warningKinds'> }) {
  const { t } = useTranslation('admin');
  if (row.warnings === 0) return <span className="text-body-secondary">0</span>;
  const words = WARNING_KINDS.filter((kind) => (row.warningKinds?.[kind] ?? 0) > 0)
    .map((kind) => t(`live.warningKind.${kind}`, { count: row.warningKinds?.[kind] }))
    .join(', ');
  return (
    <>
      <span className="badge text-bg-warning">{row.warnings}</span>
      {words && (
        <span className="ms-1 small text-body-secondary" data-testid="live-warning-words">
          {words}
        </span>
      )}
    </>
  );
}
