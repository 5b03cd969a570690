// docs/behaviour.md §4: themes red, blue, green, dark and deepdark; any other value is the default. Full
// class names only, so that Tailwind finds them in the source. Every text/background pair
// meets WCAG AA contrast (4.5:1).

export interface PickerTheme {
  /** The dialog's panel: background and text. */
  panel: string;
  /** The band with the month and year selects. */
  header: string;
  /** The previous/next month buttons on the header band. */
  headerButton: string;
  /** Month and year selects. */
  select: string;
  /** Weekday names above the grid. */
  weekday: string;
  /** A day that can be chosen, not selected. */
  day: string;
  /** The selected day. */
  selected: string;
  /** The dot that marks today (the keyboard focus is the one outlined day). */
  today: string;
  /** A day outside minDate..maxDate. */
  disabled: string;
  /** The keyboard focus outline, for every control of the picker. */
  focus: string;
  /** Secondary text: the AD day in a cell, notes. */
  muted: string;
  /** Footer buttons. */
  action: string;
}

export type DatePickerTheme = 'default' | 'red' | 'blue' | 'green' | 'dark' | 'deepdark';

const light = {
  panel: 'bg-white text-slate-900',
  headerButton: 'hover:bg-black/15 disabled:opacity-40',
  select: 'border border-slate-300 bg-white text-slate-900',
  weekday: 'text-slate-700',
  day: 'text-slate-900 hover:bg-slate-100',
  disabled: 'text-slate-400 line-through',
  muted: 'text-slate-600',
  action: 'border border-slate-300 bg-white text-slate-800 hover:bg-slate-100',
};

const dark = {
  panel: 'bg-slate-800 text-slate-100',
  header: 'bg-slate-900 text-slate-100',
  headerButton: 'hover:bg-white/15 disabled:opacity-40',
  select: 'border border-slate-600 bg-slate-800 text-slate-100',
  weekday: 'text-slate-300',
  day: 'text-slate-100 hover:bg-slate-700',
  selected: 'bg-sky-300 font-bold text-slate-950',
  today: 'bg-sky-300',
  disabled: 'text-slate-500 line-through',
  focus: 'focus-visible:outline-sky-300',
  muted: 'text-slate-300',
  action: 'border border-slate-600 bg-slate-800 text-slate-100 hover:bg-slate-700',
};

export const THEMES: Record<DatePickerTheme, PickerTheme> = {
  default: {
    ...light,
    header: 'bg-slate-100 text-slate-900',
    selected: 'bg-blue-700 font-bold text-white',
    today: 'bg-blue-700',
    focus: 'focus-visible:outline-blue-600',
  },
  red: {
    ...light,
    header: 'bg-red-700 text-white',
    selected: 'bg-red-700 font-bold text-white',
    today: 'bg-red-700',
    focus: 'focus-visible:outline-red-600',
  },
  blue: {
    ...light,
    header: 'bg-blue-700 text-white',
    selected: 'bg-blue-700 font-bold text-white',
    today: 'bg-blue-700',
    focus: 'focus-visible:outline-blue-600',
  },
  green: {
    ...light,
    header: 'bg-green-700 text-white',
    selected: 'bg-green-700 font-bold text-white',
    today: 'bg-green-700',
    focus: 'focus-visible:outline-green-600',
  },
  dark,
  deepdark: {
    ...dark,
    panel: 'bg-neutral-950 text-neutral-100',
    header: 'bg-black text-neutral-100',
    select: 'border border-neutral-600 bg-neutral-900 text-neutral-100',
    day: 'text-neutral-100 hover:bg-neutral-800',
    selected: 'bg-amber-300 font-bold text-black',
    today: 'bg-amber-300',
    focus: 'focus-visible:outline-amber-300',
    action: 'border border-neutral-600 bg-neutral-900 text-neutral-100 hover:bg-neutral-800',
  },
};

/** The theme named by the prop; an unknown or missing name is the default theme. */
export function resolveTheme(theme: string | undefined): DatePickerTheme {
  const name = theme?.trim().toLowerCase();
  return name && Object.hasOwn(THEMES, name) ? (name as DatePickerTheme) : 'default';
}
