import { useTranslation } from 'react-i18next';
import './quiz-practice.css';

export type SliderStatus = 'success' | 'danger' | 'current' | 'none';

const CLASS_OF: Record<SliderStatus, string> = {
  success: 'btn-success',
  danger: 'btn-danger',
  current: 'btn-primary',
  none: 'btn-outline-secondary',
};

interface QuestionSliderProps {
  count: number;
  current: number;
  statusOf: (index: number) => SliderStatus;
  onJump: (index: number) => void;
}

/** SPEC §2: the question-number slider; success for answered, danger for skipped or jumped over. */
export function QuestionSlider({ count, current, statusOf, onJump }: QuestionSliderProps) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('play.questionNumbers')} className="question-slider mb-3">
      <ol className="list-unstyled d-flex gap-2 mb-0">
        {Array.from({ length: count }, (_, index) => {
          const status = statusOf(index);
          return (
            <li key={index}>
              <button
                type="button"
                className={`btn btn-sm question-slider-button ${CLASS_OF[status]} ${
                  index === current ? 'is-current' : ''
                }`}
                aria-current={index === current ? 'step' : undefined}
                aria-label={t(`play.sliderLabel.${status}`, { number: index + 1 })}
                onClick={() => onJump(index)}
              >
                {index + 1}
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
