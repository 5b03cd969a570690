import { z } from 'zod';
import { confirmAlias, email, newPassword, requiredId, text, withConfirmAlias } from './common.js';
import { ROLES } from './roles.js';

/** A row of the Super-Admin's user list. */
export const userListItem = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  company_id: z.number(),
  company: z.object({ id: z.number(), name: z.string() }),
  roles: z.array(z.object({ name: z.enum(ROLES) })),
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

export const userUpdate = z.object({
  name: text(150),
  email,
  company_id: requiredId,
  role: z.enum(ROLES),
});
// `confirm` is read as `password_confirmation` (the original client's forms, contract §4).
export const userRegister = withConfirmAlias(
  userUpdate.extend(passwords).refine(matching, mismatch),
);
export const setUserPassword = withConfirmAlias(z.object(passwords).refine(matching, mismatch));

export type UserUpdate = z.infer<typeof userUpdate>;
export type UserRegister = z.infer<typeof userRegister>;
export type SetUserPassword = z.infer<typeof setUserPassword>;
