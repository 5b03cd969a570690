import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { FakeXhr } from '@/testing/fake-xhr';
import { makeDocument, renderDocuments } from '../testing/documents-test-utils';
import { DocumentForm } from './document-form';

const onSaved = vi.fn();
const onCancel = vi.fn();

beforeEach(() => {
  FakeXhr.instances = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => {
  vi.unstubAllGlobals();
  onSaved.mockReset();
  onCancel.mockReset();
});

function renderForm(document = undefined as ReturnType<typeof makeDocument> | undefined) {
  return renderDocuments(
    [
      {
        path: '/',
        element: <DocumentForm document={document} onSaved={onSaved} onCancel={onCancel} />,
      },
    ],
    { url: '/' },
  );
}

describe('the document form', () => {
  test('the title is required: nothing is sent without it', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText('कैफियत'), 'केही कुरा');
    await user.click(screen.getByRole('button', { name: 'सेभ गर्नुहोस्' }));
    expect(await screen.findByText('कागजातको शीर्षक लेख्नुहोस्।')).toBeVisible();
    expect(screen.getByLabelText('शीर्षक')).toHaveAttribute('aria-invalid', 'true');
    expect(FakeXhr.instances).toHaveLength(0);
  });

  test('sends title, remarks and file, showing the upload from 0 to 100', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText('शीर्षक'), 'खरिद निर्देशिका');
    await user.type(screen.getByLabelText('कैफियत'), '२०८३ संशोधन');
    const file = new File(['%PDF-1.4'], 'nirdeshika.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByLabelText('फाइल'), file);
    await user.click(screen.getByRole('button', { name: 'सेभ गर्नुहोस्' }));

    const xhr = FakeXhr.last;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/other-documents');
    expect(xhr.headers.Authorization).toBe('Bearer test-token');
    expect(xhr.body?.get('name')).toBe('खरिद निर्देशिका');
    expect(xhr.body?.get('remarks')).toBe('२०८३ संशोधन');
    expect(xhr.body?.get('documents')).toBe(file);

    const bar = screen.getByRole('progressbar', { name: 'अपलोड प्रगति' });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    act(() => xhr.progress(512, 1024));
    expect(bar).toHaveAttribute('aria-valuenow', '50');
    expect(screen.getByText('अपलोड हुँदैछ…')).toBeVisible();
    expect(screen.getByText('५०%')).toBeVisible();
    act(() => xhr.progress(1024, 1024));
    expect(bar).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByText('फाइल पुग्यो; सर्भरमा जाँच र सुरक्षित हुँदैछ…')).toBeVisible();

    const saved = makeDocument({ id: 9, name: 'खरिद निर्देशिका' });
    act(() => xhr.respond(200, { message: 'कागजात थपियो।', data: saved }));
    await waitFor(() =>
      expect(onSaved).toHaveBeenCalledWith({ message: 'कागजात थपियो।', data: saved }),
    );
  });

  test('editing sends a PUT through POST to the item, the file optional', async () => {
    const user = userEvent.setup();
    renderForm(makeDocument({ id: 4, name: 'पुरानो नाम', remarks: 'टिप्पणी' }));
    expect(screen.getByLabelText('शीर्षक')).toHaveValue('पुरानो नाम');
    expect(screen.getByText(/हालको फाइल: file-4.pdf/)).toBeVisible();
    await user.clear(screen.getByLabelText('शीर्षक'));
    await user.type(screen.getByLabelText('शीर्षक'), 'नयाँ नाम');
    await user.click(screen.getByRole('button', { name: 'अपडेट गर्नुहोस्' }));
    const xhr = FakeXhr.last;
    expect(xhr.url).toBe('/api/other-documents/4');
    expect(xhr.body?.get('_method')).toBe('PUT');
    expect(xhr.body?.get('name')).toBe('नयाँ नाम');
    expect(xhr.body?.get('documents')).toBeNull();
  });

  test.each([
    [415, 'यस्तो फाइल राख्न मिल्दैन।'],
    [413, 'फाइल धेरै ठूलो भयो।'],
  ])('a %i answer is explained beside the file', async (status, text) => {
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText('शीर्षक'), 'फोटो');
    await user.upload(
      screen.getByLabelText('फाइल'),
      new File(['x'], 'x.pdf', { type: 'application/pdf' }),
    );
    await user.click(screen.getByRole('button', { name: 'सेभ गर्नुहोस्' }));
    act(() => FakeXhr.last.respond(status, { message: 'server says no', code: 'X' }));
    expect(await screen.findByText(new RegExp(text))).toBeVisible();
    expect(screen.getByLabelText('फाइल')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
  });
});
