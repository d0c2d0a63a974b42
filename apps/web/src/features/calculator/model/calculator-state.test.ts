import { describe, expect, it } from 'vitest';
import {
  currentValue,
  initialCalc,
  keyOfKeyboard,
  lineOf,
  pressKey,
  type CalcKey,
  type CalcState,
} from './calculator-state';

const tok = (token: string): CalcKey => ({ kind: 'token', token });
const press = (state: CalcState, ...keys: (CalcKey | string)[]) =>
  keys.reduce((s, k) => pressKey(s, typeof k === 'string' ? tok(k) : k), state);
const EQ: CalcKey = { kind: 'equals' };

describe('the calculator keys', () => {
  it('shows the line typed and, after =, the line and its value', () => {
    const typed = press(initialCalc, '1', '2', '×', '(', '3', '+', '4', ')');
    expect(lineOf(typed.tokens)).toBe('12×(3+4)');
    const done = pressKey(typed, EQ);
    expect(done.done).toEqual({ line: '12×(3+4)', value: 84 });
  });

  it('after =, an operator carries on from the result and a digit starts afresh', () => {
    const done = press(initialCalc, '6', '×', '7', EQ);
    expect(currentValue(press(done, '+', '1', EQ))).toBe(43);
    expect(lineOf(press(done, '5').tokens)).toBe('5');
  });

  it('an error stays an error until a new line', () => {
    const error = press(initialCalc, '1', '÷', '0', EQ);
    expect(error.done?.value).toBeNull();
    expect(press(error, '+').tokens).toEqual(['+']);
  });

  it('backspace takes one key back; CE the number being typed; C everything', () => {
    const typed = press(initialCalc, '1', '2', '+', '3', '4', 'sin(');
    expect(lineOf(pressKey(typed, { kind: 'backspace' }).tokens)).toBe('12+34');
    expect(lineOf(press(typed, { kind: 'backspace' }, { kind: 'clearEntry' }).tokens)).toBe('12+');
    expect(pressKey(typed, { kind: 'clear' }).tokens).toEqual([]);
  });

  it('± changes the sign of the number being typed, and back', () => {
    const typed = press(initialCalc, '8', '×', '2', '5');
    const negated = pressKey(typed, { kind: 'negate' });
    expect(lineOf(negated.tokens)).toBe('8×−25');
    expect(currentValue(negated)).toBe(-200);
    expect(lineOf(pressKey(negated, { kind: 'negate' }).tokens)).toBe('8×25');
    expect(lineOf(press(initialCalc, '7', { kind: 'negate' }).tokens)).toBe('−7');
  });

  it('keeps a memory: MS stores, M+ and M− add and take away, MR recalls, MC clears', () => {
    const m = (op: 'MC' | 'MR' | 'MS' | 'M+' | 'M−'): CalcKey => ({ kind: 'memory', op });
    let state = press(initialCalc, '1', '0', m('MS'), { kind: 'clear' }, '4', m('M+'));
    expect(state.memory).toBe(14);
    state = press(state, { kind: 'clear' }, '2', '0', m('M−'));
    expect(state.memory).toBe(-6);
    state = press(state, { kind: 'clear' }, '2', '×', m('MR'));
    expect(lineOf(state.tokens)).toBe('2×(−6)');
    expect(currentValue(state)).toBe(-12);
    expect(press(state, m('MC')).memory).toBe(0);
  });

  it('switches between degrees and radians', () => {
    const rad = pressKey(initialCalc, { kind: 'angle' });
    expect(rad.unit).toBe('rad');
    expect(currentValue(press(rad, 'cos(', 'π'))).toBe(-1);
  });

  it('reads a physical keyboard: digits, operators, = ; other keys are not its own', () => {
    expect(keyOfKeyboard('7')).toEqual(tok('7'));
    expect(keyOfKeyboard('*')).toEqual(tok('×'));
    expect(keyOfKeyboard('-')).toEqual(tok('−'));
    expect(keyOfKeyboard('/')).toEqual(tok('÷'));
    expect(keyOfKeyboard('=')).toEqual(EQ);
    expect(keyOfKeyboard('Backspace')).toEqual({ kind: 'backspace' });
    expect(keyOfKeyboard('a')).toBeNull();
    expect(keyOfKeyboard('Tab')).toBeNull();
  });
});
