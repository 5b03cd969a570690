import { z } from 'zod';
import { ROLES } from './roles.js';
import {
  confirmAlias,
  email,
  newPassword,
  storable,
  storableCheck,
  withConfirmAlias,
} from './common.js';

export const loginRequest = z.object({
  email: z.string().trim().min(1).max(254).refine(storable, storableCheck),
  password: z.string().min(1).max(200),
});
export type LoginRequest = z.infer<typeof loginRequest>;

export const companySummary = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string().nullable(),
  address: z.string().nullable(),
  // The letterhead's fields, so a client needs no second call (optional for older servers).
  contact: z.string().nullable().optional(),
  email: z.string().nullable().optional(),
  website: z.string().nullable().optional(),
  province: z.string().nullable().optional(),
  district: z.string().nullable().optional(),
  municipality: z.string().nullable().optional(),
  logo: z.string().nullable(),
  subLogo: z.string().nullable(),
  /** AD date YYYY-MM-DD, the last day of the subscription. */
  expiry_date: z.string().optional(),
  is_owner: z.boolean().optional(),
  status: z.string(),
  // null for the owner company, which never expires.
  remaining_days: z.number().nullable(),
});

export const user = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  company_id: z.number(),
  company: companySummary,
  roles: z.array(z.object({ name: z.enum(ROLES) })),
  // The officer's limits (issue 28, docs/decisions/037); optional for older servers.
  scope_wards: z.array(z.number()).optional(),
  scope_branch_ids: z.array(z.number()).optional(),
  can_plan: z.boolean().optional(),
});
export type User = z.infer<typeof user>;

export const loginResponse = z.object({ token: z.string(), message: z.string(), user });
export type LoginResponse = z.infer<typeof loginResponse>;

/** The current password is required, whatever the client (decision 031 keeps it). */
export const changePasswordRequest = withConfirmAlias(
  z
    .object({
      current_password: z.string().min(1).max(200),
      password: newPassword,
      password_confirmation: z.string().max(200),
      confirm: confirmAlias,
    })
    .refine((v) => v.password === v.password_confirmation, {
      path: ['password_confirmation'],
      message: 'Passwords do not match.',
      params: { kind: 'passwordsDiffer' },
    }),
);
export type ChangePasswordRequest = z.infer<typeof changePasswordRequest>;

export { email };
