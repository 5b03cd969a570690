import type { Kysely } from 'kysely';
import { bsToAdString } from '@karyayojana/nepali-calendar';
import type { Database } from '../../db/schema.js';
import { tasksRepository } from '../tasks/tasks.repository.js';
import { eventsRepository } from './events.repository.js';

/** An event about to be written: where it goes, what it says, its categories and task names. */
export interface PlannedEvent {
  company_id: number;
  fiscal_year_id: number;
  title: string;
  content: string;
  /** BS date `YYYY-MM-DD`, already checked against the fiscal year. */
  date: string;
  time: string;
  assign_to: string | null;
  saving_frequency: string;
  categories: readonly number[];
  tasks: readonly string[];
  /** The bulk operation (copy, duplicate, import) writing it, for its undo (migration 009). */
  batch_id?: string | null;
  /** The wards it is for (none: the whole municipality) and its branch (issue 28). */
  wards?: readonly number[];
  branch_id?: number | null;
}

/**
 * The one way an event is written, by create, copy and duplicate alike: the row (not done, its
 * AD date worked out from the BS date), its category links and its tasks, inside the caller's
 * transaction so that a batch is all or nothing.
 */
export async function insertEvent(
  trx: Kysely<Database>,
  { categories, tasks, wards = [], ...event }: PlannedEvent,
  now: string,
): Promise<number> {
  const events = eventsRepository(trx);
  const id = await events.insert(
    // A new plan: not done, first planned on its date, nothing recorded about it yet.
    { ...event, ad_date: bsToAdString(event.date), status: 'notDone', planned_date: event.date },
    now,
  );
  await events.setCategories(id, [...categories]);
  await events.setWards(id, event.company_id, wards);
  await tasksRepository(trx).insertMany(event.company_id, id, [...tasks], now);
  return id;
}
