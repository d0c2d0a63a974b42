import type { UseQueryResult } from '@tanstack/react-query';
import type { TExam } from '@exam/contracts/catalogue/entities';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { CarouselSkeleton } from './carousel-skeleton';
import { ExamCarousel } from './exam-carousel';
import './carousel.css';

interface CarouselSectionProps {
  id: string;
  title: string;
  exams: readonly TExam[] | undefined;
  query: Pick<UseQueryResult, 'isPending' | 'isError' | 'error' | 'refetch'>;
}

/** One headed carousel of the home page with its loading, error and empty states. */
export function CarouselSection({ id, title, exams, query }: CarouselSectionProps) {
  const { t } = useTranslation();
  const heading = (
    <h2 id={id} className="h4 mb-0">
      {title}
    </h2>
  );
  if (exams && exams.length > 0)
    return (
      <section aria-labelledby={id} className="home-section">
        {/* Remounted when the exams change: the loop starts again at the first exam. */}
        <ExamCarousel
          key={exams.map((exam) => exam.examId).join(',')}
          exams={exams}
          heading={heading}
        />
      </section>
    );
  return (
    <section aria-labelledby={id} className="home-section">
      <div className="carousel-header">{heading}</div>
      {query.isError && !exams ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : query.isPending || !exams ? (
        <CarouselSkeleton />
      ) : (
        <EmptyState title={t('home.empty')} as="p" />
      )}
    </section>
  );
}
