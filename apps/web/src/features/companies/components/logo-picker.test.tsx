import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { LogoPicker } from './logo-picker';

// jsdom has no object URLs.
const created: string[] = [];
const revoked: string[] = [];
beforeEach(() => {
  created.length = 0;
  revoked.length = 0;
  URL.createObjectURL = vi.fn(() => {
    const url = `blob:preview-${created.length + 1}`;
    created.push(url);
    return url;
  });
  URL.revokeObjectURL = vi.fn((url: string) => void revoked.push(url));
});
afterEach(() => {
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

function Harness({
  savedUrl,
  onRemoveSaved,
}: {
  savedUrl: string | null;
  onRemoveSaved?: () => void;
}) {
  const [file, setFile] = useState<File | null>(null);
  return (
    <LogoPicker
      label="लोगो"
      savedUrl={savedUrl}
      file={file}
      onFileChange={setFile}
      onRemoveSaved={onRemoveSaved}
    />
  );
}

const png = (name: string) => new File(['png'], name, { type: 'image/png' });

test('shows the saved logo at 150×150 and asks before removing it on the server', async () => {
  const onRemoveSaved = vi.fn();
  const user = userEvent.setup();
  render(<Harness savedUrl="/storage/logos/a.png" onRemoveSaved={onRemoveSaved} />);
  const image = screen.getByRole('img', { name: 'लोगो' });
  expect(image).toHaveAttribute('src', '/storage/logos/a.png');
  expect(image).toHaveAttribute('width', '150');
  expect(image).toHaveClass('object-contain');

  await user.click(screen.getByRole('button', { name: 'लोगो हटाउनुहोस्' }));
  expect(screen.getByRole('dialog', { name: 'मेटाउने हो?' })).toBeInTheDocument();
  expect(onRemoveSaved).not.toHaveBeenCalled();
  await user.click(screen.getByRole('button', { name: 'मेटाउनुहोस्' }));
  expect(onRemoveSaved).toHaveBeenCalledOnce();
});

test('previews a chosen file before saving, and revokes the preview when it changes', async () => {
  const user = userEvent.setup();
  render(<Harness savedUrl="/storage/logos/a.png" onRemoveSaved={vi.fn()} />);
  const input = screen.getByLabelText('लोगो बदल्नुहोस्');
  expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');

  await user.upload(input, png('one.png'));
  expect(screen.getByRole('img', { name: 'लोगो' })).toHaveAttribute('src', 'blob:preview-1');

  await user.upload(input, png('two.png'));
  expect(screen.getByRole('img', { name: 'लोगो' })).toHaveAttribute('src', 'blob:preview-2');
  expect(revoked).toContain('blob:preview-1');

  // Removing a file not yet saved just drops it: back to the saved logo, no confirmation.
  await user.click(screen.getByRole('button', { name: 'लोगो हटाउनुहोस्' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'लोगो' })).toHaveAttribute('src', '/storage/logos/a.png');
  expect(revoked).toContain('blob:preview-2');
});

test('without a saved logo there is nothing to remove until a file is chosen', async () => {
  const user = userEvent.setup();
  render(<Harness savedUrl={null} />);
  expect(screen.getByText('तस्बिर छैन')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'लोगो हटाउनुहोस्' })).not.toBeInTheDocument();
  await user.upload(screen.getByLabelText('लोगो बदल्नुहोस्'), png('one.png'));
  expect(screen.getByRole('button', { name: 'लोगो हटाउनुहोस्' })).toBeInTheDocument();
});

test('says so when the saved logo cannot be loaded (the file store out of reach)', () => {
  render(<Harness savedUrl="/storage/abcdefghijklmnopqrstuvwx.png" />);
  const image = screen.getByRole('img', { name: 'लोगो' });
  expect(image.tagName).toBe('IMG');
  fireEvent.error(image);
  // In its place a sentence, still named for screen readers, instead of a broken-image mark.
  const placeholder = screen.getByRole('img', { name: 'लोगो' });
  expect(placeholder.tagName).toBe('SPAN');
  expect(placeholder).toHaveTextContent('तस्बिर अहिले खुलेन; पछि फेरि हेर्नुहोस्।');
});
