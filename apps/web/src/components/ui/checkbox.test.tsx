import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import { Checkbox } from './checkbox';

test('a labelled box toggles from its text; a select-all box shows the mixed state', async () => {
  const user = userEvent.setup();
  const onChange = vi.fn();
  const { rerender } = render(
    <>
      <Checkbox label="धुलिखेल" onChange={onChange} />
      <Checkbox aria-label="सबै छान्नुहोस्" indeterminate />
    </>,
  );
  await user.click(screen.getByText('धुलिखेल'));
  expect(onChange).toHaveBeenCalledOnce();
  expect(screen.getByRole('checkbox', { name: 'धुलिखेल' })).toBeChecked();

  const all = screen.getByRole('checkbox', { name: 'सबै छान्नुहोस्' });
  expect(all).toBePartiallyChecked();
  rerender(
    <>
      <Checkbox label="धुलिखेल" onChange={onChange} />
      <Checkbox aria-label="सबै छान्नुहोस्" indeterminate={false} />
    </>,
  );
  expect(all).not.toBePartiallyChecked();
});
