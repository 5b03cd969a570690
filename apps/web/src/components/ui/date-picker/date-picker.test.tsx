import { zodResolver } from '@hookform/resolvers/zod';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Controller, useForm } from 'react-hook-form';
import { describe, expect, test, vi } from 'vitest';
import { z } from 'zod';
import { DatePicker } from './date-picker';
import { renderPicker } from '@/testing/date-picker-harness';

describe('empty field', () => {
  test("shows the placeholder 'select date' in English and its Nepali in Nepali", () => {
    const { unmount } = renderPicker({ language: 'EN' });
    expect(screen.getByLabelText('Date')).toHaveAttribute('placeholder', 'select date');
    expect(screen.getByLabelText('Date')).toHaveValue('');
    unmount();
    renderPicker();
    expect(screen.getByLabelText('Date')).toHaveAttribute('placeholder', 'मिति छान्नुहोस्');
  });
});

describe('language', () => {
  test.each(['EN', 'english', 'ENGLISH', 'en'])('%s gives English names and digits', (language) => {
    const { field } = renderPicker({ language, value: '2082-04-01' });
    expect(field).toHaveValue('2082-04-01');
    expect(field).toHaveAccessibleDescription('Thursday, 1 Shrawan 2082 · AD 17 July 2025');
    expect(screen.getByRole('button', { name: 'Open calendar' })).toBeInTheDocument();
  });

  test.each(['ne', undefined, 'fr', ''])(
    '%s gives Nepali names and Devanagari digits',
    (language) => {
      const { field } = renderPicker({ language, value: '2082-04-01' });
      expect(field).toHaveValue('२०८२-०४-०१');
      expect(field).toHaveAccessibleDescription('बिहीबार, २०८२ श्रावण १ · ई.सं. १७ जुलाई २०२५');
      expect(screen.getByRole('button', { name: 'पात्रो खोल्नुहोस्' })).toBeInTheDocument();
    },
  );

  test('the open calendar follows the language: month, weekdays, year digits', async () => {
    const english = renderPicker({ language: 'english', value: '2082-04-01' });
    await english.open();
    expect(screen.getByRole('combobox', { name: 'Choose month' })).toHaveDisplayValue('Shrawan');
    expect(screen.getByRole('combobox', { name: 'Choose year' })).toHaveDisplayValue('2082');
    expect(screen.getByRole('columnheader', { name: 'Sun' })).toBeInTheDocument();
    english.unmount();

    const nepali = renderPicker({ value: '2082-04-01' });
    await nepali.open();
    expect(screen.getByRole('combobox', { name: 'महिना छान्नुहोस्' })).toHaveDisplayValue('श्रावण');
    expect(screen.getByRole('combobox', { name: 'वर्ष छान्नुहोस्' })).toHaveDisplayValue('२०८२');
    expect(screen.getByRole('columnheader', { name: 'आइत' })).toBeInTheDocument();
  });
});

describe('the chosen date', () => {
  test.each([
    ['2082-04-01', 'AD 17 July 2025'],
    ['2081-01-01', 'AD 13 April 2024'],
    ['2000-01-01', 'AD 14 April 1943'],
  ])('BS %s is shown with its AD date, %s', (value, ad) => {
    const { field } = renderPicker({ language: 'EN', value });
    expect(field).toHaveAccessibleDescription(expect.stringContaining(ad) as string);
  });

  test('a date of a provisional year (2084+) says so', () => {
    const { field } = renderPicker({ language: 'EN', value: '2085-01-01' });
    expect(field).toHaveAccessibleDescription(expect.stringContaining('provisional') as string);
  });

  test('nothing is called on mount or on a re-render', () => {
    const onChange = vi.fn();
    const props = { value: '2082-04-01', onChange, minDate: '2082-04-01' };
    const { rerender } = render(<DatePicker {...props} />);
    rerender(<DatePicker {...props} language="EN" theme="red" />);
    rerender(<DatePicker {...props} value="2082-05-01" />);
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox')).toHaveValue('२०८२-०५-०१');
  });
});

