import { type CSSProperties, type MouseEvent, type ReactNode, useMemo, useRef } from 'react';
import type { TExam } from '@exam/contracts/catalogue/entities';
import { useTranslation } from 'react-i18next';
import { repeatToFill } from '../utils/repeat-to-fill';
import { useLoopingSlides } from '../hooks/use-looping-slides';
import { useSlidesPerView } from '../hooks/use-slides-per-view';
import { useSwipe } from '../hooks/use-swipe';
import { ExamCard } from './exam-card';
import './carousel.css';

/** More than the widest view (4) plus one, so the loop always has a slide to bring round. */
const MIN_LOOP_SLIDES = 8;

/** An arrow beside the heading that slides the carousel one card. */
function NavButton({
  label,
  arrow,
  onClick,
}: {
  label: string;
  arrow: string;
  onClick: () => void;
}) {
  return (
    <button type="button" className="carousel-nav" aria-label={label} onClick={onClick}>
      <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
        <path d={arrow} />
      </svg>
    </button>
  );
}

interface ExamCarouselProps {
  exams: readonly TExam[];
  /** The section heading the carousel sits under (the arrows go beside it). */
  heading: ReactNode;
}

/**
 * A looping carousel of exam cards (decision 021: no carousel library). While a slide moves
 * (300 ms) clicks on the cards and the arrows are ignored, so a student never opens the exam that
 * was sliding under the finger; at either end it wraps round without a sign. Only the slides in
 * view can be focused or clicked; the rest are inert until they slide in.
 */
export function ExamCarousel({ exams, heading }: ExamCarouselProps) {
  const { t } = useTranslation();
  const slides = useMemo(() => repeatToFill(exams, MIN_LOOP_SLIDES), [exams]);
  const perView = useSlidesPerView();
  const trackRef = useRef<HTMLDivElement>(null);
  const loop = useLoopingSlides(slides.length, trackRef);
  const swipe = useSwipe(loop.go);

  const onViewSets = (event: MouseEvent<HTMLAnchorElement>) => {
    if (loop.sliding) event.preventDefault();
  };

  return (
    <div className={`exam-carousel${loop.sliding ? ' is-sliding' : ''}`}>
      <div className="carousel-header">
        {heading}
        <div className="carousel-nav-group">
          <NavButton
            label={t('home.previous')}
            arrow="M10.5 2.5 5 8l5.5 5.5"
            onClick={() => loop.go('prev')}
          />
          <NavButton
            label={t('home.next')}
            arrow="M5.5 2.5 11 8l-5.5 5.5"
            onClick={() => loop.go('next')}
          />
        </div>
      </div>
      <div className="carousel-frame" {...swipe}>
        <div
          ref={trackRef}
          className={`carousel-track${loop.moving ? ' is-moving' : ''}`}
          style={{ '--per-view': perView, '--offset': loop.offset } as CSSProperties}
          onTransitionEnd={(event) => {
            if (event.target === event.currentTarget) loop.settle();
          }}
        >
          {loop.order.map((slideIndex, position) => {
            const exam = slides[slideIndex];
            if (!exam) return null;
            return (
              // Keyed by the slide, not its place: a slide brought round keeps its loaded image.
              <div
                key={`${exam.examId}-${slideIndex}`}
                className="carousel-slide"
                inert={position >= perView}
              >
                <ExamCard exam={exam} onViewSets={onViewSets} eager={slideIndex < 4} />
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}
