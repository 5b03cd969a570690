import {
  bsToAdString,
  bsToString,
  compareBs,
  daysInBsMonth,
  fiscalYearBounds,
  fiscalYearOf,
  type BsDate,
} from '@karyayojana/nepali-calendar';
import type { RoleName } from '@karyayojana/contracts';
import type { AppContext } from '../../context.js';
import { addYearsAd, isoNow } from '../../lib/clock.js';
import { hashPassword } from '../../features/auth/passwords.js';
import { usersRepository } from '../../features/users/users.repository.js';
import { DEMO_PLACES, DEMO_PLAN, DEMO_RESULTS } from './demo-plan.js';
import { organisationRepository } from '../../features/organisation/organisation.repository.js';
import { wardCountOf } from '@karyayojana/nepal-admin';

export const DEMO_PASSWORD = 'demo-password';

const MUNICIPALITIES = [
  {
    name: 'धुलिखेल नगरपालिका',
    description: 'स्वच्छ, सुन्दर र समृद्ध धुलिखेल',
    province: 'बागमती',
    district: 'काभ्रेपलाञ्चोक',
    municipality: 'धुलिखेल नगरपालिका',
    address: 'धुलिखेल, काभ्रेपलाञ्चोक',
    contact: '011-490000',
    slug: 'dhulikhel',
  },
  {
    name: 'बुटवल उपमहानगरपालिका',
    description: 'व्यापार, शिक्षा र उद्योगको केन्द्र',
    province: 'लुम्बिनी',
    district: 'रुपन्देही',
    municipality: 'बुटवल उपमहानगरपालिका',
    address: 'बुटवल, रुपन्देही',
    contact: '071-540000',
    slug: 'butwal',
  },
];

const STATUSES_PAST = ['done', 'done', 'done', 'postponed', 'canceled', 'notDone'] as const;

export interface DemoAccount {
  municipality: string;
  role: RoleName;
  email: string;
  password: string;
}

/**
 * Fills a database with a realistic demo: two municipalities, an admin and a user of each,
 * and a year of events with tasks in every month and all four statuses, in this fiscal year
 * and the one before: past events done with their outcome and spending, some postponed or
 * canceled with a reason, some overdue, each change in the status history. Returns the accounts; does nothing for a municipality already there.
 */
