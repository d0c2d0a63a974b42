import { STATUS_COLOUR, type StatusCounts } from '@exam/core/palette';
import { useTranslation } from 'react-i18next';
import { COUNT_ORDER } from './status-label';

/** The five counts (SPEC §2), each with the colour its questions take in the palette. */
export function StatusCounts({
  counts,
  className = '',
}: {
  counts: StatusCounts;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <ul className={`status-counts list-unstyled mb-0 ${className}`}>
      {COUNT_ORDER.map(({ key, status }) => (
        <li key={key} className="d-flex align-items-center gap-2" data-count={key}>
          <span className={`status-chip text-bg-${STATUS_COLOUR[status]}`} aria-hidden="true">
            {counts[key]}
          </span>
          <span>
            <span className="visually-hidden">{counts[key]} </span>
            {t(`panel.status.${key}`)}
          </span>
        </li>
      ))}
    </ul>
  );
}
