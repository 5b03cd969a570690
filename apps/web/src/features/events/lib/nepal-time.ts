import { bsToString, todayBs } from '@karyayojana/nepali-calendar';

const clock = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Kathmandu',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/**
 * An instant (ISO) as a wall clock in Nepal shows it, whatever the browser's zone:
 * '2026-03-10T06:00:00Z' → { bs: '2082-11-26', time: '11:45' }.
 */
export function inNepal(iso: string): { bs: string; time: string } | null {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return null;
  return { bs: bsToString(todayBs('Asia/Kathmandu', instant)), time: clock.format(instant) };
}
