import type { ReactNode } from 'react';

/** One line of a profile's description list: its label and value. */
export function ProfileRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 py-2.5 sm:grid-cols-[9rem_minmax(0,1fr)] sm:gap-4">
      <dt className="text-sm font-semibold text-slate-700">{label}</dt>
      <dd className="break-words text-slate-900">{children}</dd>
    </div>
  );
}
