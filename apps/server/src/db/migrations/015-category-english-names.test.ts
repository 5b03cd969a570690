import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.js';
import { migrationNames } from '../migrate.js';
import { NATIONAL_CATEGORIES } from '../../operations/bootstrap/first-start.js';
import { NATIONAL_ENGLISH_NAMES, down, up } from './015-category-english-names.js';

// A category's English name (docs/behaviour.md §6), on SQLite and, in server-pg, PostgreSQL.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const names = () =>
  t.ctx.db
    .selectFrom('categories')
    .select(['name', 'name_en'])
    .orderBy('id')
    .execute()
    .then((rows) => Object.fromEntries(rows.map((r) => [r.name, r.name_en])));

describe('migration 015', () => {
  it('runs after 014', () => {
    const at = migrationNames.indexOf('015-category-english-names');
    expect(migrationNames[at - 1]).toBe('014-shared-state');
  });

  it('names each of the five national categories of first start', () => {
    expect(NATIONAL_ENGLISH_NAMES.map((c) => c.name)).toEqual([...NATIONAL_CATEGORIES]);
  });

  it('fills the national categories by their Nepali names, no other, and down removes it', async () => {
    const db = t.ctx.db;
    await down(db as never);
    const columns = async () =>
      (await db.introspection.getTables())
        .find((table) => table.name === 'categories')
        ?.columns.map((c) => c.name);
    expect(await columns()).not.toContain('name_en');

    // A database made before 015: one national category renamed, one of the Super-Admin's own.
    await db
      .updateTable('categories')
      .set({ name: 'सामाजिक विकास (पुरानो)' } as never)
      .where('name', '=', 'सामाजिक विकास')
      .execute();
    await db
      .insertInto('categories')
      .values({
        name: 'खेलकुद',
        description: null,
        sort_order: 99,
        created_at: '2026-01-01T00:00:00.000Z',
        updated_at: '2026-01-01T00:00:00.000Z',
      })
      .execute();

    await up(db as never);
    expect(await columns()).toContain('name_en');
    expect(await names()).toEqual({
      'आर्थिक विकास': 'Economic development',
      'सामाजिक विकास (पुरानो)': null,
      'पूर्वाधार विकास': 'Infrastructure development',
      'वन, वातावरण तथा विपद् व्यवस्थापन': 'Forest, environment and disaster management',
      'सुशासन तथा संस्थागत विकास': 'Good governance and institutional development',
      खेलकुद: null,
    });
  });
});
