import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { makeUser } from '@/testing/data-generators';
import { renderRoutes } from '@/testing/test-utils';
import { SidebarNav } from './sidebar-nav';

test('the progress report comes right after the action plans it reports on', () => {
  const user = makeUser({ role: 'admin' });
  renderRoutes([{ path: '/dashboard/reports/progress', element: <SidebarNav user={user} /> }], {
    initialEntries: ['/dashboard/reports/progress'],
    user,
  });
  const nav = screen.getByRole('navigation', { name: 'मुख्य मेनु' });
  const links = within(nav).getAllByRole('link');
  expect(links.map((link) => link.textContent)).toEqual([
    'वार्षिक कार्ययोजना',
    'ड्यासबोर्ड',
    'कार्ययोजना',
    'प्रगति प्रतिवेदन',
    'अन्य कागजात',
    'गतिविधि विवरण',
    'मेटिएका (रद्दीटोकरी)',
    'सेटिङ',
  ]);
  const report = within(nav).getByRole('link', { name: 'प्रगति प्रतिवेदन' });
  expect(report).toHaveAttribute('href', '/dashboard/reports/progress');
  expect(report).toHaveAttribute('aria-current', 'page');
});
