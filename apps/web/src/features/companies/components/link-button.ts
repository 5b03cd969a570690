/** A router <Link> that looks like the primary Button (components/ui/button). */
export const primaryLinkClass =
  'inline-flex h-10 shrink-0 items-center justify-center gap-2 rounded-md bg-blue-700 px-4 text-sm font-semibold text-white transition-colors hover:bg-blue-800';
