import { z } from 'zod';
import { ROLES } from './roles.js';
import { email, NOT_STORABLE, newPassword, storable } from './common.js';

export const loginRequest = z.object({
  email: z.string().trim().min(1).max(254).refine(storable, NOT_STORABLE),
  password: z.string().min(1).max(200),
});
export type LoginRequest = z.infer<typeof loginRequest>;

export const companySummary = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string().nullable(),
  address: z.string().nullable(),
  logo: z.string().nullable(),
  subLogo: z.string().nullable(),
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
});
export type User = z.infer<typeof user>;

export const loginResponse = z.object({ token: z.string(), message: z.string(), user });

export const changePasswordRequest = z
  .object({
    current_password: z.string().min(1).max(200),
    password: newPassword,
    password_confirmation: z.string().max(200),
  })
  .refine((v) => v.password === v.password_confirmation, {
    path: ['password_confirmation'],
    message: 'Passwords do not match.',
  });
export type ChangePasswordRequest = z.infer<typeof changePasswordRequest>;

export { email };
