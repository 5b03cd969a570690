import { screen, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { renderPicker } from '@/testing/date-picker-harness';

const day = (name: string) => screen.getByRole('button', { name });

describe('opening and picking', () => {
  test('opens a labelled modal dialog with the focus on the selected day', async () => {
    const { open } = renderPicker({ language: 'EN', value: '2082-04-05' });
    const dialog = await open();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleName('Choose a date');
    const selected = day('Monday, 5 Shrawan 2082');
    expect(selected).toHaveFocus();
    expect(selected).toHaveAttribute('aria-pressed', 'true');
    expect(selected.closest('td')).toHaveAttribute('aria-selected', 'true');
    expect(within(dialog).getByRole('grid', { name: 'Shrawan 2082' })).toBeInTheDocument();
  });

  test('a click on a day calls onChange, closes and gives the focus back to the button', async () => {
    const { open, user, onChange, opener, field } = renderPicker({ language: 'EN' });
    const dialog = await open();
    await user.click(day('Tuesday, 20 Shrawan 2082'));
    expect(onChange).toHaveBeenCalledExactlyOnceWith('2082-04-20');
    expect(dialog).not.toHaveAttribute('open');
    expect(opener()).toHaveFocus();
    expect(field).toHaveValue('2082-04-20');
  });

  test('day buttons are named by the full date, with the AD date as description', async () => {
    const { open } = renderPicker({ value: '2082-04-01' });
    await open();
    const first = day('बिहीबार, २०८२ श्रावण १');
    expect(first).toHaveAccessibleDescription('ई.सं. १७ जुलाई २०२५');
    expect(day('बिहीबार, २०८२ श्रावण १५')).toHaveAccessibleDescription('ई.सं. ३१ जुलाई २०२५');
  });

  test('the Close button and a click outside close without a change', async () => {
    const { open, user, onChange, opener } = renderPicker({ language: 'EN', value: '2082-04-05' });
    let dialog = await open();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(dialog).not.toHaveAttribute('open');
    expect(opener()).toHaveFocus();

    dialog = await open();
    await user.click(dialog); // the backdrop belongs to the <dialog> box itself
    expect(dialog).not.toHaveAttribute('open');
    expect(onChange).not.toHaveBeenCalled();
  });

  test('Tab cycles inside the dialog', async () => {
    const { open, user } = renderPicker({ language: 'EN', value: '2082-04-05' });
    const dialog = await open();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Today' })).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Previous month' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
  });
});

describe('today', () => {
  test('is marked with aria-current and takes the focus when nothing is selected', async () => {
    const { open } = renderPicker({ language: 'EN', today: '2082-04-15' });
    await open();
    const today = day('Thursday, 15 Shrawan 2082');
    expect(today).toHaveAttribute('aria-current', 'date');
    expect(today).toHaveFocus();
    expect(day('Friday, 16 Shrawan 2082')).not.toHaveAttribute('aria-current');
  });

  test('is today in Nepal by default, whatever the machine zone', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // 19:00 UTC on 16 July 2025 is 00:45 on 17 July in Kathmandu: BS 2082-04-01.
    vi.setSystemTime(new Date('2025-07-16T19:00:00Z'));
    const { open, user, onChange } = renderPicker({ language: 'EN', today: undefined });
    await open();
    expect(day('Thursday, 1 Shrawan 2082')).toHaveAttribute('aria-current', 'date');
    await user.click(screen.getByRole('button', { name: 'Today' }));
    expect(onChange).toHaveBeenCalledExactlyOnceWith('2082-04-01');
  });
});

describe('minDate and maxDate', () => {
  const range = { minDate: '2082-04-10', maxDate: '2083-03-20', language: 'EN' };

  test('disable the days outside them, and the navigation past them', async () => {
    const { open, user, onChange } = renderPicker({ ...range, value: '2082-04-12' });
    const dialog = await open();
    expect(within(dialog).getByRole('button', { name: 'Previous month' })).toBeDisabled();
    const before = day('Saturday, 3 Shrawan 2082');
    expect(before).toBeDisabled();
    expect(before).toHaveAttribute('aria-disabled', 'true');
    expect(day('Saturday, 10 Shrawan 2082')).toBeEnabled();
    await user.click(before);
    expect(onChange).not.toHaveBeenCalled();
    expect(dialog).toHaveAttribute('open');

    // A year past maxDate brings the nearest month that can be chosen.
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Choose year' }), '2083');
    expect(within(dialog).getByRole('grid', { name: 'Asar 2083' })).toBeInTheDocument();
    expect(day('Saturday, 20 Asar 2083')).toBeEnabled();
    expect(day('Sunday, 21 Asar 2083')).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Next month' })).toBeDisabled();
  });

  test("today outside them cannot be picked, and the focus starts on the range's first day", async () => {
    const { open } = renderPicker({ ...range, today: '2081-12-01' });
    const dialog = await open();
    expect(within(dialog).getByRole('button', { name: 'Today' })).toBeDisabled();
    expect(day('Saturday, 10 Shrawan 2082')).toHaveFocus();
  });
});

describe('calendar range', () => {
  test('navigation stops at Baisakh 2000', async () => {
    const { open, user } = renderPicker({ language: 'EN', value: '2000-02-10' });
    const dialog = await open();
    const previous = within(dialog).getByRole('button', { name: 'Previous month' });
    await user.click(previous);
    expect(within(dialog).getByRole('grid', { name: 'Baisakh 2000' })).toBeInTheDocument();
    expect(previous).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Next month' })).toBeEnabled();
    expect(day('Friday, 10 Baisakh 2000')).toHaveFocus(); // not lost with the disabled button
  });

  test('navigation stops at Chaitra 2099', async () => {
    const { open, user } = renderPicker({ language: 'EN', value: '2099-11-10' });
    const dialog = await open();
    await user.click(within(dialog).getByRole('button', { name: 'Next month' }));
    expect(within(dialog).getByRole('grid', { name: 'Chaitra 2099' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Next month' })).toBeDisabled();
  });

  test('the year select lists exactly 2000..2099, and the month select the 12 months', async () => {
    const { open } = renderPicker({ language: 'EN' });
    const dialog = await open();
    const years = within(
      within(dialog).getByRole('combobox', { name: 'Choose year' }),
    ).getAllByRole('option');
    expect(years.map((option) => option.textContent)).toEqual(
      Array.from({ length: 100 }, (_, i) => String(2000 + i)),
    );
    const months = within(
      within(dialog).getByRole('combobox', { name: 'Choose month' }),
    ).getAllByRole('option');
    expect(months.map((option) => option.textContent)).toEqual([
      'Baisakh',
      'Jestha',
      'Asar',
      'Shrawan',
      'Bhadra',
      'Ashwin',
      'Kartik',
      'Mangsir',
      'Poush',
      'Magh',
      'Falgun',
      'Chaitra',
    ]);
  });

  test('choosing a month and a year shows that month; 2084+ carries the provisional note', async () => {
    const { open, user } = renderPicker({ language: 'EN', value: '2083-04-01' });
    const dialog = await open();
    expect(within(dialog).queryByText(/provisional/)).not.toBeInTheDocument();
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Choose month' }),
      'Magh',
    );
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Choose year' }), '2090');
    expect(within(dialog).getByRole('grid', { name: 'Magh 2090' })).toBeInTheDocument();
    expect(within(dialog).getByText(/provisional/)).toBeInTheDocument();
  });
});
