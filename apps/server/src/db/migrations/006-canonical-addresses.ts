import { resolveAddress } from '@karyayojana/nepal-admin';
import { sql, type Kysely } from 'kysely';

// Migrations see an untyped database: they describe the schema, they don't use it.
type Db = Kysely<unknown>;

interface AddressRow {
  id: number;
  province: string | null;
  district: string | null;
  municipality: string | null;
}

/**
 * Rewrites every company's address to the canonical names (docs/decisions/021-address-spellings.md):
 * a row written in another spelling (by an older server or by hand) reads as the pickers show it.
 * Rows whose address does not resolve are left as they are.
 */
export async function up(db: Db): Promise<void> {
  const { rows } = await sql<AddressRow>`
    select id, province, district, municipality from companies
    where province is not null and district is not null and municipality is not null
  `.execute(db);
  for (const row of rows) {
    const found = resolveAddress(row.province ?? '', row.district ?? '', row.municipality ?? '');
    if (!found.ok) continue;
    const province = found.province.name;
    const district = found.district.name;
    const municipality = found.localLevel.fullName;
    if (
      province === row.province &&
      district === row.district &&
      municipality === row.municipality
    ) {
      continue;
    }
    await sql`
      update companies
      set province = ${province}, district = ${district}, municipality = ${municipality}
      where id = ${row.id}
    `.execute(db);
  }
}

/** The old spellings are not kept: going down leaves the canonical names. */
export async function down(): Promise<void> {
  // Nothing to undo.
}
