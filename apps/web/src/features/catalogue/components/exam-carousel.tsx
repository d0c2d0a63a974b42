import { type MouseEvent, type ReactNode, useEffect, useMemo, useRef } from 'react';
import type { TExam } from '@exam/contracts/catalogue/entities';
import { useTranslation } from 'react-i18next';
import Swiper from 'swiper';
import 'swiper/css';
import { repeatToFill } from '../utils/repeat-to-fill';
import { ExamCard } from './exam-card';
import './carousel.css';

/** SPEC §2: 1 card up to 768px, 2 up to 1024px, 4 above; Swiper's breakpoints are min-widths. */
const BREAKPOINTS = { 769: { slidesPerView: 2 }, 1025: { slidesPerView: 4 } };
const SLIDE_MS = 300;
/** More than the widest view (4) plus one, so the loop always has a slide to bring round. */
const MIN_LOOP_SLIDES = 8;

/** Only the slides in view can be focused or clicked; the rest are inert until they slide in. */
function markVisibleSlides(swiper: Swiper) {
  swiper.slides.forEach((slide) => {
    slide.inert = !slide.classList.contains('swiper-slide-visible');
  });
}

interface ExamCarouselProps {
  exams: readonly TExam[];
  /** The section heading the carousel sits under (the arrows go beside it). */
  heading: ReactNode;
}

/**
 * A looping carousel of exam cards (Swiper core, driven directly). While a slide moves (300 ms)
 * clicks on the cards and the arrows are ignored, so a student never opens the exam that was
 * sliding under the finger; at either end it wraps round without a sign.
 */
export function ExamCarousel({ exams, heading }: ExamCarouselProps) {
  const { t } = useTranslation();
  const rootRef = useRef<HTMLDivElement>(null);
  const swiperElRef = useRef<HTMLDivElement>(null);
  const swiperRef = useRef<Swiper | null>(null);
  const slidingRef = useRef(false);
  const slides = useMemo(() => repeatToFill(exams, MIN_LOOP_SLIDES), [exams]);

  useEffect(() => {
    const element = swiperElRef.current;
    if (!element) return;
    let unlockTimer: number | undefined;
    const setSliding = (sliding: boolean) => {
      slidingRef.current = sliding;
      rootRef.current?.classList.toggle('is-sliding', sliding);
      window.clearTimeout(unlockTimer);
      // If the browser never reports the end of the transition, unlock anyway.
      if (sliding) unlockTimer = window.setTimeout(() => setSliding(false), SLIDE_MS + 200);
    };
    const swiper = new Swiper(element, {
      loop: true,
      speed: SLIDE_MS,
      spaceBetween: 16,
      slidesPerView: 1,
      breakpoints: BREAKPOINTS,
      watchSlidesProgress: true,
      preventInteractionOnTransition: true,
      on: {
        beforeTransitionStart: (_swiper, speed) => {
          if (speed > 0) setSliding(true);
        },
        transitionEnd: (current) => {
          setSliding(false);
          markVisibleSlides(current);
        },
        afterInit: markVisibleSlides,
        resize: markVisibleSlides,
        breakpoint: markVisibleSlides,
      },
    });
    swiperRef.current = swiper;
    markVisibleSlides(swiper);
    return () => {
      window.clearTimeout(unlockTimer);
      swiperRef.current = null;
      swiper.destroy(true, true);
      element.querySelectorAll<HTMLElement>('.swiper-slide').forEach((slide) => {
        slide.inert = false;
      });
    };
  }, [slides]);

  const onViewSets = (event: MouseEvent<HTMLAnchorElement>) => {
    if (slidingRef.current) event.preventDefault();
  };
  const go = (direction: 'prev' | 'next') => {
    const swiper = swiperRef.current;
    if (!swiper || slidingRef.current) return;
    if (direction === 'prev') swiper.slidePrev();
    else swiper.slideNext();
  };

  return (
    <div ref={rootRef} className="exam-carousel">
      <div className="carousel-header">
        {heading}
        <div className="carousel-nav-group">
          <button
            type="button"
            className="carousel-nav"
            aria-label={t('home.previous')}
            onClick={() => go('prev')}
          >
            <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
              <path d="M10.5 2.5 5 8l5.5 5.5" />
            </svg>
          </button>
          <button
            type="button"
            className="carousel-nav"
            aria-label={t('home.next')}
            onClick={() => go('next')}
          >
            <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
              <path d="M5.5 2.5 11 8l-5.5 5.5" />
            </svg>
          </button>
        </div>
      </div>
      <div ref={swiperElRef} className="swiper">
        <div className="swiper-wrapper">
          {slides.map((exam, index) => (
            <div key={`${exam.examId}-${index}`} className="swiper-slide">
              <ExamCard exam={exam} onViewSets={onViewSets} eager={index < 4} />
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
