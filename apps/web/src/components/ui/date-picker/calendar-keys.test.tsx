import { screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { renderPicker } from '@/testing/date-picker-harness';

// English names keep the expectations readable; the keys do not depend on the language.
const day = (name: string) => screen.getByRole('button', { name });

async function openAt(value: string, props = {}) {
  const picker = renderPicker({ language: 'EN', value, ...props });
  const dialog = await picker.open();
  return { ...picker, dialog };
}

describe('WAI-ARIA date picker keys', () => {
  test('ArrowRight and ArrowLeft move by a day, across a month boundary', async () => {
    const { user } = await openAt('2082-04-31'); // Shrawan 2082 has 31 days
    await user.keyboard('{ArrowRight}');
    expect(day('Sunday, 1 Bhadra 2082')).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(day('Friday, 30 Shrawan 2082')).toHaveFocus();
  });

  test('ArrowLeft from the 1st goes to the last day of the month before', async () => {
    const { user, dialog } = await openAt('2082-04-01');
    await user.keyboard('{ArrowLeft}');
    expect(day('Wednesday, 32 Asar 2082')).toHaveFocus();
    expect(within(dialog).getByRole('grid', { name: 'Asar 2082' })).toBeInTheDocument();
  });

  test('ArrowDown and ArrowUp move by a week, across a month boundary', async () => {
    const { user } = await openAt('2082-04-28');
    await user.keyboard('{ArrowDown}');
    expect(day('Wednesday, 4 Bhadra 2082')).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(day('Wednesday, 21 Shrawan 2082')).toHaveFocus();
  });

  test('PageUp/PageDown move by a month, with Shift by a year (day clamped)', async () => {
    const { user } = await openAt('2082-03-32'); // Asar 2082 has 32 days
    await user.keyboard('{PageDown}');
    expect(day('Saturday, 31 Shrawan 2082')).toHaveFocus();
    await user.keyboard('{PageUp}');
    expect(day('Tuesday, 31 Asar 2082')).toHaveFocus();
    await user.keyboard('{Shift>}{PageDown}{/Shift}');
    expect(day('Wednesday, 31 Asar 2083')).toHaveFocus();
    await user.keyboard('{Shift>}{PageUp}{PageUp}{/Shift}');
    expect(day('Monday, 31 Asar 2081')).toHaveFocus();
  });

  test('Home and End go to the Sunday and the Saturday of the week', async () => {
    const { user } = await openAt('2082-04-01'); // a Thursday
    await user.keyboard('{End}');
    expect(day('Saturday, 3 Shrawan 2082')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(day('Sunday, 29 Asar 2082')).toHaveFocus();
  });

  test('only the focused day is tabbable (roving tabindex)', async () => {
    const { user, dialog } = await openAt('2082-04-10');
    await user.keyboard('{ArrowRight}');
    const grid = within(dialog).getByRole('grid');
    const tabbable = within(grid)
      .getAllByRole('button')
      .filter((button) => button.tabIndex === 0);
    expect(tabbable).toEqual([day('Sunday, 11 Shrawan 2082')]);
  });

  test('Enter picks the focused day, closes and returns the focus', async () => {
    const { user, dialog, onChange, opener } = await openAt('2082-04-10');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenCalledExactlyOnceWith('2082-04-17');
    expect(dialog).not.toHaveAttribute('open');
    expect(opener()).toHaveFocus();
  });

  test('Space picks the focused day', async () => {
    const { user, onChange } = await openAt('2082-04-10');
    await user.keyboard('{ArrowLeft} ');
    expect(onChange).toHaveBeenCalledExactlyOnceWith('2082-04-09');
  });

  test('Escape closes without a change and returns the focus to the button', async () => {
    const { user, dialog, onChange, opener, field } = await openAt('2082-04-10');
    await user.keyboard('{ArrowRight}{PageDown}{Escape}');
    expect(dialog).not.toHaveAttribute('open');
    expect(opener()).toHaveFocus();
    expect(onChange).not.toHaveBeenCalled();
    expect(field).toHaveValue('2082-04-10');
  });

  test('the keys cannot reach days outside minDate..maxDate', async () => {
    const range = { minDate: '2082-04-10', maxDate: '2082-04-20' };
    const { user, onChange } = await openAt('2082-04-11', range);
    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowUp}{PageUp}{Home}');
    expect(day('Saturday, 10 Shrawan 2082')).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}{PageDown}{Shift>}{PageDown}{/Shift}');
    expect(day('Tuesday, 20 Shrawan 2082')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledExactlyOnceWith('2082-04-20');
  });

  test('the keys stop at the ends of the calendar, 2000-01-01 and 2099-12-30', async () => {
    const first = await openAt('2000-01-02');
    await first.user.keyboard('{ArrowUp}{PageUp}{Shift>}{PageUp}{/Shift}');
    expect(day('Wednesday, 1 Baisakh 2000')).toHaveFocus();
    first.unmount();

    const last = await openAt('2099-12-29');
    await last.user.keyboard('{ArrowDown}{PageDown}{End}');
    expect(day('Monday, 30 Chaitra 2099')).toHaveFocus();
  });
});
