import { z } from 'zod';
import { confirmAlias, email, newPassword, requiredId, text, withConfirmAlias } from './common.js';
import { ROLES } from './roles.js';
import { wardList } from './organisation.js';

/** A row of the Super-Admin's user list. */
export const userListItem = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  company_id: z.number(),
  company: z.object({ id: z.number(), name: z.string() }),
  roles: z.array(z.object({ name: z.enum(ROLES) })),
  // Issue 28 (docs/decisions/037), added to the original answer.
  /** false: the account cannot sign in (its admin deactivated it). */
  active: z.boolean(),
  /** The wards an officer's work is limited to; empty: no ward limit. */
  scope_wards: z.array(z.number()),
  /** The branches an officer's work is limited to; empty: no branch limit. */
  scope_branch_ids: z.array(z.number()),
  /** An officer may also plan (create, edit, delete, re-date events) inside the scope. */
  can_plan: z.boolean(),
});
export type UserListItem = z.infer<typeof userListItem>;

const passwords = {
  password: newPassword,
  password_confirmation: z.string().max(200),
  confirm: confirmAlias,
};
const matching = <T extends { password: string; password_confirmation: string }>(v: T) =>
  v.password === v.password_confirmation;
const mismatch = {
  path: ['password_confirmation'],
  message: 'Passwords do not match.',
  params: { kind: 'passwordsDiffer' },
};

const flag = z.preprocess(
  (v) =>
    v === 'true' || v === '1' || v === 1 ? true : v === 'false' || v === '0' || v === 0 ? false : v,
  z.boolean(),
);
export const userUpdate = z.object({
  name: text(150),
  email,
  company_id: requiredId,
  role: z.enum(ROLES),
  // Optional on the wire (issue 28): left out, an update keeps what is stored and a new
  // account is active, unlimited and without planning.
  active: flag.optional(),
  scope_wards: wardList.optional(),
  scope_branch_ids: z.array(requiredId).max(100).optional(),
  can_plan: flag.optional(),
});
// `confirm` is read as `password_confirmation` (the original client's forms, contract §4).
export const userRegister = withConfirmAlias(
  userUpdate.extend(passwords).refine(matching, mismatch),
);
export const setUserPassword = withConfirmAlias(z.object(passwords).refine(matching, mismatch));

export type UserUpdate = z.infer<typeof userUpdate>;
export type UserRegister = z.infer<typeof userRegister>;
export type SetUserPassword = z.infer<typeof setUserPassword>;
