import type { Company } from '@karyayojana/contracts';

const fold = (text: string | null | undefined) => (text ?? '').toLocaleLowerCase().normalize('NFC');

/** docs/behaviour.md §5: the list's search box matches the name, the email or the address. */
export function filterCompanies(companies: readonly Company[], query: string): Company[] {
  const needle = fold(query.trim());
  if (!needle) return [...companies];
  return companies.filter((c) =>
    [c.name, c.email, c.address, c.municipality, c.district, c.province].some((field) =>
      fold(field).includes(needle),
    ),
  );
}
