import type { ReactNode } from 'react';
import './empty-state.css';

interface EmptyStateProps {
  title: string;
  children?: ReactNode;
  /** Heading level of the title; the page's h1 is usually above it. */
  as?: 'h2' | 'h3' | 'p';
}

/** Nothing to show (yet): a calm message instead of a blank space. */
export function EmptyState({ title, children, as: Title = 'h2' }: EmptyStateProps) {
  return (
    <div className="empty-state text-center rounded-3 border bg-body px-3 py-5">
      <Title className="h5 mb-2">{title}</Title>
      {children && <div className="text-body-secondary">{children}</div>}
    </div>
  );
}