export async function seedDemo(ctx: AppContext): Promise<DemoAccount[]> {
  const today = ctx.clock.todayBs();
  const currentStart = fiscalYearOf(today).startYear;
  const hash = await hashPassword(DEMO_PASSWORD);
  const now = isoNow(ctx.clock);
  const accounts: DemoAccount[] = [];

  await ctx.db.transaction().execute(async (trx) => {
    const yearIds = new Map<number, number>();
    for (const startYear of [currentStart - 1, currentStart]) {
      const fy = fiscalYearBounds(startYear);
      const found = await trx
        .selectFrom('fiscal_years')
        .select('id')
        .where('year', '=', fy.label)
        .executeTakeFirst();
      if (found) {
        yearIds.set(startYear, found.id);
        continue;
      }
      const row = await trx
        .insertInto('fiscal_years')
        .values({
          year: fy.label,
          start_date: bsToString(fy.start),
          end_date: bsToString(fy.end),
          ad_start_date: bsToAdString(bsToString(fy.start)),
          ad_end_date: bsToAdString(bsToString(fy.end)),
          status: 0,
          sort_order: startYear - 2000,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      yearIds.set(startYear, row.id);
    }
    const categories = await trx
      .selectFrom('categories')
      .select('id')
      .orderBy('sort_order')
      .execute();
    const users = usersRepository(trx);

    /**
     * The year's plan for one company; one event of this year falls on today (आज). Events of
     * past months carry what came of them (DEMO_RESULTS) and the status change that recorded
     * it, made by `officer`.
     */
    async function insertPlan(
      db: typeof trx,
      companyId: number,
      startYear: number,
      fiscalYearId: number,
      statusOf: (date: BsDate, index: number) => string,
      officer?: { id: number; name: string },
    ) {
      const branches = await db
        .selectFrom('branches')
        .select('id')
        .where('company_id', '=', companyId)
        .orderBy('sort_order')
        .execute();
      const wardCount =
        (
          await db
            .selectFrom('companies')
            .select('ward_count')
            .where('id', '=', companyId)
            .executeTakeFirst()
        )?.ward_count ?? 0;
      for (const [index, plan] of DEMO_PLAN.entries()) {
        const place = DEMO_PLACES[index];
        const year = plan.month >= 4 ? startYear : startYear + 1;
        const day = Math.min(plan.day, daysInBsMonth(year, plan.month));
        const date: BsDate =
          startYear === currentStart && index === 0 ? today : { year, month: plan.month, day };
        const status = statusOf(date, index);
        const result = DEMO_RESULTS[index % DEMO_RESULTS.length]!;
        const past = compareBs(date, today) < 0;
        // Money: done events spent most of their budget (the road works, more than all of it);
        // work under way has spent a part; canceled nothing.
        const spentShare =
          status === 'done' ? (index === 6 ? 1.05 : 0.85 + (index % 3) * 0.05) : past ? 0.3 : 0;
        const event = await db
          .insertInto('events')
          .values({
            company_id: companyId,
            fiscal_year_id: fiscalYearId,
            title: plan.title,
            content: plan.content,
            date: bsToString(date),
            ad_date: bsToAdString(bsToString(date)),
            time: index % 3 === 0 ? '10:00' : '13:30',
            assign_to: plan.assignTo,
            status,
            saving_frequency: 'yearly',
            planned_date: bsToString(date),
            branch_id: place ? (branches[place.branch]?.id ?? null) : null,
            completed_date: status === 'done' ? bsToString(date) : null,
            outcome: status === 'done' ? result.outcome : null,
            status_reason: status === 'postponed' || status === 'canceled' ? result.reason : null,
            progress: status === 'done' ? 100 : past && status === 'notDone' ? 40 : null,
            budget: result.budget,
            spent:
              status === 'canceled' || spentShare === 0
                ? null
                : Math.round((result.budget * spentShare) / 1000) * 1000,
            created_at: now,
            updated_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        if (officer && status !== 'notDone') {
          await db
            .insertInto('event_status_history')
            .values({
              event_id: event.id,
              company_id: companyId,
              from_status: 'notDone',
              to_status: status,
              // The evening of the event's day in Nepal (UTC+5:45).
              at: `${bsToAdString(bsToString(date))}T11:15:00.000Z`,
              user_id: officer.id,
              user_name: officer.name,
              reason: status === 'done' ? null : result.reason,
              completed_date: status === 'done' ? bsToString(date) : null,
            })
            .execute();
        }
        const links = plan.categories
          .map((c) => categories[c]?.id)
          .filter((id): id is number => id !== undefined)
          .map((category_id) => ({ event_id: event.id, category_id }));
        if (links.length) await db.insertInto('event_categories').values(links).execute();
        const wards = (place?.wards ?? []).filter((w) => w <= wardCount);
        if (wards.length) {
          await db
            .insertInto('event_wards')
            .values(wards.map((ward) => ({ event_id: event.id, company_id: companyId, ward })))
            .execute();
        }
        const tasks = plan.tasks.map((name) => ({
          company_id: companyId,
          event_id: event.id,
          name,
          file_id: null,
          created_at: now,
          updated_at: now,
        }));
        await db.insertInto('tasks').values(tasks).execute();
      }
    }

    // The operator's template plan, which the Super-Admin copies to municipalities.
    const owner = await trx
      .selectFrom('companies')
      .select('id')
      .where('is_owner', '=', 1)
      .executeTakeFirst();
    const ownerEvent = owner
      ? await trx
          .selectFrom('events')
          .select('id')
          .where('company_id', '=', owner.id)
          .limit(1)
          .executeTakeFirst()
      : undefined;
    const currentYearId = yearIds.get(currentStart);
    if (owner && !ownerEvent && currentYearId) {
      await insertPlan(trx, owner.id, currentStart, currentYearId, () => 'notDone');
    }

    for (const m of MUNICIPALITIES) {
      const adminEmail = `admin@${m.slug}.demo`;
      if (await users.emailTaken(adminEmail)) continue;
      const company = await trx
        .insertInto('companies')
        .values({
          name: m.name,
          description: m.description,
          address: m.address,
          contact: m.contact,
          email: `info@${m.slug}.demo`,
          website: `https://${m.slug}.demo`,
          province: m.province,
          district: m.district,
          municipality: m.municipality,
          logo_file_id: null,
          sub_logo_file_id: null,
          is_owner: 0,
          expiry_date: addYearsAd(ctx.clock.today(), 1),
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const wardCount = wardCountOf(m.province, m.district, m.municipality);
      if (wardCount !== null) {
        await trx
          .updateTable('companies')
          .set({ ward_count: wardCount })
          .where('id', '=', company.id)
          .execute();
      }
      await organisationRepository(trx).seedCommonBranches(company.id, now);
      const infrastructure = await trx
        .selectFrom('branches')
        .select('id')
        .where('company_id', '=', company.id)
        .orderBy('sort_order')
        .offset(1)
        .limit(1)
        .executeTakeFirstOrThrow();
      let officer: { id: number; name: string } | undefined;
      // The admin, an officer of the whole municipality, ward 5's secretary (progress on ward
      // 5's programmes) and the infrastructure branch's chief (who may also plan its work).
      for (const [role, email, name, scope] of [
        ['admin', adminEmail, 'प्रशासक', {}],
        ['user', `officer@${m.slug}.demo`, 'योजना अधिकृत', {}],
        ['user', `ward5@${m.slug}.demo`, 'वडा नं ५ का वडा सचिव', { scopeWards: [5] }],
        [
          'user',
          `infra@${m.slug}.demo`,
          'पूर्वाधार विकास शाखा प्रमुख',
          { scopeBranchIds: [infrastructure.id], canPlan: true },
        ],
      ] as const) {
        const id = await users.insert({
          companyId: company.id,
          roleId: await users.roleId(role),
          name,
          email,
          passwordHash: hash,
          now,
          ...scope,
        });
        officer ??= { id, name };
        accounts.push({ municipality: m.name, role, email, password: DEMO_PASSWORD });
      }

      for (const [startYear, fiscalYearId] of yearIds) {
        await insertPlan(
          trx,
          company.id,
          startYear,
          fiscalYearId,
          (date, index) =>
            compareBs(date, today) < 0 ? STATUSES_PAST[index % STATUSES_PAST.length]! : 'notDone',
          officer,
        );
      }
    }
  });
  return accounts;
}
