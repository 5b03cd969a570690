import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { findRouteAccess } from '@/config/route-access';
import { i18n, resetTexts } from '@/lib/i18n';
import { loadFeatureTexts } from './load-feature-texts';
import { loadPublicTexts } from './load-public-texts';
import { makeCompany, makeUser } from '@/testing/data-generators';
import { renderRoutes } from '@/testing/test-utils';
import { routes, signedInPages } from './router';
import { queryKeys } from '@/lib/queries/query-keys';
import { makeProgressReport } from '@/features/reports/testing/builders';

// The first visit of a lazy page compiles it on the fly: allow for that.
const lazyPage = { timeout: 8000 };
vi.setConfig({ testTimeout: 15_000 });

const user = makeUser({ role: 'admin', company: makeCompany({ name: 'बनेपा नगरपालिका' }) });

/** The login page asks whether the server sends mail (issue 17): here it does not. */
function mailOff() {
  vi.mocked(globalThis.fetch).mockImplementation(() =>
    Promise.resolve(
      new Response(JSON.stringify({ data: { mail: false } }), {
        headers: { 'content-type': 'application/json' },
      }),
    ),
  );
}

describe('without a token', () => {
  test('a signed-in page sends the user to the login page', async () => {
    mailOff();
    const { router } = renderRoutes(routes, { initialEntries: ['/home'] });
    expect(await screen.findByRole('heading', { name: 'स्वागत छ' }, lazyPage)).toBeVisible();
    expect(router.state.location.pathname).toBe('/');
  });

  test('an unknown path shows the not-found page', async () => {
    renderRoutes(routes, { initialEntries: ['/nowhere'] });
    expect(await screen.findByText('माफ गर्नुहोस्, पृष्ठ भेटिएन।', {}, lazyPage)).toBeVisible();
  });

  test('signing in moves on to /home with the user the answer carried: no request for it', async () => {
    const fetchSpy = vi.mocked(globalThis.fetch).mockImplementation((input) => {
      const body =
        input === '/api/login'
          ? { token: 'the-token', message: 'Logged in', user }
          : { data: [], activeYear: null, meta: { total: 0, page: 1, per_page: 10 } };
      return Promise.resolve(
        new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }),
      );
    });
    const person = userEvent.setup();
    const { router } = renderRoutes(routes, { initialEntries: ['/'] });

    await person.type(await screen.findByLabelText('इमेल', {}, lazyPage), 'sita@banepa.gov.np');
    await person.type(screen.getByLabelText('पासवर्ड'), 'secret-password');
    await person.click(screen.getByRole('button', { name: 'लगइन गर्नुहोस्' }));

    expect(
      await screen.findByRole('heading', { name: 'वार्षिक कार्ययोजना' }, lazyPage),
    ).toBeVisible();
    expect(screen.getAllByText('बनेपा नगरपालिका').length).toBeGreaterThan(0);
    expect(router.state.location.pathname).toBe('/home');
    expect(fetchSpy.mock.calls.map(([input]) => input)).not.toContain('/api/user');
  });
});

