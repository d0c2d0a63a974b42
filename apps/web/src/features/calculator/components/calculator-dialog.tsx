import type { TCalculatorMode } from '@exam/contracts/attempts/entities';
import { useId, useReducer, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFocusTrap } from '../hooks/use-focus-trap';
import { useDrag } from '../hooks/use-drag';
import '../i18n/translations';
import {
  initialCalc,
  keyOfKeyboard,
  lineOf,
  pressKey,
  type CalcKey,
} from '../model/calculator-state';
import { formatNumber } from '../model/evaluate';
import { BASIC_KEYS, SCIENTIFIC_KEYS, type PadKey } from '../model/keypad';
import { AngleSwitch } from './angle-switch';
import './calculator.css';
import CloseButton from 'react-bootstrap/CloseButton';

interface CalculatorDialogProps {
  mode: Exclude<TCalculatorMode, 'off'>;
  onClose: () => void;
}

/**
 * The exam panel's on-screen calculator (decision 059): a dialog that can be dragged by its title
 * and put back in its corner (a bottom sheet on phones). Focus stays in it until it closes; the
 * keyboard types into it and reaches none of the panel's own keys.
 */
export default function CalculatorDialog({ mode, onClose }: CalculatorDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const displayHint = useId();
  const [state, press] = useReducer(pressKey, initialCalc);
  const trap = useFocusTrap<HTMLDivElement>();
  const drag = useDrag();

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    event.stopPropagation();
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
      return;
    }
    if (event.key === 'Tab') {
      trap.onTab(event);
      return;
    }
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    // Enter on a key presses that key; anywhere else it is "=".
    const onButton = (event.target as HTMLElement).tagName === 'BUTTON';
    const key: CalcKey | null =
      event.key === 'Enter' ? (onButton ? null : { kind: 'equals' }) : keyOfKeyboard(event.key);
    if (!key) return;
    event.preventDefault();
    press(key);
  };

  const shown = state.done
    ? state.done.value === null
      ? t('calculator.error')
      : formatNumber(state.done.value)
    : lineOf(state.tokens) || '0';
  const keyButton = (pad: PadKey) => (
    <button
      key={pad.name}
      type="button"
      className={`calc-key${pad.tone ? ` calc-key-${pad.tone}` : ''}`}
      style={pad.span && { gridColumn: `span ${pad.span[0]}`, gridRow: `span ${pad.span[1]}` }}
      aria-label={t(`calculator.key.${pad.name}`)}
      onClick={() => press(pad.key)}
    >
      {pad.label}
    </button>
  );

  return (
    <div
      ref={trap.ref}
      className={`calculator card shadow${drag.position ? ' is-moved' : ''}`}
      style={drag.position ? { left: drag.position.x, top: drag.position.y } : undefined}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
    >
      <div className="calc-title card-header" {...drag.handle} title={t('calculator.move')}>
        <h2 id={titleId} className="h6 mb-0">
          {t(mode === 'scientific' ? 'calculator.scientific' : 'calculator.basic')}
        </h2>
        {drag.position && (
          <button type="button" className="btn btn-sm btn-link p-0" onClick={drag.dock}>
            {t('calculator.dock')}
          </button>
        )}
        <CloseButton aria-label={t('calculator.close')} onClick={onClose} />
      </div>
      <div className="card-body">
        <div
          className="calc-screen"
          tabIndex={0}
          data-autofocus
          aria-describedby={displayHint}
          role="group"
          aria-label={t('calculator.title')}
        >
          <span id={displayHint} className="visually-hidden">
            {t('calculator.display')}
          </span>
          <div className="calc-line" aria-hidden="true">
            {state.memory !== 0 && (
              <span
                className="calc-memory"
                title={t('calculator.memory', { value: formatNumber(state.memory) })}
              >
                M
              </span>
            )}
            <span>{state.done ? `${state.done.line}=` : '\u00a0'}</span>
          </div>
          <output
            className="calc-value"
            aria-live="polite"
            aria-atomic="true"
            data-testid="calculator-display"
          >
            {shown}
          </output>
        </div>
        <div className="calc-keys" role="group" aria-label={t('calculator.keys')}>
          {mode === 'scientific' && (
            <>
              {SCIENTIFIC_KEYS.map(keyButton)}
              <AngleSwitch unit={state.unit} onSwitch={() => press({ kind: 'angle' })} />
            </>
          )}
          {BASIC_KEYS.map(keyButton)}
        </div>
      </div>
    </div>
  );
}
