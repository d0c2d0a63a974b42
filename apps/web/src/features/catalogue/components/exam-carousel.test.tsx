import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { anExam } from '@/testing/fixtures';
import { renderWithApp } from '@/testing/render';
import { ExamCarousel } from './exam-carousel';

const exams = Array.from({ length: 8 }, (_, index) =>
  anExam({ examId: index + 1, examName: `Exam ${index + 1}` }),
);

/** The names of the cards a person can reach (not inert), in the order shown. */
const reachable = (container: HTMLElement) =>
  Array.from(container.querySelectorAll<HTMLElement>('.carousel-slide'))
    .filter((slide) => !slide.hasAttribute('inert'))
    .map((slide) => slide.querySelector('h3')?.textContent);

const track = (container: HTMLElement) => container.querySelector('.carousel-track') as HTMLElement;

/** Ends the track's slide as the browser would. */
const endSlide = (container: HTMLElement) => fireEvent.transitionEnd(track(container));

// jsdom has no PointerEvent; a mouse event with a pointer type carries what the swipe reads.
if (typeof window.PointerEvent === 'undefined') {
  class PointerEventOfJsdom extends MouseEvent {
    pointerType: string;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerType = init.pointerType ?? 'mouse';
    }
  }
  window.PointerEvent = PointerEventOfJsdom as unknown as typeof PointerEvent;
}

function renderCarousel() {
  return renderWithApp(<ExamCarousel exams={exams} heading={<h2>Exams</h2>} />).container;
}

describe('ExamCarousel', () => {
  beforeEach(() => {
    // A phone: one card in view.
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query) =>
        ({
          matches: false,
          media: query,
          addEventListener: () => {},
          removeEventListener: () => {},
        }) as unknown as MediaQueryList,
    );
  });
  afterEach(() => vi.useRealTimers());

  it('lets only the cards in view be reached', () => {
    const container = renderCarousel();
    expect(reachable(container)).toEqual(['Exam 1']);
    expect(track(container).style.getPropertyValue('--per-view')).toBe('1');
  });

  it('› slides the next card in, locked until the slide ends', () => {
    const container = renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Next exams' }));
    expect(container.querySelector('.exam-carousel')).toHaveClass('is-sliding');
    expect(track(container).style.getPropertyValue('--offset')).toBe('-1');
    // A second press during the slide is ignored.
    fireEvent.click(screen.getByRole('button', { name: 'Next exams' }));
    endSlide(container);
    expect(container.querySelector('.exam-carousel')).not.toHaveClass('is-sliding');
    expect(track(container).style.getPropertyValue('--offset')).toBe('0');
    expect(reachable(container)).toEqual(['Exam 2']);
  });

  it('‹ at the first card wraps round to the last one', () => {
    const container = renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Previous exams' }));
    expect(container.querySelector('.exam-carousel')).toHaveClass('is-sliding');
    expect(track(container)).toHaveClass('is-moving');
    endSlide(container);
    expect(reachable(container)).toEqual(['Exam 8']);
    expect(
      Array.from(container.querySelectorAll('.carousel-slide h3')).map((h) => h.textContent),
    ).toEqual(['Exam 8', 'Exam 1', 'Exam 2', 'Exam 3', 'Exam 4', 'Exam 5', 'Exam 6', 'Exam 7']);
  });

  it('a link is not followed while the carousel slides', () => {
    const container = renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Next exams' }));
    const link = container.querySelector('.carousel-slide a') as HTMLAnchorElement;
    fireEvent.click(link);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('unlocks even if the browser never reports the end of the slide', () => {
    vi.useFakeTimers();
    const container = renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Next exams' }));
    act(() => vi.advanceTimersByTime(500));
    expect(container.querySelector('.exam-carousel')).not.toHaveClass('is-sliding');
    expect(reachable(container)).toEqual(['Exam 2']);
  });

  it('a finger swiped left brings the next card, right the previous one', () => {
    const container = renderCarousel();
    const frame = container.querySelector('.carousel-frame') as HTMLElement;
    const swipe = (fromX: number, toX: number) => {
      fireEvent.pointerDown(frame, { pointerType: 'touch', clientX: fromX, clientY: 100 });
      fireEvent.pointerUp(frame, { pointerType: 'touch', clientX: toX, clientY: 110 });
      endSlide(container);
    };
    swipe(300, 100);
    expect(reachable(container)).toEqual(['Exam 2']);
    swipe(100, 300);
    swipe(100, 300);
    expect(reachable(container)).toEqual(['Exam 8']);
    // A short or mostly vertical movement is not a swipe.
    swipe(100, 120);
    expect(reachable(container)).toEqual(['Exam 8']);
  });
});
