import { daysBetween } from './clock.js';

export interface CompanyStatus {
  /** '1' while today ≤ expiry date, else '0' (docs/behaviour.md §2), computed on every read. */
  status: '1' | '0';
  /** Whole days left, never below 0; null for the owner company, which never expires. */
  remaining_days: number | null;
}

export function companyStatus(expiryDate: string, isOwner: boolean, today: string): CompanyStatus {
  if (isOwner) return { status: '1', remaining_days: null };
  const left = daysBetween(today, expiryDate);
  return { status: left >= 0 ? '1' : '0', remaining_days: Math.max(0, left) };
}

export function isExpired(expiryDate: string, isOwner: boolean, today: string): boolean {
  return companyStatus(expiryDate, isOwner, today).status !== '1';
}
