import {
  evaluate,
  formatNumber,
  isLiteral,
  literal,
  literalValue,
  type AngleUnit,
} from './evaluate';

/** What a key does to the line being typed: most keys add their token. */
export type CalcKey =
  | { kind: 'token'; token: string }
  | { kind: 'equals' }
  | { kind: 'backspace' }
  | { kind: 'clear' }
  | { kind: 'clearEntry' }
  | { kind: 'negate' }
  | { kind: 'memory'; op: 'MC' | 'MR' | 'MS' | 'M+' | 'M−' }
  | { kind: 'angle' };

export interface CalcState {
  tokens: string[];
  /** After "=": the line that was worked out, and its value (null: "Error"). */
  done: { line: string; value: number | null } | null;
  memory: number;
  unit: AngleUnit;
}

export const initialCalc: CalcState = { tokens: [], done: null, memory: 0, unit: 'deg' };

const OPERATORS = new Set(['+', '−', '×', '÷', '^']);
const AFTER_VALUE = new Set([...OPERATORS, '!', '%', '²']);

/** How a token reads on the display: a recalled negative number in brackets, "−" for minus. */
function shown(token: string) {
  if (!isLiteral(token)) return token;
  const value = literalValue(token);
  return value < 0 ? `(${formatNumber(value)})` : formatNumber(value);
}

export const lineOf = (tokens: readonly string[]) => tokens.map(shown).join('');

/** The number on the display: the result after "=", else the line's value so far (if any). */
export function currentValue(state: CalcState): number | null {
  if (state.done) return state.done.value;
  return state.tokens.length === 0 ? 0 : evaluate(state.tokens, state.unit);
}

/** The trailing number being typed: where it starts in the tokens (tokens.length if none). */
function entryStart(tokens: readonly string[]) {
  let i = tokens.length;
  while (i > 0 && /^[0-9.]$/.test(tokens[i - 1] ?? '')) i--;
  if (i === tokens.length && i > 0 && isLiteral(tokens[i - 1] ?? '')) i--;
  return i;
}

/** After "=", a key continues from the result (an operator) or starts a new line (anything else). */
function base(state: CalcState, key: CalcKey): string[] {
  if (!state.done) return state.tokens;
  const continues = key.kind === 'token' && AFTER_VALUE.has(key.token) && state.done.value !== null;
  return continues && state.done.value !== null ? [literal(state.done.value)] : [];
}

export function pressKey(state: CalcState, key: CalcKey): CalcState {
  const tokens = base(state, key);
  const next = (t: string[]): CalcState => ({ ...state, tokens: t, done: null });
  switch (key.kind) {
    case 'token':
      return next([...tokens, key.token]);
    case 'equals': {
      if (state.done || state.tokens.length === 0) return state;
      return {
        ...state,
        done: { line: lineOf(state.tokens), value: evaluate(state.tokens, state.unit) },
      };
    }
    case 'backspace':
      return state.done ? next([]) : next(tokens.slice(0, -1));
    case 'clear':
      return next([]);
    case 'clearEntry':
      return next(tokens.slice(0, entryStart(tokens)));
    case 'negate': {
      const start = entryStart(tokens);
      const before = tokens[start - 1];
      const beforeThat = tokens[start - 2];
      const unary =
        before === '−' &&
        (beforeThat === undefined || OPERATORS.has(beforeThat) || beforeThat === '(');
      return unary
        ? next([...tokens.slice(0, start - 1), ...tokens.slice(start)])
        : next([...tokens.slice(0, start), '−', ...tokens.slice(start)]);
    }
    case 'memory': {
      const value = currentValue(state);
      switch (key.op) {
        case 'MC':
          return { ...state, memory: 0 };
        case 'MR':
          return next([...tokens, literal(state.memory)]);
        case 'MS':
          return value === null ? state : { ...state, memory: value };
        case 'M+':
          return value === null ? state : { ...state, memory: state.memory + value };
        case 'M−':
          return value === null ? state : { ...state, memory: state.memory - value };
      }
      return state;
    }
    case 'angle':
      return { ...state, unit: state.unit === 'deg' ? 'rad' : 'deg' };
  }
}

/** The keys of a physical keyboard the calculator understands (when it has the focus). */
export function keyOfKeyboard(key: string): CalcKey | null {
  if (/^[0-9.]$/.test(key)) return { kind: 'token', token: key };
  const tokens: Record<string, string> = {
    '+': '+',
    '-': '−',
    '*': '×',
    x: '×',
    '/': '÷',
    '^': '^',
    '(': '(',
    ')': ')',
    '%': '%',
    '!': '!',
  };
  const token = tokens[key];
  if (token) return { kind: 'token', token };
  if (key === '=') return { kind: 'equals' };
  if (key === 'Backspace') return { kind: 'backspace' };
  if (key === 'Delete') return { kind: 'clearEntry' };
  return null;
}
