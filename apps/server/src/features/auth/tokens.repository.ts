import type { Kysely } from 'kysely';
import type { RoleName } from '@karyayojana/contracts';
import type { Database } from '../../db/schema.js';

export interface TokenOwner {
  user_id: number;
  user_name: string;
  role: RoleName;
  company_id: number;
  expiry_date: string;
  is_owner: number;
  active: number;
  scope_wards: string | null;
  scope_branch_ids: string | null;
  can_plan: number;
}

/** Every SQL statement about access tokens. Tokens are stored as SHA-256 hashes only. */
export function tokensRepository(db: Kysely<Database>) {
  return {
    async insert(userId: number, tokenHash: string, createdAt: string, expiresAt: string) {
      await db
        .insertInto('access_tokens')
        .values({
          user_id: userId,
          token_hash: tokenHash,
          created_at: createdAt,
          expires_at: expiresAt,
        })
        .execute();
    },

    /** The owner of a live token, with what the access module needs. */
    async findOwner(tokenHash: string, nowIso: string): Promise<TokenOwner | undefined> {
      const row = await db
        .selectFrom('access_tokens as t')
        .innerJoin('users as u', 'u.id', 't.user_id')
        .innerJoin('roles as r', 'r.id', 'u.role_id')
        .innerJoin('companies as c', 'c.id', 'u.company_id')
        .select([
          'u.id as user_id',
          'u.name as user_name',
          'r.name as role',
          'u.company_id',
          'c.expiry_date',
          'c.is_owner',
          'u.active',
          'u.scope_wards',
          'u.scope_branch_ids',
          'u.can_plan',
        ])
        .where('t.token_hash', '=', tokenHash)
        .where('t.expires_at', '>', nowIso)
        .executeTakeFirst();
      return row as TokenOwner | undefined;
    },

    async revoke(tokenHash: string) {
      await db.deleteFrom('access_tokens').where('token_hash', '=', tokenHash).execute();
    },

    /** Revokes every token of a user except, optionally, the one in use. */
    async revokeAllOf(userId: number, keepHash?: string) {
      let q = db.deleteFrom('access_tokens').where('user_id', '=', userId);
      if (keepHash) q = q.where('token_hash', '!=', keepHash);
      await q.execute();
    },

    async deleteExpired(nowIso: string) {
      await db.deleteFrom('access_tokens').where('expires_at', '<=', nowIso).execute();
    },
  };
}
export type TokensRepository = ReturnType<typeof tokensRepository>;
