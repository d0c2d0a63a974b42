import type { ReactNode } from 'react';

interface ReportCardProps {
  /** The heading's id, which labels the card. */
  id: string;
  title: string;
  /** The heading's colour. */
  titleClassName: string;
  /** Classes of the card besides `card h-100 shadow-sm`. */
  className?: string;
  /** Classes of the body besides `card-body`. */
  bodyClassName?: string;
  testId?: string;
  children: ReactNode;
}

/** One of the report's cards of three in a row: the score, the performance, the insights. */
export function ReportCard({
  id,
  title,
  titleClassName,
  className,
  bodyClassName,
  testId,
  children,
}: ReportCardProps) {
  return (
    <section className="col-12 col-md-4" aria-labelledby={id}>
      <div className={`card h-100 shadow-sm${className ? ` ${className}` : ''}`}>
        <div
          className={`card-body${bodyClassName ? ` ${bodyClassName}` : ''}`}
          data-testid={testId}
        >
          <h2 id={id} className={`h6 ${titleClassName}`}>
            {title}
          </h2>
          {children}
        </div>
      </div>
    </section>
  );
}
