import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adToBsString } from '@karyayojana/nepali-calendar';
import { createClock } from '../../lib/clock.js';
import { createTestApp, type TestApp } from '../../../test/support/test-app.js';
import {
  activeFiscalYearId,
  makeCompany,
  makeEvent,
  makeUser,
} from '../../../test/support/builders.js';
import { startSmtp, type TestSmtp } from '../../../test/support/smtp.js';

// Issue 28: an officer limited to wards or branches gets a digest of the events inside that
// scope (each limit that is set must hold; a municipality-level event is outside a ward limit),
// and the digest says so; their reminders too. Officers without limits and admins get the
// whole municipality's.

const PUBLIC_URL = 'https://plan.example.gov.np';
let now = new Date('2026-11-25T05:00:00Z');
const clock = createClock('Asia/Kathmandu', () => now);

let smtp: TestSmtp;
let t: TestApp;
const people: Record<'ward5' | 'health' | 'both' | 'whole' | 'admin' | 'off', string> = {
  ward5: 'ward5@dhulikhel.test',
  off: 'off@dhulikhel.test',
  health: 'health@dhulikhel.test',
  both: 'both@dhulikhel.test',
  whole: 'whole@dhulikhel.test',
  admin: 'admin@dhulikhel.test',
};
const titles = {
  ward5: 'वडा ५ को भेला',
  ward6: 'वडा ६ को भेला',
  whole: 'नगर सभा',
  ward5Health: 'वडा ५ को खोप',
  overdue5: 'वडा ५ को सडक अनुगमन',
  overdue6: 'वडा ६ को सडक अनुगमन',
};

beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp(
    { SMTP_URL: smtp.url, MAIL_FROM: 'Karyayojana <noreply@example.gov.np>', PUBLIC_URL },
    { clock, mailScheduler: false },
  );
  const db = t.ctx.db;
  const home = await makeCompany(t, { name: 'धुलिखेल नगरपालिका' });
  await db.updateTable('companies').set({ ward_count: 12 }).where('id', '=', home).execute();
  const stamp = now.toISOString();
  const health = (
    await db
      .insertInto('branches')
      .values({
        company_id: home,
        name: 'स्वास्थ्य शाखा',
        name_en: 'Health',
        sort_order: 1,
        active: 1,
        created_at: stamp,
        updated_at: stamp,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  const fy = await activeFiscalYearId(t);
  const event = async (title: string, adDate: string, wards: number[], branchId?: number) => {
    const id = await makeEvent(t, home, fy, { title });
    await db
      .updateTable('events')
      .set({ ad_date: adDate, date: adToBsString(adDate), branch_id: branchId ?? null })
      .where('id', '=', id)
      .execute();
    if (wards.length) {
      await db
        .insertInto('event_wards')
        .values(wards.map((ward) => ({ event_id: id, company_id: home, ward })))
        .execute();
    }
  };
  // This week (Sun 29 Nov – Sat 5 Dec 2026), and two overdue.
  await event(titles.ward5, '2026-12-01', [5]);
  await event(titles.ward6, '2026-12-02', [6]);
  await event(titles.whole, '2026-12-03', []);
  await event(titles.ward5Health, '2026-12-04', [4, 5], health);
  await event(titles.overdue5, '2026-11-10', [5]);
  await event(titles.overdue6, '2026-11-11', [6]);

  const scopes: Record<keyof typeof people, [string, string | null, string | null]> = {
    ward5: ['user', '[5]', null],
    health: ['user', null, JSON.stringify([health])],
    both: ['user', '[6]', JSON.stringify([health])],
    whole: ['user', null, null],
    admin: ['admin', null, null],
    // Deactivated by its admin: no mail at all.
    off: ['user', null, null],
  };
  for (const [key, [role, wards, branches]] of Object.entries(scopes)) {
    const user = await makeUser(t, home, role as 'user' | 'admin', {
      email: people[key as keyof typeof people],
    });
    await db
      .updateTable('users')
      .set({
        mail_digest: 1,
        // A week's reminders too, for the officer of ward 5 and the one without limits.
        mail_reminder_days: key === 'ward5' || key === 'whole' || key === 'off' ? 7 : null,
        active: key === 'off' ? 0 : 1,
        scope_wards: wards,
        scope_branch_ids: branches,
      })
      .where('id', '=', user.id)
      .execute();
  }
  // Sunday 07:01 in Nepal: the digests.
  now = new Date('2026-11-29T01:16:00Z');
  await t.mail.tick();
}, 60_000);
afterAll(async () => {
  await t.close();
  await smtp.close();
});

/** The titles a person's digest lists. */
function digestOf(email: string) {
  const mails = smtp.to(email).filter((m) => m.subject.includes('साप्ताहिक'));
  expect(mails, email).toHaveLength(1);
  const text = mails[0]!.text;
  return {
    text,
    titles: Object.values(titles).filter((title) => text.includes(title)),
  };
}

describe('a scoped officer’s weekly digest', () => {
  it('limited to ward 5: that ward’s events of the week and its overdue one', () => {
    const digest = digestOf(people.ward5);
    expect(digest.titles).toEqual([titles.ward5, titles.ward5Health, titles.overdue5]);
    expect(digest.text).toContain('तपाईंको जिम्मेवारी (वडा नं ५) भित्रका कार्यक्रम मात्र।');
    expect(digest.text).toMatch(/यस हप्ताका कार्यक्रम \(२\)/);
    expect(digest.text).toMatch(/म्याद नाघेका कार्यक्रम \(१\)/);
  });

  it('limited to a branch: that branch’s events', () => {
    const digest = digestOf(people.health);
    expect(digest.titles).toEqual([titles.ward5Health]);
    expect(digest.text).toContain('(स्वास्थ्य शाखा)');
  });

  it('limited to a ward and a branch: both must hold', () => {
    const digest = digestOf(people.both);
    expect(digest.titles).toEqual([]);
    expect(digest.text).toContain('(वडा नं ६, स्वास्थ्य शाखा)');
  });

  it('without limits, and an admin: the whole municipality', () => {
    for (const email of [people.whole, people.admin]) {
      const digest = digestOf(email);
      expect(digest.titles).toEqual(Object.values(titles));
      expect(digest.text).not.toContain('जिम्मेवारी');
    }
  });
});

describe('a deactivated account', () => {
  it('gets neither the digest nor reminders', () => {
    expect(smtp.to(people.off)).toEqual([]);
  });
});

describe('a scoped officer’s reminders', () => {
  /** The events a person was reminded of, by the titles in the subjects. */
  const remindedOf = (email: string) =>
    Object.values(titles).filter((title) =>
      smtp
        .to(email)
        .filter((m) => !m.subject.includes('साप्ताहिक'))
        .some((m) => m.subject.includes(title)),
    );

  it('are of the events inside the scope only', () => {
    expect(remindedOf(people.ward5)).toEqual([titles.ward5, titles.ward5Health]);
    expect(remindedOf(people.whole)).toEqual([
      titles.ward5,
      titles.ward6,
      titles.whole,
      titles.ward5Health,
    ]);
  });
});
