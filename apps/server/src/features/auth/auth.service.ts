import type { ChangePasswordRequest, LoginRequest, User } from '@karyayojana/contracts';
import type { AppContext } from '../../context.js';
import { AppError, notFound, fieldError } from '../../lib/errors.js';
import { companyStatus, isExpired } from '../../lib/company-status.js';
import { isoNow } from '../../lib/clock.js';
import type { Actor } from '../../lib/access.js';
import { usersRepository, type UserProfileRow } from '../users/users.repository.js';
import { hashPassword, verifyDecoy, verifyPassword } from './passwords.js';
import { hashToken, newToken } from './tokens.js';
import { recordActivity } from '../../lib/activity.js';
import { activitySummary } from '../../lib/activity-summary.js';
import { tokensRepository } from './tokens.repository.js';
import { readIdList } from '../../lib/id-list.js';

const DAY_MS = 86_400_000;

/** Sign-in, sessions and one's own password (docs/behaviour.md §5). */
export function authService(ctx: AppContext) {
  const users = usersRepository(ctx.db);
  const tokens = tokensRepository(ctx.db);

  function toUser(row: UserProfileRow): User {
    const status = companyStatus(
      row.company_expiry_date,
      row.company_is_owner === 1,
      ctx.clock.today(),
    );
    return {
      id: row.id,
      name: row.name,
      email: row.email,
      company_id: row.company_id,
      company: {
        id: row.company_id,
        name: row.company_name,
        description: row.company_description,
        address: row.company_address,
        contact: row.company_contact,
        email: row.company_email,
        website: row.company_website,
        province: row.company_province,
        district: row.company_district,
        municipality: row.company_municipality,
        logo: row.logo,
        subLogo: row.sub_logo,
        expiry_date: row.company_expiry_date,
        is_owner: row.company_is_owner === 1,
        ...status,
      },
      roles: [{ name: row.role }],
      scope_wards: readIdList(row.scope_wards),
      scope_branch_ids: readIdList(row.scope_branch_ids),
      can_plan: row.can_plan === 1,
    };
  }

  async function issueToken(userId: number): Promise<string> {
    const token = newToken();
    const now = ctx.clock.now();
    const expires = new Date(now.getTime() + ctx.config.tokenTtlDays * DAY_MS);
    await tokens.insert(userId, hashToken(token), now.toISOString(), expires.toISOString());
    return token;
  }

  return {
    async login(body: LoginRequest, ip: string): Promise<{ token: string; user: User }> {
      const emailKey = body.email.trim().toLowerCase();
      const throttleKey = `${emailKey}|${ip}`;
      const wait = await ctx.loginThrottle.retryAfter(throttleKey);
      if (wait > 0) {
        throw new AppError('RATE_LIMITED', {
          key: 'auth.throttled',
          params: { minutes: Math.ceil(wait / 60) },
          headers: { 'retry-after': String(wait) },
        });
      }
      const found = await users.findCredentials(emailKey);
      const ok = found
        ? await verifyPassword(found.password_hash, body.password)
        : (await verifyDecoy(body.password), false);
      if (!found || !ok) {
        await ctx.loginThrottle.fail(throttleKey);
        throw new AppError('UNAUTHENTICATED', { key: 'auth.invalidCredentials' });
      }
      await ctx.loginThrottle.reset(throttleKey);
      const profile = await users.findProfile(found.id);
      if (!profile) throw notFound();
      // Said only to someone who knows the password: it tells nothing to a guesser.
      if (profile.active !== 1) throw new AppError('UNAUTHENTICATED', { key: 'auth.deactivated' });
      return { token: await issueToken(found.id), user: toUser(profile) };
    },

    /** The actor behind a bearer token, or null when it is unknown, expired or revoked. */
    async authenticate(token: string): Promise<{ actor: Actor; tokenHash: string } | null> {
      if (token.length < 20 || token.length > 200) return null;
      const tokenHash = hashToken(token);
      const owner = await tokens.findOwner(tokenHash, isoNow(ctx.clock));
      // A deactivated account's tokens are revoked with the change; this holds if one is not.
      if (!owner || owner.active !== 1) return null;
      return {
        tokenHash,
        actor: {
          id: owner.user_id,
          name: owner.user_name,
          role: owner.role,
          companyId: owner.company_id,
          companyExpired: isExpired(owner.expiry_date, owner.is_owner === 1, ctx.clock.today()),
          scopeWards: readIdList(owner.scope_wards),
          scopeBranchIds: readIdList(owner.scope_branch_ids),
          canPlan: owner.can_plan === 1,
        },
      };
    },

    logout(tokenHash: string): Promise<void> {
      return tokens.revoke(tokenHash);
    },

    async currentUser(actor: Actor): Promise<User> {
      const row = await users.findProfile(actor.id);
      if (!row) throw notFound();
      return toUser(row);
    },

    /** Changes one's own password; every other session of the user is signed out. */
    async changePassword(
      actor: Actor,
      tokenHash: string,
      body: ChangePasswordRequest,
    ): Promise<void> {
      const stored = await users.findPasswordHash(actor.id);
      if (!stored || !(await verifyPassword(stored, body.current_password))) {
        throw fieldError('current_password', 'field.currentPasswordWrong');
      }
      const hash = await hashPassword(body.password);
      await ctx.db.transaction().execute(async (trx) => {
        const now = isoNow(ctx.clock);
        await usersRepository(trx).setPassword(actor.id, hash, now);
        await tokensRepository(trx).revokeAllOf(actor.id, tokenHash);
        // That it was changed; never the password.
        await recordActivity(
          trx,
          actor,
          {
            action: 'password',
            entity: 'user',
            entityId: actor.id,
            companyId: actor.companyId,
            summary: activitySummary('activity.summary.ownPassword', {
              name: actor.name ?? 'प्रयोगकर्ता',
            }),
          },
          now,
        );
      });
    },
  };
}
export type AuthService = ReturnType<typeof authService>;