describe('typing a date', () => {
  test('an ASCII date commits on blur', async () => {
    const { user, field, onChange } = renderPicker();
    await user.type(field, '2082-05-10');
    expect(onChange).not.toHaveBeenCalled();
    await user.tab();
    expect(onChange).toHaveBeenCalledExactlyOnceWith('2082-05-10');
    expect(field).toHaveValue('२०८२-०५-१०');
  });

  test('a Devanagari date commits on Enter, as ASCII', async () => {
    const { user, field, onChange } = renderPicker({ language: 'EN' });
    await user.type(field, '२०८२-०५-१०{Enter}');
    expect(onChange).toHaveBeenCalledExactlyOnceWith('2082-05-10');
    expect(field).toHaveValue('2082-05-10');
  });

  test('an impossible date shows an error and does not call onChange', async () => {
    const { user, field, onChange } = renderPicker({ language: 'EN' });
    await user.type(field, '2081-02-33{Enter}');
    expect(onChange).not.toHaveBeenCalled();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    const error = screen.getByRole('alert');
    expect(error).toHaveTextContent('Not a valid date');
    expect(field.getAttribute('aria-describedby')).toContain(error.id);

    await user.clear(field);
    await user.type(field, '2081-02-32');
    await user.tab();
    expect(onChange).toHaveBeenCalledExactlyOnceWith('2081-02-32');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(field).not.toHaveAttribute('aria-invalid');
  });

  test('a date outside minDate..maxDate shows the range and does not call onChange', async () => {
    const { user, field, onChange } = renderPicker({
      minDate: '2082-04-01',
      maxDate: '2083-03-32',
    });
    await user.type(field, '2082-03-32');
    await user.tab();
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent(
      '२०८२-०४-०१ देखि २०८३-०३-३२ सम्मको मिति छान्नुहोस्।',
    );
  });

  test('emptying the field clears the value; Escape undoes the typing', async () => {
    const { user, field, onChange } = renderPicker({ language: 'EN', value: '2082-04-01' });
    await user.type(field, '9{Escape}');
    expect(field).toHaveValue('2082-04-01');
    await user.clear(field);
    await user.tab();
    expect(onChange).toHaveBeenCalledExactlyOnceWith('');
    expect(field).toHaveValue('');
  });
});

test('works in a react-hook-form Controller: label, errors, ASCII value on submit', async () => {
  const schema = z.object({ date: z.string().min(1, 'Please select a date') });
  const onSubmit = vi.fn<(values: { date: string }) => void>();
  function EventForm() {
    const form = useForm({ resolver: zodResolver(schema), defaultValues: { date: '' } });
    const error = form.formState.errors.date?.message;
    return (
      <form
        onSubmit={form.handleSubmit((values) => {
          onSubmit(values);
        })}
      >
        <label htmlFor="event-date">Event date</label>
        <Controller
          control={form.control}
          name="date"
          render={({ field }) => (
            <DatePicker
              {...field}
              id="event-date"
              today="2082-04-15"
              language="EN"
              aria-describedby={error ? 'date-error' : undefined}
              aria-invalid={Boolean(error)}
            />
          )}
        />
        {error && <p id="date-error">{error}</p>}
        <button type="submit">Save</button>
      </form>
    );
  }
  const user = userEvent.setup();
  render(<EventForm />);
  await user.click(screen.getByRole('button', { name: 'Save' }));
  const field = screen.getByLabelText('Event date');
  expect(field).toHaveFocus(); // react-hook-form focuses the first invalid field through the ref
  expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(field).toHaveAccessibleDescription(
    expect.stringContaining('Please select a date') as string,
  );

  await user.click(screen.getByRole('button', { name: 'Open calendar' }));
  await user.click(screen.getByRole('button', { name: 'Sunday, 18 Shrawan 2082' }));
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(onSubmit).toHaveBeenCalledExactlyOnceWith({ date: '2082-04-18' });
});

test('disabled disables the field and the calendar button', () => {
  renderPicker({ disabled: true, required: true });
  expect(screen.getByLabelText('Date')).toBeDisabled();
  expect(screen.getByLabelText('Date')).toBeRequired();
  expect(screen.getByRole('button', { name: 'पात्रो खोल्नुहोस्' })).toBeDisabled();
});
