import type { RoleName } from '@karyayojana/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import { makeCompany, makeUser } from '@/testing/data-generators';
import { renderRoutes } from '@/testing/test-utils';
import { AppLayout } from './app-layout';

function renderLayout(role: RoleName) {
  const user = makeUser({
    role,
    name: 'राम थापा',
    email: 'ram@owner.gov.np',
    company: makeCompany({ name: 'कार्ययोजना सञ्चालक' }),
  });
  return renderRoutes(
    [
      {
        Component: AppLayout,
        children: [
          { path: '/dashboard', element: <p>dashboard page</p> },
          { path: '/home', element: <p>home page</p> },
          { path: '/dashboard/reports/progress', element: <p>report page</p> },
        ],
      },
    ],
    { initialEntries: ['/dashboard'], user },
  );
}

test('the top bar names the municipality', () => {
  renderLayout('user');
  expect(screen.getByRole('banner')).toHaveTextContent('कार्ययोजना सञ्चालक');
});

test('the user menu shows name, email and "Super Admin", and its Dashboard goes to /home', async () => {
  const user = userEvent.setup();
  renderLayout('Super-Admin');
  const button = screen.getByRole('button', { name: 'राम थापा' });
  expect(button).toHaveAttribute('aria-expanded', 'false');

  await user.click(button);
  expect(button).toHaveAttribute('aria-expanded', 'true');
  const menu = screen.getByRole('menu');
  const panel = menu.parentElement as HTMLElement;
  expect(within(panel).getByText('राम थापा')).toBeVisible();
  expect(within(panel).getByText('ram@owner.gov.np')).toBeVisible();
  expect(within(panel).getByText('सुपर एडमिन')).toBeVisible();
  const items = within(menu).getAllByRole('menuitem');
  expect(items.map((item) => item.textContent)).toEqual(['ड्यासबोर्ड', 'प्रगति प्रतिवेदन', 'लग आउट']);
  expect(items[0]).toHaveFocus();

  await user.click(items[0]!);
  expect(screen.getByText('home page')).toBeVisible();
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
});

test('an officer without the sidebar reaches the progress report from the user menu', async () => {
  const user = userEvent.setup();
  renderLayout('user');
  await user.click(screen.getByRole('button', { name: 'राम थापा' }));
  await user.click(screen.getByRole('menuitem', { name: 'प्रगति प्रतिवेदन' }));
  expect(screen.getByText('report page')).toBeVisible();
});

test('the user menu works from the keyboard', async () => {
  const user = userEvent.setup();
  renderLayout('admin');
  const button = screen.getByRole('button', { name: 'राम थापा' });
  button.focus();

  await user.keyboard('{ArrowUp}');
  const items = within(screen.getByRole('menu')).getAllByRole('menuitem');
  expect(items[2]).toHaveFocus();
  await user.keyboard('{ArrowDown}');
  expect(items[0]).toHaveFocus();
  await user.keyboard('{End}');
  expect(items[2]).toHaveFocus();
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  expect(button).toHaveFocus();

  await user.keyboard('{Enter}');
  expect(within(screen.getByRole('menu')).getAllByRole('menuitem')[0]).toHaveFocus();
  await user.keyboard(' '); // Space follows the focused link like Enter
  expect(screen.getByText('home page')).toBeVisible();
});

test('the language switch flips the labels to English and back, and remembers the choice', async () => {
  const user = userEvent.setup();
  renderLayout('Super-Admin');
  expect(document.documentElement.lang).toBe('ne');
  await user.click(screen.getByRole('button', { name: 'English' }));

  expect(screen.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  expect(screen.getByRole('button', { name: 'Configurations' })).toBeVisible();
  expect(screen.getByRole('button', { name: 'Log Out' })).toBeVisible();
  expect(document.documentElement.lang).toBe('en');
  expect(localStorage.getItem('karyayojana.lang')).toBe('en');

  await user.click(screen.getByRole('button', { name: 'नेपाली' }));
  expect(screen.getByRole('link', { name: 'ड्यासबोर्ड' })).toBeVisible();
  expect(document.documentElement.lang).toBe('ne');
});
