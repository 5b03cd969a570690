import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/**
 * Periodic work that runs once across every server process (docs/decisions/028): each job is a
 * row of `scheduled_work`. A process claims a job by a conditional UPDATE (due, and no live
 * lease): whichever process's UPDATE changes the row runs it, the others see no row changed
 * and skip. The database decides, so the rule holds for SQLite's single writer and for any
 * number of PostgreSQL clients alike. A process that dies mid-run leaves a lease that runs
 * out: another takes the job up then.
 */
export interface ScheduledWork {
  /** This process's name in `owner` (for an operator reading the table). */
  readonly owner: string;
  /**
   * Runs `work` when `name` is due (its next time has come) and no process holds it; then sets
   * its next time `everyMs` ahead. `force` runs it whenever no process holds it (a start-up
   * sweep). Resolves to whether this process ran it.
   */
  run(
    name: string,
    everyMs: number,
    work: () => Promise<unknown>,
    options?: { force?: boolean; leaseMs?: number },
  ): Promise<boolean>;
}

export function scheduledWork(db: Kysely<Database>, now: () => number): ScheduledWork {
  const owner = `${process.pid}-${randomUUID().slice(0, 8)}`;
  return {
    owner,
    async run(name, everyMs, work, options = {}) {
      const at = now();
      await db
        .insertInto('scheduled_work')
        .values({ name, next_at_ms: 0, lease_until_ms: 0 })
        .onConflict((c) => c.column('name').doNothing())
        .execute();
      let claim = db
        .updateTable('scheduled_work')
        .set({ lease_until_ms: at + (options.leaseMs ?? 10 * 60_000), owner })
        .where('name', '=', name)
        .where('lease_until_ms', '<=', at);
      if (!options.force) claim = claim.where('next_at_ms', '<=', at);
      const claimed = await claim.executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1) return false;
      try {
        await work();
      } finally {
        const done = now();
        await db
          .updateTable('scheduled_work')
          .set({ lease_until_ms: 0, owner: null, next_at_ms: done + everyMs, last_done_ms: done })
          .where('name', '=', name)
          .where('owner', '=', owner)
          .execute();
      }
      return true;
    },
  };
}
