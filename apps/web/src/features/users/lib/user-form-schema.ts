import { parseWards, ROLES, type RoleName } from '@karyayojana/contracts';
import * as z from 'zod/mini';

const required = (message: string) => z.string().check(z.refine((v) => v.trim() !== '', message));

const passwordSchema = z.string().check(z.minLength(8, 'validation.passwordMin'));
const matching = z.refine<{ password: string; password_confirmation: string }>(
  (v) => v.password === v.password_confirmation,
  { path: ['password_confirmation'], message: 'validation.passwordsDoNotMatch' },
);

const base = {
  company_id: required('users.validation.companyRequired'),
  name: required('users.validation.nameRequired').check(z.maxLength(150)),
  role: z
    .string()
    .check(
      z.refine((v) => (ROLES as readonly string[]).includes(v), 'users.validation.roleRequired'),
    ),
  email: required('users.validation.emailRequired').check(
    z.refine(
      (v) => v.trim() === '' || z.email().safeParse(v.trim()).success,
      'users.validation.emailInvalid',
    ),
  ),
  // An officer's scope (issue 28): the wards as typed or ticked ("३, ६ र ११"), the branches'
  // ids, the planning right; and whether the account may sign in.
  scope_wards: z
    .string()
    .check(z.refine((v) => parseWards(v) !== null, 'users.validation.wardsInvalid')),
  scope_branch_ids: z.array(z.string()),
  can_plan: z.boolean(),
  active: z.boolean(),
};

/** docs/behaviour.md §5 user form: municipality, username, role and email; passwords on create only. */
export function userFormSchema({ creating }: { creating: boolean }) {
  return z
    .object({
      ...base,
      password: creating ? passwordSchema : z.string(),
      password_confirmation: z.string(),
    })
    .check(matching);
}

export const setPasswordSchema = z
  .object({ password: passwordSchema, password_confirmation: z.string() })
  .check(matching);

export type UserFormValues = z.infer<ReturnType<typeof userFormSchema>>;

export const userFormFields = [
  'company_id',
  'name',
  'role',
  'email',
  'password',
  'password_confirmation',
  'scope_wards',
  'scope_branch_ids',
  'can_plan',
  'active',
] as const;

/**
 * Only the owner company may hold Super-Admins (docs/behaviour.md §2), and only the
 * Super-Admin makes one: a municipality's admin is never offered the role (issue 28).
 */
export function rolesFor(
  companyId: string,
  ownerCompanyId: number,
  { mayMakeSuperAdmin = true }: { mayMakeSuperAdmin?: boolean } = {},
): RoleName[] {
  return mayMakeSuperAdmin && companyId === String(ownerCompanyId)
    ? [...ROLES]
    : ROLES.filter((r) => r !== 'Super-Admin');
}