describe('the public email pages (issue 17)', () => {
  test('the login page links to /forgot-password when mail is on; the page opens', async () => {
    vi.mocked(globalThis.fetch).mockImplementation(() =>
      Promise.resolve(
        new Response(JSON.stringify({ data: { mail: true } }), {
          headers: { 'content-type': 'application/json' },
        }),
      ),
    );
    const person = userEvent.setup();
    const { router } = renderRoutes(routes, { initialEntries: ['/'] });
    await person.click(await screen.findByRole('link', { name: 'पासवर्ड बिर्सनुभयो?' }, lazyPage));
    expect(
      await screen.findByRole('heading', { name: 'पासवर्ड बिर्सनुभयो?' }, lazyPage),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/forgot-password');
  });

  test.each([
    ['/reset-password?token=abc', 'नयाँ पासवर्ड राख्नुहोस्'],
    ['/unsubscribe?token=abc', 'इमेल बन्द गर्ने'],
  ])('%s opens without signing in, and signed in too', async (url, heading) => {
    renderRoutes(routes, { initialEntries: [url] });
    expect(await screen.findByRole('heading', { name: heading }, lazyPage)).toBeVisible();
    cleanup();
    renderRoutes(routes, { initialEntries: [url], user });
    expect(await screen.findByRole('heading', { name: heading }, lazyPage)).toBeVisible();
  });

  test('their texts come with them, not with the entry', async () => {
    resetTexts();
    expect(i18n.exists('account.unsubscribe.title')).toBe(false);
    renderRoutes(routes, { initialEntries: ['/unsubscribe?token=abc'] });
    expect(await screen.findByRole('heading', { name: 'इमेल बन्द गर्ने' }, lazyPage)).toBeVisible();
  });
});

describe('with a token', () => {
  test('the login page sends the user on to /home', async () => {
    // The timeline asks for its lists; empty answers are enough to see where the user lands.
    vi.mocked(globalThis.fetch).mockImplementation(() =>
      Promise.resolve(
        new Response(
          JSON.stringify({ data: [], activeYear: null, meta: { total: 0, page: 1, per_page: 10 } }),
          { headers: { 'content-type': 'application/json' } },
        ),
      ),
    );
    const { router } = renderRoutes(routes, { initialEntries: ['/'], user });
    expect(
      await screen.findByRole('heading', { name: 'वार्षिक कार्ययोजना' }, lazyPage),
    ).toBeVisible();
    expect(screen.getAllByText('बनेपा नगरपालिका').length).toBeGreaterThan(0);
    expect(router.state.location.pathname).toBe('/home');
  });

  test.each(['/home/settings/profile', '/dashboard/settings/change-password'])(
    '%s is the change-password form',
    async (path) => {
      renderRoutes(routes, { initialEntries: [path], user });
      expect(
        await screen.findByRole('heading', { name: 'पासवर्ड परिवर्तन' }, lazyPage),
      ).toBeVisible();
      expect(screen.getByLabelText('हालको पासवर्ड')).toBeVisible();
    },
  );

  test('/dashboard shows the municipality', async () => {
    const { queryClient } = renderRoutes(routes, { initialEntries: ['/dashboard'], user });
    // GET /api/dashboard's answer, in the cache before the lazy page asks for it.
    queryClient.setQueryData(queryKeys.dashboard, {
      kind: 'company',
      company: user.company,
      events: 0,
      activeYearEvents: 0,
    });
    // And the year's progress (issue 14): a year without a plan yet.
    queryClient.setQueryData(
      queryKeys.reports.progress({ detail: 'summary' }),
      makeProgressReport({ company: { id: 2, name: 'बनेपा नगरपालिका' } }),
    );
    expect(await screen.findByRole('heading', { name: 'ड्यासबोर्ड' }, lazyPage)).toBeVisible();
    expect(screen.getByRole('main')).toHaveTextContent('बनेपा नगरपालिका');
  });

  test('an unknown signed-in path is not found', async () => {
    renderRoutes(routes, { initialEntries: ['/dashboard/no-such-page'], user });
    expect(await screen.findByText('माफ गर्नुहोस्, पृष्ठ भेटिएन।', {}, lazyPage)).toBeVisible();
  });

  test.each(['/dashboard/activity', '/dashboard/trash'])(
    'a plain user opening %s (issue 16) sees the not-found page',
    async (path) => {
      renderRoutes(routes, { initialEntries: [path], user: makeUser({ role: 'user' }) });
      expect(await screen.findByText('माफ गर्नुहोस्, पृष्ठ भेटिएन।', {}, lazyPage)).toBeVisible();
    },
  );
});

describe("the features' texts", () => {
  afterEach(() => Promise.all([loadFeatureTexts(), loadPublicTexts()]));

  test('are not in the entry: the login page shows without them', async () => {
    resetTexts(); // the texts the entry carries, as on a first visit
    expect(i18n.exists('timeline.title')).toBe(false);
    mailOff();
    renderRoutes(routes, { initialEntries: ['/'] });
    expect(await screen.findByRole('heading', { name: 'स्वागत छ' }, lazyPage)).toBeVisible();
    expect(i18n.exists('timeline.title')).toBe(false);
  });

  test('come with the signed-in layout, before its first page renders', async () => {
    resetTexts(); // the texts the entry carries, as on a first visit
    vi.mocked(globalThis.fetch).mockImplementation(() =>
      Promise.resolve(
        new Response(
          JSON.stringify({ data: [], activeYear: null, meta: { total: 0, page: 1, per_page: 10 } }),
          { headers: { 'content-type': 'application/json' } },
        ),
      ),
    );
    renderRoutes(routes, { initialEntries: ['/home'], user });
    expect(
      await screen.findByRole('heading', { name: 'वार्षिक कार्ययोजना' }, lazyPage),
    ).toBeVisible();
    // Both languages got them: the page follows a switch to English.
    act(() => void i18n.changeLanguage('en'));
    expect(await screen.findByRole('heading', { name: 'Annual work plan' })).toBeVisible();
  });
});

test('every signed-in page has its row in the route-access table', () => {
  for (const page of signedInPages) {
    expect(findRouteAccess(page.path ?? '')?.path, page.path).toBe(page.path);
  }
});
