import type { TExam } from '@exam/contracts/catalogue/entities';
import { useTranslation } from 'react-i18next';
import { CardSkeleton } from '@/components/ui/card-skeleton';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { ExamGridCard } from './exam-grid-card';
import './exam-grid.css';

interface ExamGridProps {
  exams: readonly TExam[] | undefined;
  isPending: boolean;
  error: unknown;
  onRetry: () => void;
  /** Dims the grid while the next page replaces it. */
  isStale?: boolean;
}

/** Exam cards in a responsive grid, with skeleton, error and 'Coming soon' states. */
export function ExamGrid({ exams, isPending, error, onRetry, isStale = false }: ExamGridProps) {
  const { t } = useTranslation();
  if (error && !exams) return <ErrorState error={error} onRetry={onRetry} />;
  if (isPending || !exams)
    return (
      <div role="status">
        <span className="visually-hidden">{t('app.loading')}</span>
        <div className="exam-grid" aria-hidden="true">
          {Array.from({ length: 8 }, (_, index) => (
            <CardSkeleton key={index} lines={3} />
          ))}
        </div>
      </div>
    );
  if (exams.length === 0)
    return (
      <EmptyState title={t('exam.comingSoon')}>
        <p className="mb-0">{t('exam.comingSoonText')}</p>
      </EmptyState>
    );
  return (
    <div className={`exam-grid${isStale ? ' is-stale' : ''}`} aria-busy={isStale}>
      {exams.map((exam) => (
        <ExamGridCard key={exam.examId} exam={exam} />
      ))}
    </div>
  );
}
