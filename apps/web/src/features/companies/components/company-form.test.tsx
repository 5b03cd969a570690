import type { Company } from '@karyayojana/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { renderRoutes } from '@/testing/test-utils';
import { FakeXhr, installFakeXhr } from '@/testing/fake-xhr';
import { CompanyFormFields } from './company-form';

let uninstall: () => void;
beforeEach(() => {
  uninstall = installFakeXhr();
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  uninstall();
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

const dhulikhel: Company = {
  id: 2,
  name: 'धुलिखेल नगरपालिका',
  description: 'स्वच्छ, सुन्दर र समृद्ध धुलिखेल',
  address: 'वडा ७',
  contact: '011-490000',
  email: 'info@dhulikhel.gov.np',
  website: 'https://dhulikhelmun.gov.np',
  // As an older server stored them: 'Bagmati', and the reference list's spelling of the district.
  province: 'Bagmati',
  district: 'काभ्रेपलान्चोक',
  municipality: 'धुलिखेल नगरपालिका',
  logo: 'logos/a.png',
  subLogo: null,
  expiry_date: '2026-07-17',
  remaining_days: 200,
  status: '1',
  is_owner: false,
};

function renderForm(company?: Company) {
  const onSaved = vi.fn();
  renderRoutes(
    [
      {
        path: '/',
        element: <CompanyFormFields company={company} onSaved={onSaved} allowExpiry />,
      },
    ],
    { initialEntries: ['/'] },
  );
  return { onSaved };
}

const field = (name: string) => screen.getByRole('textbox', { name });

test('a new municipality needs a name and an address from the list; nothing is sent before', async () => {
  const user = userEvent.setup();
  renderForm();
  await user.click(screen.getByRole('button', { name: 'सुरक्षित गर्नुहोस्' }));
  expect(await screen.findByText('पालिकाको नाम लेख्नुहोस्।')).toBeInTheDocument();
  expect(screen.getByText('प्रदेश, जिल्ला र स्थानीय तह छान्नुहोस्।')).toBeInTheDocument();
  expect(FakeXhr.instances).toHaveLength(0);
});

test(
  'saving sends the fields and the logo with an upload progress bar',
  { timeout: 15_000 },
  async () => {
    const user = userEvent.setup();
    const { onSaved } = renderForm();
    await user.type(field('नाम'), 'बनेपा नगरपालिका');
    await user.type(field('इमेल'), 'info@banepa.gov.np');
    await user.selectOptions(screen.getByRole('combobox', { name: 'प्रदेश' }), 'बागमती');
    await user.selectOptions(screen.getByRole('combobox', { name: 'जिल्ला' }), 'काभ्रेपलाञ्चोक');
    await user.selectOptions(screen.getByRole('combobox', { name: 'स्थानीय तह' }), 'बनेपा नगरपालिका');
    const logo = new File(['png'], 'logo.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('लोगो बदल्नुहोस्'), logo);
    await user.click(screen.getByRole('button', { name: 'सुरक्षित गर्नुहोस्' }));

    const xhr = FakeXhr.last;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/companies');
    const body = xhr.body as FormData;
    expect(body.get('name')).toBe('बनेपा नगरपालिका');
    expect(body.get('municipality')).toBe('बनेपा नगरपालिका');
    expect(body.get('district')).toBe('काभ्रेपलाञ्चोक');
    expect(body.get('logo')).toBe(logo);
    expect(body.has('subLogo')).toBe(false);
    expect(body.has('_method')).toBe(false);

    xhr.progress(50, 100);
    expect(await screen.findByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');
    xhr.respond(200, { message: 'पालिका थपियो।', data: { ...dhulikhel, id: 7 } });
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledWith({ ...dhulikhel, id: 7 }));
  },
);

test(
  'editing fills the form, says Update, and shows the server field errors',
  { timeout: 15_000 },
  async () => {
    const user = userEvent.setup();
    const { onSaved } = renderForm(dhulikhel);
    expect(field('नाम')).toHaveValue('धुलिखेल नगरपालिका');
    // 'Bagmati' as stored reads as the list's 'बागमती', काभ्रेपलान्चोक as the government's spelling.
    expect(screen.getByRole('combobox', { name: 'प्रदेश' })).toHaveValue('बागमती');
    expect(screen.getByRole('combobox', { name: 'जिल्ला' })).toHaveValue('काभ्रेपलाञ्चोक');
    expect(screen.getByRole('combobox', { name: 'स्थानीय तह' })).toHaveValue('धुलिखेल नगरपालिका');
    expect(screen.getByLabelText('सदस्यता सकिने मिति (ई.सं.)')).toHaveValue('2026-07-17');
    expect(screen.getByRole('img', { name: 'लोगो' })).toHaveAttribute(
      'src',
      '/storage/logos/a.png',
    );

    await user.click(screen.getByRole('button', { name: 'अद्यावधिक गर्नुहोस्' }));
    const xhr = FakeXhr.last;
    expect(xhr.url).toBe('/api/companies/2');
    expect((xhr.body as FormData).get('_method')).toBe('PUT');
    expect((xhr.body as FormData).get('expiry_date')).toBe('2026-07-17');
    expect((xhr.body as FormData).get('district')).toBe('काभ्रेपलाञ्चोक');

    xhr.respond(422, {
      message: 'Check the form.',
      code: 'VALIDATION_FAILED',
      errors: { municipality: ['Choose a province, district and municipality from the list.'] },
    });
    expect(
      await screen.findByText('Choose a province, district and municipality from the list.'),
    ).toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
  },
);
