import { useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { FileInput } from './file-input';

function Field() {
  const [file, setFile] = useState<File | null>(null);
  return (
    <>
      <label htmlFor="proof">प्रमाण कागजात</label>
      <FileInput id="proof" file={file} onFileChange={setFile} />
    </>
  );
}

afterEach(() => act(() => setLanguage('ne')));

test('says "choose a file" and the chosen file’s name in the page’s language, not the browser’s', async () => {
  const user = userEvent.setup();
  render(<Field />);
  expect(screen.getByText('फाइल छान्नुहोस्')).toBeVisible();
  expect(screen.getByText('कुनै फाइल छानिएको छैन')).toBeVisible();

  // The native control is still the one the keyboard and assistive technology reach.
  const input = screen.getByLabelText('प्रमाण कागजात');
  await user.upload(input, new File(['%PDF-1.4'], 'वडा-भेला.pdf', { type: 'application/pdf' }));
  expect(screen.getByText('वडा-भेला.pdf')).toBeVisible();
  expect(screen.queryByText('कुनै फाइल छानिएको छैन')).toBeNull();

  act(() => setLanguage('en'));
  expect(screen.getByText('Choose a file')).toBeVisible();
});
