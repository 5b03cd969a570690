import { expect } from 'vitest';
import type { TrashKind } from '@karyayojana/contracts';
import { bearer, type TestApp } from './test-app.js';

/** The trash row a delete left for a row (the newest one), read from the database. */
export async function trashIdOf(t: TestApp, kind: TrashKind, entityId: number): Promise<number> {
  const row = await t.ctx.db
    .selectFrom('trash')
    .select('id')
    .where('kind', '=', kind)
    .where('entity_id', '=', entityId)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Purges a deleted row's trash item through the API (DELETE /api/trash/{id}), expecting 200. */
export async function purgeFromTrash(
  t: TestApp,
  token: string,
  kind: TrashKind,
  entityId: number,
): Promise<void> {
  const id = await trashIdOf(t, kind, entityId);
  const res = await t.app.inject({
    method: 'DELETE',
    url: `/api/trash/${id}`,
    headers: bearer(token),
  });
  expect(res.statusCode, res.body).toBe(200);
}
