import { useTranslation } from 'react-i18next';
import type { AngleUnit } from '../model/evaluate';

/** Degrees or radians for sin, cos, tan and their inverses: two keys, one pressed. */
export function AngleSwitch({ unit, onSwitch }: { unit: AngleUnit; onSwitch: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="calc-angle" role="group" aria-label={t('calculator.angle')}>
      {(['deg', 'rad'] as const).map((option) => (
        <button
          key={option}
          type="button"
          className="calc-key calc-key-action"
          aria-pressed={unit === option}
          aria-label={t(`calculator.key.${option}`)}
          onClick={() => unit !== option && onSwitch()}
        >
          {option === 'deg' ? 'Deg' : 'Rad'}
        </button>
      ))}
    </div>
  );
}
