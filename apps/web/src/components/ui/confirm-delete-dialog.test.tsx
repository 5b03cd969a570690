import { render, screen, waitFor } from '@testing-library/react';
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
  const dialog = screen.getByRole('dialog', { name: 'मेटाउने हो?' });
  expect(dialog).toHaveAccessibleDescription('के तपाईं यो मेटाउन निश्चित हुनुहुन्छ?');
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
  const dialog = screen.getByRole('dialog', { name: 'मेटाउने हो?' });
  await user.keyboard('{Escape}');
  expect(dialog).not.toHaveAttribute('open');
});

test('names what is deleted and says how long the trash keeps it', async () => {
  const spy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(
    new Response(JSON.stringify({ data: { mail: false, trash_days: 30 } }), {
      headers: { 'content-type': 'application/json' },
    }),
  );
  render(
    <ConfirmDeleteDialog
      open
      item="वडा भेला"
      fate="trash"
      onCancel={() => {}}
      onConfirm={() => {}}
    />,
  );
  const dialog = screen.getByRole('dialog', { name: 'मेटाउने हो?' });
  await waitFor(() =>
    expect(dialog).toHaveAccessibleDescription(
      'के तपाईं "वडा भेला" मेटाउन निश्चित हुनुहुन्छ? यो रद्दीटोकरीमा जान्छ र ३० दिनसम्म त्यहाँबाट फिर्ता ल्याउन सकिन्छ।',
    ),
  );
  expect(spy).toHaveBeenCalledWith('/api/public-config', expect.anything());
});
