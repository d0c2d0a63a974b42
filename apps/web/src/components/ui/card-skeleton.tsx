import './exam-image.css';

interface CardSkeletonProps {
  withImage?: boolean;
  lines?: number;
}

/** A grey stand-in of a card, the same size, while its data loads (Bootstrap placeholder-glow). */
export function CardSkeleton({ withImage = false, lines = 2 }: CardSkeletonProps) {
  return (
    <div className="card h-100 card-skeleton placeholder-glow" aria-hidden="true">
      {withImage && <span className="placeholder exam-image" />}
      <div className="card-body d-flex flex-column">
        <span className="placeholder placeholder-lg col-10 mb-1" />
        <span className="placeholder placeholder-lg col-7 mb-3" />
        <span className="mb-3">
          <span className="placeholder col-3 me-2" />
          <span className="placeholder col-4" />
        </span>
        {Array.from({ length: lines }, (_, index) => (
          <span key={index} className="placeholder placeholder-sm col-12 mb-2" />
        ))}
        <span className="placeholder btn btn-primary disabled col-6 mt-auto" />
      </div>
    </div>
  );
}
