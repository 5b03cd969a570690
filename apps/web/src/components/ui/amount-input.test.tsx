import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { AmountInput, parseAmount } from './amount-input';

function Field({ lang }: { lang: 'ne' | 'en' }) {
  const [text, setText] = useState('');
  return (
    <>
      <label htmlFor="budget">बजेट (रु.)</label>
      <AmountInput id="budget" lang={lang} unit="रु." value={text} onChange={setText} />
      <output>{String(parseAmount(text))}</output>
    </>
  );
}

describe('parseAmount', () => {
  test.each([
    ['', null],
    ['  ', null],
    ['1234567', 1234567],
    ['१२,३४,५६७', 1234567],
    ['1,234,567', 1234567],
    ['१२ ३४५', 12345],
    ['0', 0],
  ])('%j is %j', (text, amount) => {
    expect(parseAmount(text)).toBe(amount);
  });

  test.each(['12.5', '-5', 'पाँच', '1e6'])('%j is not a whole amount', (text) => {
    expect(parseAmount(text)).toBeNaN();
  });
});

describe('AmountInput', () => {
  test('takes Devanagari digits and groups them the Nepali way once left', async () => {
    const user = userEvent.setup();
    render(<Field lang="ne" />);
    const input = screen.getByLabelText('बजेट (रु.)');
    expect(input).toHaveAttribute('inputmode', 'numeric');

    await user.type(input, '१२३४५६७');
    expect(input).toHaveValue('१२३४५६७');
    await user.tab();
    expect(input).toHaveValue('१२,३४,५६७');
    expect(screen.getByRole('status')).toHaveTextContent('1234567');
  });

  test('takes ASCII digits and groups them in thousands in English', async () => {
    const user = userEvent.setup();
    render(<Field lang="en" />);
    const input = screen.getByLabelText('बजेट (रु.)');
    await user.type(input, '1234567');
    await user.tab();
    expect(input).toHaveValue('1,234,567');
  });

  test('leaves what is not an amount as typed, for the form to point out', async () => {
    const user = userEvent.setup();
    render(<Field lang="ne" />);
    const input = screen.getByLabelText('बजेट (रु.)');
    await user.type(input, '12.5');
    await user.tab();
    expect(input).toHaveValue('12.5');
    expect(screen.getByRole('status')).toHaveTextContent('NaN');
  });
});
