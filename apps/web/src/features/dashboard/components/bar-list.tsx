import { cn } from '@/lib/cn';

export interface Bar {
  key: string | number;
  label: string;
  /** A second, smaller line under the label (the trimester's months). */
  note?: string;
  /** What the bar says, written beside it: '१२ मध्ये ९ सम्पन्न (७५%)'. */
  value: string;
  /** An extra warning under the value (overdue events). */
  warning?: string;
  /** The bar's length, 0–100. */
  width: number;
}

interface BarListProps {
  /** The id of the heading that names the chart. */
  labelledBy: string;
  bars: Bar[];
  empty: string;
}

/**
 * A bar chart made of text: each bar is a list item whose label and number are written out, so
 * a screen reader reads "पहिलो चौमासिक, १२ मध्ये ९ सम्पन्न (७५%)"; the coloured bar beside it is
 * only a picture of the same number.
 */
export function BarList({ labelledBy, bars, empty }: BarListProps) {
  if (bars.length === 0) return <p className="text-slate-700">{empty}</p>;
  return (
    <ul aria-labelledby={labelledBy} className="space-y-3">
      {bars.map((bar) => (
        <li key={bar.key} className="space-y-1">
          <div className="flex flex-wrap items-baseline justify-between gap-x-3">
            <span className="min-w-0 font-semibold break-words text-slate-900">
              {bar.label}
              {bar.note && (
                <span className="ml-2 text-sm font-normal text-slate-600">{bar.note}</span>
              )}
            </span>
            <span className="text-sm whitespace-nowrap text-slate-800 tabular-nums">
              {bar.value}
            </span>
          </div>
          <div aria-hidden="true" className="h-3 overflow-hidden rounded-full bg-slate-200">
            <div
              className={cn('h-full rounded-full bg-green-600', bar.width === 0 && 'hidden')}
              style={{ width: `${bar.width}%` }}
            />
          </div>
          {bar.warning && <p className="text-sm font-semibold text-orange-800">{bar.warning}</p>}
        </li>
      ))}
    </ul>
  );
}
