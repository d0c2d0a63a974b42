import { useTranslation } from 'react-i18next';

/** Beside the clock when the set allows a calculator (decision 059): opens it. */
export function CalculatorButton({ onOpen }: { onOpen: () => void }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="btn btn-outline-primary btn-sm open-calculator"
      aria-haspopup="dialog"
      onClick={onOpen}
    >
      <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
        <rect
          x="2.5"
          y="1"
          width="11"
          height="14"
          rx="1.5"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
        />
        <path
          d="M5 4h6M5 8h1M7.5 8h1M10 8h1M5 11h1M7.5 11h1M10 11h1"
          stroke="currentColor"
          strokeWidth="1.5"
        />
      </svg>
      <span className="open-calculator-label">{t('panel.calculator')}</span>
    </button>
  );
}
