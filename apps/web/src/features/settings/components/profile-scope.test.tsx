import type { RoleName, User } from '@karyayojana/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { branchesKeys } from '@/lib/queries/branches';
import { makeUser } from '@/testing/data-generators';
import { testQueryClient } from '@/testing/test-utils';
import { ProfileScope } from './profile-scope';

function renderScope(user: User) {
  const queryClient = testQueryClient();
  queryClient.setQueryData(branchesKeys.list, [
    { id: 11, company_id: 2, name: 'योजना शाखा', name_en: 'Planning', order: 1, active: true },
  ]);
  render(
    <QueryClientProvider client={queryClient}>
      <dl>
        <ProfileScope user={user} />
      </dl>
    </QueryClientProvider>,
  );
}

const term = (label: string) => screen.getByText(label, { selector: 'dt' }).nextSibling;

test("an officer's profile says their wards and branches and that they may not plan", () => {
  renderScope(
    makeUser({ role: 'user', scope_wards: [5], scope_branch_ids: [11], can_plan: false }),
  );
  expect(term('तपाईंको जिम्मेवारी')).toHaveTextContent('वडा नं ५, योजना शाखा');
  expect(term('योजना बनाउन')).toHaveTextContent('नपाउने');
});

test.each<[RoleName, Partial<User>, string]>([
  ['user', { scope_wards: [], scope_branch_ids: [], can_plan: true }, 'पाउने'],
  ['admin', {}, 'पाउने'],
])('%s without limits: the whole municipality', (role, more, plan) => {
  renderScope(makeUser({ role, ...more }));
  expect(term('तपाईंको जिम्मेवारी')).toHaveTextContent('सम्पूर्ण पालिका');
  expect(term('योजना बनाउन')).toHaveTextContent(plan);
});

test("the Super-Admin's profile has no such line", () => {
  renderScope(makeUser({ role: 'Super-Admin' }));
  expect(screen.queryByText('तपाईंको जिम्मेवारी')).not.toBeInTheDocument();
});
