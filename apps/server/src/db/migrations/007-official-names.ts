import { sql, type Kysely } from 'kysely';

// Migrations see an untyped database: they describe the schema, they don't use it.
type Db = Kysely<unknown>;

/**
 * The districts whose canonical name became the government's spelling in place of the reference
 * file's (packages/nepal-admin/src/official-names.ts; docs/decisions/021-address-spellings.md),
 * written down here so that this migration does what it did whatever the list says later.
 */
export const RENAMED_DISTRICTS: readonly { province: string; from: string; to: string }[] = [
  { province: 'बागमती', from: 'काभ्रेपलान्चोक', to: 'काभ्रेपलाञ्चोक' },
];

/**
 * Rewrites the stored addresses from the old canonical spelling to the new one. Migration 006 left
 * every address that resolves in the canonical names of its day, so the old name is matched
 * exactly; an address that did not resolve is left as it is.
 */
export async function up(db: Db): Promise<void> {
  for (const { province, from, to } of RENAMED_DISTRICTS) {
    await sql`
      update companies set district = ${to}
      where province = ${province} and district = ${from}
    `.execute(db);
  }
}

/** Back to the reference file's spelling, the canonical name of the servers before this one. */
export async function down(db: Db): Promise<void> {
  for (const { province, from, to } of RENAMED_DISTRICTS) {
    await sql`
      update companies set district = ${from}
      where province = ${province} and district = ${to}
    `.execute(db);
  }
}
