import type { CalcKey } from './calculator-state';

/** A key on screen: what it shows, its spoken name (calculator.key.*) and what it does. */
export interface PadKey {
  label: string;
  name: string;
  key: CalcKey;
  /** Grid cells it spans: [columns, rows]. */
  span?: [number, number];
  tone?: 'operator' | 'action' | 'equals';
}

const token = (label: string, name: string, tone?: PadKey['tone'], value = label): PadKey => ({
  label,
  name,
  key: { kind: 'token', token: value },
  tone,
});
const digit = (d: string): PadKey => token(d, d);
const memory = (op: 'MC' | 'MR' | 'MS' | 'M+' | 'M−', name: string): PadKey => ({
  label: op,
  name,
  key: { kind: 'memory', op },
  tone: 'action',
});

/** NTA's basic calculator, five keys a row. */
export const BASIC_KEYS: PadKey[] = [
  memory('MC', 'mc'),
  memory('MR', 'mr'),
  memory('MS', 'ms'),
  memory('M+', 'mPlus'),
  memory('M−', 'mMinus'),
  { label: '⌫', name: 'backspace', key: { kind: 'backspace' }, tone: 'action' },
  { label: 'CE', name: 'clearEntry', key: { kind: 'clearEntry' }, tone: 'action' },
  { label: 'C', name: 'clear', key: { kind: 'clear' }, tone: 'action' },
  { label: '±', name: 'negate', key: { kind: 'negate' }, tone: 'operator' },
  token('√', 'sqrt', 'operator'),
  digit('7'),
  digit('8'),
  digit('9'),
  token('÷', 'divide', 'operator'),
  token('%', 'percent', 'operator'),
  digit('4'),
  digit('5'),
  digit('6'),
  token('×', 'times', 'operator'),
  { label: '=', name: 'equals', key: { kind: 'equals' }, span: [1, 3], tone: 'equals' },
  digit('1'),
  digit('2'),
  digit('3'),
  token('−', 'minus', 'operator'),
  { ...digit('0'), span: [2, 1] },
  token('.', 'point'),
  token('+', 'plus', 'operator'),
];

/** GATE's virtual calculator adds these above the basic keys; the angle unit is a key of its own. */
export const SCIENTIFIC_KEYS: PadKey[] = [
  token('sin', 'sin', 'operator', 'sin('),
  token('cos', 'cos', 'operator', 'cos('),
  token('tan', 'tan', 'operator', 'tan('),
  token('(', 'open', 'operator'),
  token(')', 'close', 'operator'),
  token('sin⁻¹', 'asin', 'operator', 'sin⁻¹('),
  token('cos⁻¹', 'acos', 'operator', 'cos⁻¹('),
  token('tan⁻¹', 'atan', 'operator', 'tan⁻¹('),
  token('π', 'pi', 'operator'),
  token('e', 'e', 'operator'),
  token('log', 'log', 'operator', 'log('),
  token('ln', 'ln', 'operator', 'ln('),
  token('eˣ', 'exp', 'operator', 'e^('),
  token('10ˣ', 'tenPow', 'operator', '10^('),
  token('n!', 'factorial', 'operator', '!'),
  token('x²', 'square', 'operator', '²'),
  token('xʸ', 'power', 'operator', '^'),
];
