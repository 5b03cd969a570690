import { z } from 'zod';

/**
 * The calendar subscription (issue 17, docs/decisions/024-calendar-feed.md): the signed-in
 * user's personal, secret feed address, to paste into Google Calendar, Outlook or a phone.
 * `GET /api/calendar-feed` answers the same address until it is rotated.
 */
export const calendarFeedResponse = z.object({ data: z.object({ url: z.string() }) });
export type CalendarFeedResponse = z.infer<typeof calendarFeedResponse>;

/** `POST /api/calendar-feed/rotate`: a new address; the old one answers 404 at once. */
export const calendarFeedRotateResponse = z.object({
  message: z.string(),
  data: z.object({ url: z.string() }),
});
export type CalendarFeedRotateResponse = z.infer<typeof calendarFeedRotateResponse>;
