import { roleMay } from '@karyayojana/contracts';
import { useCurrentUser } from '@/lib/auth/get-user';
import { roleNames } from '@/lib/auth/roles';

/** What the signed-in role may do on these screens (docs/behaviour.md §2); the server checks again. */
export function useEventPermissions() {
  const roles = roleNames(useCurrentUser());
  const may = (action: Parameters<typeof roleMay>[1]) => roles.some((r) => roleMay(r, action));
  return {
    /** Create, edit, delete, re-date, duplicate events and tasks. */
    canWrite: may('plan.write'),
    /** Send events to other municipalities. */
    canTransfer: may('plan.copyToCompanies'),
    /** Upload, replace or remove a task's proof. */
    canDocument: may('tasks.proof'),
  };
}
