import type { TSetSummary } from '@exam/contracts/admin/set-entities';
import { useTranslation } from 'react-i18next';

/** The sets a window can be for: published ones first, drafts after them and marked as drafts. */
export function SetOptions({ sets }: { sets: TSetSummary[] }) {
  const { t, i18n } = useTranslation('admin');
  const ordered = [...sets].sort((a, b) => Number(b.active) - Number(a.active));
  return ordered.map((set) => {
    const name = i18n.language === 'hi' && set.nameHi ? set.nameHi : set.nameEn;
    return (
      <option key={set.id} value={set.id}>
        {set.active ? name : t('schedules.draftSet', { name })}
      </option>
    );
  });
}
