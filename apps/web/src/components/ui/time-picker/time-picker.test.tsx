import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { parseTime, TimePicker, type TimePickerProps } from './time-picker';

function Controlled({ onChange, value: initial, ...props }: Partial<TimePickerProps>) {
  const [value, setValue] = useState(initial);
  return (
    <TimePicker
      aria-label="Event time"
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

describe('TimePicker', () => {
  test('shows 10:00 by default and calls nothing on mount or re-render', () => {
    const onChange = vi.fn();
    const { rerender } = render(<TimePicker aria-label="Event time" onChange={onChange} />);
    expect(screen.getByRole('combobox', { name: 'घण्टा' })).toHaveDisplayValue('१०');
    expect(screen.getByRole('combobox', { name: 'मिनेट' })).toHaveDisplayValue('००');
    rerender(<TimePicker aria-label="Event time" onChange={onChange} value="" language="EN" />);
    expect(screen.getByRole('combobox', { name: 'Hour' })).toHaveDisplayValue('10');
    expect(onChange).not.toHaveBeenCalled();
  });

  test('offers hours 0–23 and minutes 0–59', () => {
    render(<TimePicker onChange={vi.fn()} language="english" />);
    const hours = within(screen.getByRole('combobox', { name: 'Hour' })).getAllByRole('option');
    const minutes = within(screen.getByRole('combobox', { name: 'Minute' })).getAllByRole('option');
    expect(hours.map((option) => option.textContent)).toEqual(
      Array.from({ length: 24 }, (_, i) => String(i).padStart(2, '0')),
    );
    expect(minutes).toHaveLength(60);
    expect(minutes[0]).toHaveTextContent('00');
    expect(minutes[59]).toHaveTextContent('59');
  });

  test("calls onChange with 'HH:mm' when the hour or the minute changes", async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Controlled onChange={onChange} language="EN" value="09:30" />);
    expect(screen.getByRole('group', { name: 'Event time' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Hour' })).toHaveDisplayValue('09');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Hour' }), '23');
    expect(onChange).toHaveBeenLastCalledWith('23:30');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Minute' }), '5');
    expect(onChange).toHaveBeenLastCalledWith('23:05');
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  test('is reached and left with the keyboard; onBlur when the focus leaves both selects', async () => {
    const onBlur = vi.fn();
    const user = userEvent.setup();
    render(<Controlled onBlur={onBlur} />);
    await user.tab();
    expect(screen.getByRole('combobox', { name: 'घण्टा' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('combobox', { name: 'मिनेट' })).toHaveFocus();
    expect(onBlur).not.toHaveBeenCalled();
    await user.tab();
    expect(onBlur).toHaveBeenCalledOnce();
  });

  test('Nepali shows Devanagari digits; a label outside names the hour', () => {
    render(
      <>
        <label htmlFor="time">समय</label>
        <TimePicker id="time" value="14:05" onChange={vi.fn()} name="time" />
      </>,
    );
    expect(screen.getByLabelText(/समय/)).toHaveDisplayValue('१४');
    expect(screen.getByRole('combobox', { name: 'मिनेट' })).toHaveDisplayValue('०५');
    expect(document.querySelector('input[name="time"]')).toHaveValue('14:05');
  });

  test.each([
    ['07:45', { hour: 7, minute: 45 }],
    ['०७:४५', { hour: 7, minute: 45 }],
    ['23:59:00', { hour: 23, minute: 59 }],
    ['24:00', { hour: 10, minute: 0 }],
    ['12:60', { hour: 10, minute: 0 }],
    [null, { hour: 10, minute: 0 }],
  ])('parseTime(%s) keeps to 0–23 and 0–59', (value, expected) => {
    expect(parseTime(value)).toEqual(expected);
  });
});
