import type { UserListItem } from '@karyayojana/contracts';

const fold = (text: string) => text.toLocaleLowerCase().normalize('NFC');

/** docs/behaviour.md §5: the user list's search matches the name, the email or the company name. */
export function filterUsers(users: readonly UserListItem[], query: string): UserListItem[] {
  const needle = fold(query.trim());
  if (!needle) return [...users];
  return users.filter((u) =>
    [u.name, u.email, u.company.name].some((field) => fold(field).includes(needle)),
  );
}
