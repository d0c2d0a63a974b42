import type { ReactNode } from 'react';
import { FreeBadge } from './free-badge';

// Apart from free-badge.tsx: the home page's first load has the badge, not this row (decision 021).
interface TitleWithFreeBadgeProps {
  as: 'h2' | 'h3';
  id: string;
  /** The heading's classes. */
  className: string;
  /** The row's classes besides its flex layout. */
  rowClassName?: string;
  children: ReactNode;
}

/** A card's heading with Free beside it, as the exam and set cards show it. */
export function TitleWithFreeBadge({
  as: Heading,
  id,
  className,
  rowClassName = '',
  children,
}: TitleWithFreeBadgeProps) {
  return (
    <div className={`d-flex align-items-start gap-2${rowClassName ? ` ${rowClassName}` : ''}`}>
      <Heading id={id} className={className}>
        {children}
      </Heading>
      <FreeBadge />
    </div>
  );
}
