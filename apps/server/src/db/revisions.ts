import type { Kysely } from 'kysely';
import { lookupId } from '../lib/ids.js';
import type { Database } from './schema.js';

/** The revision the database keeps per company (migration 002): read, never written here. */
export function revisionsRepository(db: Kysely<Database>) {
  return {
    async of(companyId: number): Promise<number> {
      const row = await db
        .selectFrom('company_revisions')
        .select('revision')
        .where('company_id', '=', lookupId(companyId))
        .executeTakeFirst();
      return row?.revision ?? 0;
    },
  };
}
