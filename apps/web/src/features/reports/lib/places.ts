import { branchName, wardsLabel, type ProgressReport } from '@karyayojana/contracts';
import type { Lang } from './format';

type Branches = NonNullable<ProgressReport['organisation']>['branches'];

/**
 * Wards and branches as a page names them (issue 28): "वडा नं ३ र ५, पालिका स्तरीय, योजना
 * शाखा"; 0 among the wards is the municipality-level events. Empty when none is given.
 */
export function placesLabel(
  wards: readonly number[],
  branchIds: readonly number[],
  branches: Branches,
  lang: Lang,
): string {
  const parts: string[] = [];
  const named = wards.filter((n) => n > 0);
  if (named.length > 0) parts.push(wardsLabel(named, lang));
  if (wards.includes(0)) parts.push(wardsLabel([], lang));
  for (const id of branchIds) {
    const b = branches.find((x) => x.id === id);
    parts.push(b ? branchName(b, lang) : `#${id}`);
  }
  return parts.join(', ');
}
