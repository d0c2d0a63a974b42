import { useTranslation } from 'react-i18next';
import './free-badge.css';

/** SPEC §1: every set is labelled Free. */
export function FreeBadge() {
  const { t } = useTranslation();
  return <span className="badge text-bg-success free-badge">{t('exam.free')}</span>;
}
