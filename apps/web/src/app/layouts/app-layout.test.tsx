import type { RoleName } from '@karyayojana/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { makeUser } from '@/testing/data-generators';
import { renderRoutes } from '@/testing/test-utils';
import { AppLayout } from './app-layout';

const routes = [
  {
    Component: AppLayout,
    children: [
      { path: '/home', element: <p>home page</p> },
      { path: '/dashboard', element: <p>dashboard page</p> },
      { path: '/dashboard/config/fiscal-year', element: <p>fiscal years page</p> },
    ],
  },
];

function renderLayout(role: RoleName, path = '/home') {
  const user = makeUser({ role, name: 'सीता श्रेष्ठ', email: 'sita@dhulikhel.gov.np' });
  return renderRoutes(routes, { initialEntries: [path], user });
}

describe('sidebar', () => {
  test('an officer has the navigation too, with only the pages its role may open', () => {
    renderLayout('user');
    expect(screen.getByText('home page')).toBeVisible();
    const nav = screen.getByRole('navigation', { name: 'मुख्य मेनु' });
    const links = within(nav)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['वार्षिक कार्ययोजना', '/home'],
      ['ड्यासबोर्ड', '/dashboard'],
      ['कार्ययोजना', '/dashboard/events'],
      ['प्रगति प्रतिवेदन', '/dashboard/reports/progress'],
      ['अन्य कागजात', '/home/other-documents'],
      ['सेटिङ', '/dashboard/settings'],
    ]);
    expect(within(nav).queryByRole('button', { name: 'कन्फिगरेसन' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'मेनु खोल्नुहोस्' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'लग आउट' })).toBeVisible();
  });

  test("an admin has the sidebar links and its municipality's Configurations", async () => {
    const user = userEvent.setup();
    renderLayout('admin');
    const nav = screen.getByRole('navigation', { name: 'मुख्य मेनु' });
    expect(within(nav).getByRole('link', { name: 'ड्यासबोर्ड' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(within(nav).getByRole('link', { name: 'कार्ययोजना' })).toHaveAttribute(
      'href',
      '/dashboard/events',
    );
    expect(within(nav).getByRole('link', { name: 'अन्य कागजात' })).toHaveAttribute(
      'href',
      '/dashboard/other-documents',
    );
    expect(within(nav).getByRole('link', { name: 'सेटिङ' })).toHaveAttribute(
      'href',
      '/dashboard/settings',
    );
    // Issue 28: its people, branches and wards; never the Super-Admin's lookups.
    const button = within(nav).getByRole('button', { name: 'कन्फिगरेसन' });
    await user.click(button);
    const group = document.getElementById(button.getAttribute('aria-controls') ?? '')!;
    expect(
      within(group)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['प्रयोगकर्ता', '/dashboard/config/company-user'],
      ['शाखाहरू', '/dashboard/config/branches'],
      ['वडाहरू', '/dashboard/config/wards'],
    ]);
    expect(screen.getByRole('button', { name: 'लग आउट' })).toBeVisible();
  });

  test('the Super-Admin has a collapsible Configurations group', async () => {
    const user = userEvent.setup();
    renderLayout('Super-Admin');
    const nav = screen.getByRole('navigation', { name: 'मुख्य मेनु' });
    const group = within(nav).getByRole('button', { name: 'कन्फिगरेसन' });
    expect(group).toHaveAttribute('aria-expanded', 'false');
    expect(within(nav).queryByRole('link', { name: 'आर्थिक वर्ष' })).not.toBeInTheDocument();

    await user.click(group);
    expect(group).toHaveAttribute('aria-expanded', 'true');
    const hrefs = ['आर्थिक वर्ष', 'विषयगत क्षेत्र', 'नगरपालिकाहरू', 'प्रयोगकर्ता', 'शाखाहरू', 'वडाहरू'].map(
      (name) => within(nav).getByRole('link', { name }).getAttribute('href'),
    );
    expect(hrefs).toEqual([
      '/dashboard/config/fiscal-year',
      '/dashboard/config/categories',
      '/dashboard/config/companies',
      '/dashboard/config/company-user',
      '/dashboard/config/branches',
      '/dashboard/config/wards',
    ]);
  });

  test('collapses to icons with their names kept, and remembers it', async () => {
    const user = userEvent.setup();
    renderLayout('admin');
    await user.click(screen.getByRole('button', { name: 'साइडबार सानो बनाउनुहोस्' }));
    expect(screen.getByRole('button', { name: 'साइडबार ठूलो बनाउनुहोस्' })).toBeVisible();
    const nav = screen.getByRole('navigation', { name: 'मुख्य मेनु' });
    expect(within(nav).getByRole('link', { name: 'ड्यासबोर्ड' })).toBeVisible();
    expect(localStorage.getItem('karyayojana.sidebar-collapsed')).toBe('1');
  });

  test('on small screens the menu button opens a drawer that Escape closes', async () => {
    const user = userEvent.setup();
    renderLayout('admin');
    const menuButton = screen.getByRole('button', { name: 'मेनु खोल्नुहोस्' });
    await user.click(menuButton);

    const drawer = screen.getByRole('dialog', { name: 'मुख्य मेनु' });
    expect(drawer).toHaveAttribute('open');
    expect(within(drawer).getByRole('button', { name: 'मेनु बन्द गर्नुहोस्' })).toHaveFocus();
    expect(within(drawer).getByRole('link', { name: 'कार्ययोजना' })).toBeVisible();

    await user.keyboard('{Escape}');
    expect(drawer).not.toHaveAttribute('open');
    expect(menuButton).toHaveFocus();
  });

  test('a click on the drawer backdrop closes it', async () => {
    const user = userEvent.setup();
    renderLayout('Super-Admin');
    await user.click(screen.getByRole('button', { name: 'मेनु खोल्नुहोस्' }));
    const drawer = screen.getByRole('dialog', { name: 'मुख्य मेनु' });
    await user.click(drawer); // the ::backdrop belongs to the dialog box itself
    expect(drawer).not.toHaveAttribute('open');
  });
});

test('the first Tab reaches a skip link that moves the focus to the content', async () => {
  const user = userEvent.setup();
  renderLayout('admin');
  await user.tab();
  expect(screen.getByRole('link', { name: 'मुख्य सामग्रीमा जानुहोस्' })).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(screen.getByRole('main')).toHaveFocus();
});

describe('route access by role', () => {
  test('an admin opening a Super-Admin page sees the not-found page', () => {
    renderLayout('admin', '/dashboard/config/fiscal-year');
    expect(screen.getByText('माफ गर्नुहोस्, पृष्ठ भेटिएन।')).toBeVisible();
    expect(screen.queryByText('fiscal years page')).not.toBeInTheDocument();
  });

  test('the Super-Admin opens it', () => {
    renderLayout('Super-Admin', '/dashboard/config/fiscal-year');
    expect(screen.getByText('fiscal years page')).toBeVisible();
  });
});
