import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { statusWord, wardsLabel } from '@karyayojana/contracts';
import { formatBs, parseBs, toDevanagariDigits } from '@karyayojana/nepali-calendar';

/**
 * The iCalendar text of a calendar feed (issue 17, docs/decisions/024-calendar-feed.md), built
 * with ical-generator, which escapes the text and folds every line at 75 octets without
 * splitting a character (Devanagari is three octets a letter).
 */

export const FEED_TIME_ZONE = 'Asia/Kathmandu';

/**
 * Nepal's one time zone: UTC+05:45 since 1986, no daylight saving, so one fixed STANDARD
 * block describes every date the feed can hold (the plan's years are all after 1986).
 */
export const KATHMANDU_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${FEED_TIME_ZONE}`,
  'BEGIN:STANDARD',
  'DTSTART:19860101T000000',
  'TZOFFSETFROM:+0530',
  'TZOFFSETTO:+0545',
  'TZNAME:+0545',
  'END:STANDARD',
  'END:VTIMEZONE',
].join('\r\n');

/** An event as the feed shows it. */
export interface FeedEvent {
  id: number;
  title: string;
  /** BS 'YYYY-MM-DD'. */
  date: string;
  /** AD 'YYYY-MM-DD': the day the event happens in Nepal. */
  ad_date: string;
  /** 'HH:mm', Nepal time. */
  time: string;
  assign_to: string | null;
  status: string;
  created_at: string;
  updated_at: string;
  categories: readonly string[];
  tasks: readonly string[];
  /** Its wards (none: the whole municipality) and its branch's name (issue 28). */
  wards?: readonly number[];
  branch?: string | null;
}

/** Events last an hour: the plan records when an event starts, not how long it runs. */
const DURATION_MINUTES = 60;

/** A floating local date-time 'YYYY-MM-DDTHH:mm:00', `minutes` after `adDate` `time`. */
export function localDateTime(adDate: string, time: string, minutes = 0): string {
  const [y, m, d] = adDate.split('-').map(Number);
  const match = /^(\d{1,2}):(\d{2})$/.exec(time);
  const hour = match ? Number(match[1]) : 0;
  const minute = match ? Number(match[2]) : 0;
  // Arithmetic on a UTC date: the result is read back as wall-clock fields, never as an instant.
  const at = new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1, hour, minute + minutes));
  const pad = (n: number) => String(n).padStart(2, '0');
  return (
    `${at.getUTCFullYear()}-${pad(at.getUTCMonth() + 1)}-${pad(at.getUTCDate())}` +
    `T${pad(at.getUTCHours())}:${pad(at.getUTCMinutes())}:00`
  );
}

/** The BS date in Nepali with its weekday, e.g. '२०८३ मंसिर ९, मंगलबार'. */
export function nepaliDate(bsDate: string): string {
  const bs = parseBs(bsDate);
  return bs ? formatBs(bs, 'YYYY MMMM D, DDDD', 'ne') : toDevanagariDigits(bsDate);
}

/** A number that grows with each edit: whole seconds from the row's creation to its last edit. */
export function sequenceOf(createdAt: string, updatedAt: string): number {
  const seconds = Math.floor((Date.parse(updatedAt) - Date.parse(createdAt)) / 1000);
  return Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds, 2_147_483_647) : 0;
}

export const eventUid = (id: number) => `event-${id}@karyayojana`;

export function eventDescription(event: FeedEvent, link: string): string {
  const lines = [`मिति: ${nepaliDate(event.date)}`, `समय: ${toDevanagariDigits(event.time)}`];
  lines.push(`स्थिति: ${statusWord(event.status, 'ne')}`);
  if (event.assign_to) lines.push(`जिम्मेवार: ${event.assign_to}`);
  if (event.wards?.length) lines.push(`वडा: ${wardsLabel(event.wards, 'ne')}`);
  if (event.branch) lines.push(`शाखा: ${event.branch}`);
  if (event.categories.length > 0) lines.push(`वर्ग: ${event.categories.join(', ')}`);
  if (event.tasks.length > 0) {
    lines.push('कार्यहरू:');
    for (const task of event.tasks) lines.push(`- ${task}`);
  }
  lines.push(`लिङ्क: ${link}`);
  return lines.join('\n');
}

/** The whole feed: one VEVENT per event, timed in Asia/Kathmandu. */
export function renderFeed(options: {
  calendarName: string;
  origin: string;
  events: readonly FeedEvent[];
}): string {
  const calendar = ical({
    name: options.calendarName,
    prodId: { company: 'karyayojana', product: 'calendar-feed', language: 'NE' },
    method: ICalCalendarMethod.PUBLISH,
    // Calendar clients that read it poll hourly; most pick their own interval.
    ttl: 60 * 60,
  });
  for (const event of options.events) {
    const link = `${options.origin}/dashboard/events/${event.id}/view`;
    const lastModified = new Date(event.updated_at);
    calendar.createEvent({
      id: eventUid(event.id),
      sequence: sequenceOf(event.created_at, event.updated_at),
      // The row's last edit, not the time of the request: the same rows give the same text.
      stamp: lastModified,
      lastModified,
      // Floating wall-clock times, written with TZID=Asia/Kathmandu.
      start: localDateTime(event.ad_date, event.time),
      end: localDateTime(event.ad_date, event.time, DURATION_MINUTES),
      timezone: FEED_TIME_ZONE,
      summary: event.title,
      description: eventDescription(event, link),
      url: link,
      ...(event.status === 'canceled' ? { status: ICalEventStatus.CANCELLED } : {}),
    });
  }
  // A generator without a name: the VTIMEZONE is written for the events' TZID, while the
  // calendar's own dates (DTSTAMP, LAST-MODIFIED) stay in UTC as RFC 5545 asks.
  calendar.timezone({
    name: null,
    generator: (tz) => (tz === FEED_TIME_ZONE ? KATHMANDU_VTIMEZONE : null),
  });
  // RFC 5545 ends every content line with CRLF, the last one too.
  const text = calendar.toString();
  return text.endsWith('\r\n') ? text : `${text}\r\n`;
}
