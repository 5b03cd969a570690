/** The classes of one month block: pastel background, border, heading text and timeline line. */
export interface MonthColor {
  /** A name for tests and the print stylesheet. */
  name: string;
  block: string;
  heading: string;
  line: string;
}

// docs/behaviour.md §13: 12 pastel backgrounds, one per month and always the same month (Shrawan is
// always green), so officers learn them; neighbouring months never share a hue family. Backgrounds are the -50 shades: slate-900 text and the
// -900 headings keep well above the 4.5:1 contrast ratio on all of them. Full class strings,
// so that Tailwind finds them in the source.
const BY_BS_MONTH: Record<number, MonthColor> = {
  4: {
    name: 'emerald',
    block: 'bg-emerald-50 border-emerald-200',
    heading: 'text-emerald-900',
    line: 'bg-emerald-300',
  },
  5: {
    name: 'sky',
    block: 'bg-sky-50 border-sky-200',
    heading: 'text-sky-900',
    line: 'bg-sky-300',
  },
  6: {
    name: 'amber',
    block: 'bg-amber-50 border-amber-200',
    heading: 'text-amber-900',
    line: 'bg-amber-300',
  },
  7: {
    name: 'violet',
    block: 'bg-violet-50 border-violet-200',
    heading: 'text-violet-900',
    line: 'bg-violet-300',
  },
  8: {
    name: 'orange',
    block: 'bg-orange-50 border-orange-200',
    heading: 'text-orange-900',
    line: 'bg-orange-300',
  },
  9: {
    name: 'cyan',
    block: 'bg-cyan-50 border-cyan-200',
    heading: 'text-cyan-900',
    line: 'bg-cyan-300',
  },
  10: {
    name: 'rose',
    block: 'bg-rose-50 border-rose-200',
    heading: 'text-rose-900',
    line: 'bg-rose-300',
  },
  11: {
    name: 'lime',
    block: 'bg-lime-50 border-lime-200',
    heading: 'text-lime-900',
    line: 'bg-lime-300',
  },
  12: {
    name: 'fuchsia',
    block: 'bg-fuchsia-50 border-fuchsia-200',
    heading: 'text-fuchsia-900',
    line: 'bg-fuchsia-300',
  },
  1: {
    name: 'teal',
    block: 'bg-teal-50 border-teal-200',
    heading: 'text-teal-900',
    line: 'bg-teal-300',
  },
  2: {
    name: 'yellow',
    block: 'bg-yellow-50 border-yellow-200',
    heading: 'text-yellow-900',
    line: 'bg-yellow-300',
  },
  3: {
    name: 'indigo',
    block: 'bg-indigo-50 border-indigo-200',
    heading: 'text-indigo-900',
    line: 'bg-indigo-300',
  },
};

const FALLBACK: MonthColor = {
  name: 'slate',
  block: 'bg-slate-50 border-slate-200',
  heading: 'text-slate-900',
  line: 'bg-slate-300',
};

/** The colours of a BS month (1 = Baisakh … 12 = Chaitra), e.g. monthColor(4).name === 'emerald'. */
export function monthColor(bsMonth: number): MonthColor {
  return BY_BS_MONTH[bsMonth] ?? FALLBACK;
}
