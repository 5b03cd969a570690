import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expect, test, vi } from 'vitest';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';

function Harness({ onConfirm }: { onConfirm: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        delete row
      </button>
      <ConfirmDeleteDialog open={open} onCancel={() => setOpen(false)} onConfirm={onConfirm} />
    </>
  );
}

test('asks before deleting, with the focus on Cancel, and gives the focus back when closed', async () => {
  const onConfirm = vi.fn();
  const user = userEvent.setup();
  render(<Harness onConfirm={onConfirm} />);
  const opener = screen.getByRole('button', { name: 'delete row' });

  await user.click(opener);
  const dialog = screen.getByRole('dialog', { name: 'Confirm Delete' });
  expect(dialog).toHaveAccessibleDescription('Are you sure you want to delete this item?');
  expect(screen.getByRole('button', { name: 'रद्द गर्नुहोस्' })).toHaveFocus();

  await user.click(screen.getByRole('button', { name: 'रद्द गर्नुहोस्' }));
  expect(dialog).not.toHaveAttribute('open');
  expect(opener).toHaveFocus();
  expect(onConfirm).not.toHaveBeenCalled();

  await user.click(opener);
  await user.click(screen.getByRole('button', { name: 'मेटाउनुहोस्' }));
  expect(onConfirm).toHaveBeenCalledOnce();
});

test('Escape cancels', async () => {
  const user = userEvent.setup();
  render(<Harness onConfirm={vi.fn()} />);
  await user.click(screen.getByRole('button', { name: 'delete row' }));
  const dialog = screen.getByRole('dialog', { name: 'Confirm Delete' });
  await user.keyboard('{Escape}');
  expect(dialog).not.toHaveAttribute('open');
});
