import type { TNumericKey } from '@exam/contracts/papers/entities';
import { useTranslation } from 'react-i18next';
import { acceptedLabel } from './question-type';
import './i18n/translations';

/** A numerical question's key: 'exactly 2.5' or 'any value from 2.4 to 2.6'. */
export function AcceptedNumber({ range }: { range: TNumericKey }) {
  const { t } = useTranslation();
  const { key, values } = acceptedLabel(range);
  return <>{t(key, values)}</>;
}
