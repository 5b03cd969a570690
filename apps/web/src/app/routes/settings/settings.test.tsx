import type { Company, User } from '@karyayojana/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { testQueryClient } from '@/testing/test-utils';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, test, vi } from 'vitest';
import { getCompanyQueryOptions } from '@/features/companies/api/get-company';
import { wardsKeys } from '@/lib/queries/wards';
import { setToken } from '@/lib/auth/token-storage';
import { makeCompany, makeUser } from '@/testing/data-generators';
import { settingsRoutes } from './routes';
import { queryKeys } from '@/lib/queries/query-keys';

const lazyPage = { timeout: 8000 };
vi.setConfig({ testTimeout: 15_000 });

function fullCompany(user: User): Company {
  return {
    ...user.company,
    contact: '011-490000',
    email: 'info@dhulikhel.gov.np',
    website: null,
    province: 'बागमती',
    district: 'काभ्रेपलाञ्चोक',
    municipality: 'धुलिखेल नगरपालिका',
    expiry_date: '2027-06-01',
    is_owner: false,
  };
}

function renderSettings(url: string, user: User) {
  const queryClient = testQueryClient();
  setToken('test-token');
  queryClient.setQueryData(queryKeys.user, user);
  queryClient.setQueryData(getCompanyQueryOptions(user.company_id).queryKey, fullCompany(user));
  // The profile's calendar-feed section (issue 17) reads these; the tests here have no server.
  queryClient.setQueryData(queryKeys.calendarFeed, {
    url: 'https://karyayojana.example.np/ical/secret.ics',
  });
  queryClient.setQueryData(queryKeys.categories.list, []);
  // And the wards it offers a choice of (issue 28).
  queryClient.setQueryData(wardsKeys.list, { data: [], meta: { company_id: 2, ward_count: 0 } });
  // The municipality's public plan page (issue 18), on the Company tab.
  queryClient.setQueryData(queryKeys.companies.publicPlan(user.company_id), {
    enabled: false,
    slug: null,
    url: null,
    suggested_slug: 'dhulikhel',
  });
  // And the email section's choices (issue 17).
  queryClient.setQueryData(queryKeys.mailSettings, {
    enabled: true,
    email: user.email,
    digest: true,
    reminder_days: 1,
    language: 'ne',
  });
  const router = createMemoryRouter([...settingsRoutes, { path: '*', element: <p>elsewhere</p> }], {
    initialEntries: [url],
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('settings tabs', () => {
  test('a plain user sees Profile and Change Password, not Company', async () => {
    renderSettings('/dashboard/settings', makeUser({ role: 'user' }));
    const tabs = await screen.findByRole('tablist', { name: 'सेटिङका भागहरू' }, lazyPage);
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['प्रोफाइल', 'पासवर्ड परिवर्तन']);
    expect(within(tabs).getByRole('tab', { name: 'प्रोफाइल' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('प्रोफाइल');
  });

  test.each(['admin', 'Super-Admin'] as const)(
    '%s also gets the Company tab, for their municipality',
    async (role) => {
      renderSettings('/dashboard/settings/profile', makeUser({ role }));
      const tabs = await screen.findByRole('tablist', {}, lazyPage);
      const company = within(tabs).getByRole('tab', { name: 'नगरपालिका' });
      expect(company).toHaveAttribute('href', '/dashboard/settings/company/2');
      expect(company).toHaveAttribute('aria-selected', 'false');
    },
  );

  test('only the Super-Admin gets the Email service tab (issue 17)', async () => {
    renderSettings('/dashboard/settings', makeUser({ role: 'Super-Admin' }));
    const tabs = await screen.findByRole('tablist', {}, lazyPage);
    expect(within(tabs).getByRole('tab', { name: 'इमेल सेवा' })).toHaveAttribute(
      'href',
      '/dashboard/settings/mail',
    );
    cleanup();
    renderSettings('/dashboard/settings', makeUser({ role: 'admin' }));
    const others = await screen.findByRole('tablist', {}, lazyPage);
    expect(within(others).queryByRole('tab', { name: 'इमेल सेवा' })).not.toBeInTheDocument();
  });

  test('Email service shows the mail queue, in its tab', async () => {
    vi.mocked(globalThis.fetch).mockImplementation(() =>
      Promise.resolve(
        new Response(
          JSON.stringify({
            data: {
              enabled: true,
              from: 'noreply@example.gov.np',
              public_url: 'https://karyayojana.example.gov.np',
              queue: { pending: 0, retrying: 0, failed: 0, sent_last_day: 5 },
              problems: [],
              recent: [],
            },
          }),
          { headers: { 'content-type': 'application/json' } },
        ),
      ),
    );
    renderSettings('/dashboard/settings/mail', makeUser({ role: 'Super-Admin' }));
    expect(await screen.findByRole('heading', { name: 'इमेल सेवा' }, lazyPage)).toBeVisible();
    expect(await screen.findByText('इमेल चालु छ')).toBeVisible();
    expect(screen.getByRole('tab', { name: 'इमेल सेवा' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('इमेल सेवा');
    expect(globalThis.fetch).toHaveBeenCalledWith('/api/mail/status', expect.anything());
  });

  test('arrow keys move between the tabs, Enter opens one', async () => {
    const user = userEvent.setup();
    const router = renderSettings('/dashboard/settings', makeUser({ role: 'admin' }));
    const profile = await screen.findByRole('tab', { name: 'प्रोफाइल' }, lazyPage);
    expect(profile).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'नगरपालिका' })).toHaveAttribute('tabindex', '-1');
    profile.focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'नगरपालिका' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'पासवर्ड परिवर्तन' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(profile).toHaveFocus();
    await user.keyboard('{ArrowLeft}{Enter}');
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/dashboard/settings/change-password'),
    );
    expect(await screen.findByLabelText('हालको पासवर्ड', {}, lazyPage)).toBeVisible();
    expect(screen.getByRole('tab', { name: 'पासवर्ड परिवर्तन' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  test('Change Password is the change-password form inside the tabs', async () => {
    const user = userEvent.setup();
    renderSettings('/dashboard/settings/change-password', makeUser());
    expect(await screen.findByRole('heading', { name: 'पासवर्ड परिवर्तन' }, lazyPage)).toBeVisible();
    await user.type(screen.getByLabelText('हालको पासवर्ड'), 'old-password');
    await user.type(screen.getByLabelText('नयाँ पासवर्ड'), 'new-password-1');
    await user.type(screen.getByLabelText('नयाँ पासवर्ड फेरि'), 'new-password-2');
    expect(screen.getByText('पासवर्ड मिलेन।')).toBeVisible();
    expect(screen.getByRole('button', { name: 'पासवर्ड परिवर्तन गर्नुहोस्' })).toBeDisabled();
  });

  test('Company is the municipality form, filled in', async () => {
    renderSettings('/dashboard/settings/company/2', makeUser({ role: 'admin' }));
    expect(
      await screen.findByRole('heading', { name: 'नगरपालिकाको विवरण' }, lazyPage),
    ).toBeVisible();
    expect(await screen.findByDisplayValue('info@dhulikhel.gov.np', {}, lazyPage)).toBeVisible();
    expect(screen.getByRole('tab', { name: 'नगरपालिका' })).toHaveAttribute('aria-selected', 'true');
    // Issue 18: below the form, the municipality's public plan page.
    expect(
      await screen.findByRole('region', { name: 'सार्वजनिक कार्ययोजना' }, lazyPage),
    ).toBeVisible();
    expect(screen.getByRole('checkbox', { name: 'नागरिकले हेर्न मिल्ने बनाउनुहोस्' })).not.toBeChecked();
  });

  test("an admin on another municipality's address gets no public plan section", async () => {
    // The form asks for the other municipality (the server refuses); the public plan never is.
    vi.mocked(globalThis.fetch).mockImplementation(() =>
      Promise.resolve(
        new Response(JSON.stringify({ message: 'Not found.', code: 'NOT_FOUND' }), {
          status: 404,
          headers: { 'Content-Type': 'application/json' },
        }),
      ),
    );
    renderSettings('/dashboard/settings/company/9', makeUser({ role: 'admin' }));
    expect(
      await screen.findByRole('heading', { name: 'नगरपालिकाको विवरण' }, lazyPage),
    ).toBeVisible();
    await screen.findByRole('alert', {}, lazyPage);
    expect(screen.queryByRole('region', { name: 'सार्वजनिक कार्ययोजना' })).not.toBeInTheDocument();
    expect(
      vi
        .mocked(globalThis.fetch)
        .mock.calls.map(([url]) => (url instanceof Request ? url.url : url.toString())),
    ).not.toContain('/api/companies/9/public-plan');
  });
});

describe('profile', () => {
  test('shows the user and the municipality, on /home/profile too', async () => {
    const user = makeUser({
      role: 'admin',
      company: makeCompany({ remaining_days: 12, logo: 'logos/d.png' }),
    });
    renderSettings('/home/profile', user);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'प्रोफाइल' }, lazyPage),
    ).toBeVisible();
    const mine = screen.getByRole('region', { name: 'प्रयोगकर्ताको विवरण' });
    expect(mine).toHaveTextContent('सीता श्रेष्ठ');
    expect(mine).toHaveTextContent('sita@dhulikhel.gov.np');
    expect(mine).toHaveTextContent('एडमिन');
    expect(within(mine).getByRole('link', { name: 'पासवर्ड परिवर्तन गर्नुहोस्' })).toHaveAttribute(
      'href',
      '/home/settings/profile',
    );
    const municipality = screen.getByRole('region', { name: 'नगरपालिकाको विवरण' });
    expect(municipality).toHaveTextContent('धुलिखेल नगरपालिका');
    expect(municipality).toHaveTextContent('स्वच्छ, सुन्दर र समृद्ध धुलिखेल');
    expect(municipality).toHaveTextContent('धुलिखेल, काभ्रेपलाञ्चोक');
    expect(municipality).toHaveTextContent('सक्रिय');
    // Fewer than 30 days left: a warning in red.
    expect(within(municipality).getByText(/१२ दिन बाँकी/)).toHaveClass('text-red-700');
    expect(
      within(municipality).getByRole('img', { name: 'धुलिखेल नगरपालिका को लोगो' }),
    ).toHaveAttribute('src', '/storage/logos/d.png');
    // Issue 17: the personal calendar link, for every role.
    const calendar = screen.getByRole('region', { name: 'क्यालेन्डरमा कार्ययोजना' });
    expect(within(calendar).getByLabelText('क्यालेन्डरको लिङ्क')).toHaveValue(
      'https://karyayojana.example.np/ical/secret.ics',
    );
    // And which emails the user gets, below it.
    const mail = screen.getByRole('region', { name: 'इमेल' });
    expect(within(mail).getByRole('checkbox', { name: /साप्ताहिक सारांश/ })).toBeChecked();
  });

  test('an expired municipality says so', async () => {
    renderSettings(
      '/dashboard/settings',
      makeUser({ company: makeCompany({ status: '0', remaining_days: 0 }) }),
    );
    expect(await screen.findByText('म्याद सकिएको', {}, lazyPage)).toBeVisible();
    expect(screen.getByRole('region', { name: 'क्यालेन्डरमा कार्ययोजना' })).toBeVisible();
    expect(screen.queryByText(/दिन बाँकी/)).not.toBeInTheDocument();
    // A plain user may not edit the municipality.
    expect(
      screen.queryByRole('link', { name: 'नगरपालिकाको विवरण सम्पादन' }),
    ).not.toBeInTheDocument();
  });
});
