import type { Kysely } from 'kysely';

// Migrations see an untyped database: they describe the schema, they don't use it.
type Db = Kysely<unknown>;

/**
 * A category's English name (issue 27, docs/behaviour.md §6): what a page, a report or an
 * export in English shows instead of the Nepali name; null, the Nepali name shows. The five
 * national categories of first start get theirs, found by their Nepali names (a renamed one
 * is left without).
 */
export const NATIONAL_ENGLISH_NAMES: readonly { name: string; name_en: string }[] = [
  { name: 'आर्थिक विकास', name_en: 'Economic development' },
  { name: 'सामाजिक विकास', name_en: 'Social development' },
  { name: 'पूर्वाधार विकास', name_en: 'Infrastructure development' },
  {
    name: 'वन, वातावरण तथा विपद् व्यवस्थापन',
    name_en: 'Forest, environment and disaster management',
  },
  { name: 'सुशासन तथा संस्थागत विकास', name_en: 'Good governance and institutional development' },
];

export async function up(db: Db): Promise<void> {
  await db.schema.alterTable('categories').addColumn('name_en', 'text').execute();
  const categories = db as unknown as Kysely<{
    categories: { name: string; name_en: string | null };
  }>;
  for (const { name, name_en } of NATIONAL_ENGLISH_NAMES) {
    await categories
      .updateTable('categories')
      .set({ name_en })
      .where('name', '=', name)
      .where('name_en', 'is', null)
      .execute();
  }
}

export async function down(db: Db): Promise<void> {
  await db.schema.alterTable('categories').dropColumn('name_en').execute();
}
