import { describe, expect, it } from 'vitest';
import { evaluate, formatNumber, literal } from './evaluate';

/** The keys of a line typed one character at a time ("sin(" and the like stay whole). */
const keys = (line: string) =>
  line.match(/sin⁻¹\(|cos⁻¹\(|tan⁻¹\(|sin\(|cos\(|tan\(|log\(|ln\(|e\^\(|10\^\(|./gu) ?? [];
const calc = (line: string, unit: 'deg' | 'rad' = 'deg') => evaluate(keys(line), unit);

describe('the calculator evaluator', () => {
  it('multiplies and divides before it adds and subtracts, left to right', () => {
    expect(calc('2+3×4')).toBe(14);
    expect(calc('10−4−3')).toBe(3);
    expect(calc('20÷4÷5')).toBe(1);
    expect(calc('7−2×3+8÷4')).toBe(3);
  });

  it('works out parentheses first, and closes the ones left open at the end', () => {
    expect(calc('12×(3+4)')).toBe(84);
    expect(calc('((2+3)×(4−1))÷5')).toBe(3);
    expect(calc('2×(3+4')).toBe(14);
    expect(calc('2(3+4)')).toBe(14);
  });

  it('reads a minus sign in front of a number, and powers before it', () => {
    expect(calc('−5+2')).toBe(-3);
    expect(calc('3×−2')).toBe(-6);
    expect(calc('−2^2')).toBe(-4);
    expect(calc('2^3^2')).toBe(512);
    expect(calc('2^−1')).toBe(0.5);
  });

  it('has percent, square, square root and factorial', () => {
    expect(calc('50%')).toBe(0.5);
    expect(calc('200×15%')).toBe(30);
    expect(calc('9²')).toBe(81);
    expect(calc('√16+√(9)')).toBe(7);
    expect(calc('5!')).toBe(120);
    expect(calc('3!²')).toBe(36);
  });

  it('works in degrees or radians, with exact zeros where the value is zero', () => {
    expect(calc('sin(30)')).toBeCloseTo(0.5, 12);
    expect(calc('sin(180)')).toBe(0);
    expect(calc('cos(90)')).toBe(0);
    expect(calc('tan(45)')).toBeCloseTo(1, 12);
    expect(calc('sin⁻¹(1)')).toBeCloseTo(90, 10);
    expect(calc('tan⁻¹(1)', 'rad')).toBeCloseTo(Math.PI / 4, 12);
    expect(calc('sin(π÷2)', 'rad')).toBe(1);
    expect(calc('cos(π)', 'rad')).toBe(-1);
  });

  it('has logarithms, powers of e and 10, and the constants π and e', () => {
    expect(calc('log(1000)')).toBe(3);
    expect(calc('ln(e)')).toBe(1);
    expect(calc('e^(0)')).toBe(1);
    expect(calc('10^(3)')).toBe(1000);
    expect(calc('2π')).toBeCloseTo(2 * Math.PI, 12);
  });

  it('takes a recalled number as one value, next to typed ones', () => {
    expect(evaluate(['2', '×', literal(-5)])).toBe(-10);
    expect(evaluate([literal(12), '+', '3'])).toBe(15);
    expect(evaluate(['2', literal(5)])).toBe(10);
  });

  it('gives no number (the display says Error) for what has no value', () => {
    for (const line of [
      '5÷0',
      '5÷(2−2)',
      '√(−4)',
      'log(0)',
      'ln(−1)',
      'tan(90)',
      'sin⁻¹(2)',
      '(−3)!',
      '2.5!',
      '171!',
      '2+',
      '×3',
      '3+4)',
      '1.2.3',
      '.',
      '()',
    ])
      expect(calc(line), line).toBeNull();
    expect(evaluate([])).toBeNull();
  });

  it('shows results to 12 significant digits with a true minus sign', () => {
    expect(formatNumber(0.1 + 0.2)).toBe('0.3');
    expect(formatNumber(-42)).toBe('−42');
    expect(formatNumber(1 / 3)).toBe('0.333333333333');
    expect(formatNumber(-0)).toBe('0');
    expect(formatNumber(2 ** 80)).toBe('1.20892581961e+24');
  });
});
