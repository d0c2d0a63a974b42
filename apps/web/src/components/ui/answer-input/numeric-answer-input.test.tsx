import {
  NUMERIC_ANSWER_MAX_LENGTH as CONTRACT_MAX,
  NUMERIC_ANSWER_PATTERN as CONTRACT_PATTERN,
} from '@exam/contracts/attempts/entities';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n/i18n';
import { NumericAnswerInput } from './numeric-answer-input';
import {
  acceptTyped,
  isNumericAnswer,
  NUMERIC_ANSWER_MAX_LENGTH,
  NUMERIC_ANSWER_PATTERN,
  pressKey,
} from './numeric-text';

function Harness({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <NumericAnswerInput value={value} onChange={setValue} />
      <output data-testid="sent">{value}</output>
    </>
  );
}

const sent = () => screen.getByTestId('sent').textContent;

describe('numeric text', () => {
  it('agrees with the contract on what a number is', () => {
    expect(NUMERIC_ANSWER_MAX_LENGTH).toBe(CONTRACT_MAX);
    expect(NUMERIC_ANSWER_PATTERN.source).toBe(CONTRACT_PATTERN.source);
  });

  it('refuses what could never become a number and keeps the old text', () => {
    expect(acceptTyped('1.5', '1.5.')).toBe('1.5');
    expect(acceptTyped('12', '12a')).toBe('12');
    expect(acceptTyped('', '−3,25')).toBe('-3.25');
    expect(acceptTyped('1', '1'.repeat(21))).toBe('1');
  });

  it('counts only a whole number as an answer', () => {
    expect(isNumericAnswer('-')).toBe(false);
    expect(isNumericAnswer('.')).toBe(false);
    expect(isNumericAnswer('')).toBe(false);
    expect(isNumericAnswer('-.5')).toBe(true);
    expect(isNumericAnswer('12.')).toBe(true);
  });

  it('turns the sign with the minus key', () => {
    expect(pressKey('4.2', 'minus')).toBe('-4.2');
    expect(pressKey('-4.2', 'minus')).toBe('4.2');
    expect(pressKey('', 'minus')).toBe('-');
  });
});

describe('NumericAnswerInput', () => {
  it('builds a number from the keypad, with Backspace and Clear All', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    for (const key of ['1', '2', '.', '5'])
      await user.click(screen.getByRole('button', { name: key }));
    await user.click(screen.getByRole('button', { name: 'Minus sign' }));
    expect(sent()).toBe('-12.5');
    expect(screen.getByRole('textbox', { name: 'Your answer' })).toHaveValue('-12.5');
    await user.click(screen.getByRole('button', { name: 'Backspace' }));
    expect(sent()).toBe('-12.');
    await user.click(screen.getByRole('button', { name: 'Clear All' }));
    expect(sent()).toBe('');
    expect(screen.getByRole('button', { name: 'Clear All' })).toBeDisabled();
  });

  it('takes typing from the keyboard, asks a phone for its decimal keyboard, ignores letters', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const field = screen.getByRole('textbox', { name: 'Your answer' });
    expect(field).toHaveAttribute('inputmode', 'decimal');
    expect(field).toHaveAccessibleDescription('Enter a numerical value');
    await user.type(field, '3x.1e4');
    expect(sent()).toBe('3.14');
  });

  it('speaks Hindi', async () => {
    await i18n.changeLanguage('hi');
    render(<Harness initial="7" />);
    expect(screen.getByRole('textbox', { name: 'आपका उत्तर' })).toHaveAccessibleDescription(
      'एक संख्यात्मक मान दर्ज करें',
    );
    expect(screen.getByRole('button', { name: 'सब मिटाएँ' })).toBeEnabled();
  });
});
