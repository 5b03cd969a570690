import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adToBsString } from '@karyayojana/nepali-calendar';
import type { ErrorBody, MailSettingsResponse, MailStatusResponse } from '@karyayojana/contracts';
import { createClock } from '../../lib/clock.js';
import { loadConfig, ConfigError } from '../../config.js';
import {
  ADMIN,
  bearer,
  createTestApp,
  login,
  testDialect,
  type TestApp,
} from '../../../test/support/test-app.js';
import {
  activeFiscalYearId,
  makeCompany,
  makeEvent,
  makeUser,
  TEST_PASSWORD,
} from '../../../test/support/builders.js';
import { startSmtp, type TestSmtp } from '../../../test/support/smtp.js';
import { LEASE_MS } from './mail-queue.js';

const PUBLIC_URL = 'https://plan.example.gov.np';

/** The server's "now", moved by each test; Nepal is UTC+05:45. */
let now = new Date('2026-11-25T05:00:00Z');
const clock = createClock('Asia/Kathmandu', () => now);
const at = (iso: string) => {
  now = new Date(iso);
};

async function setEventDate(
  t: TestApp,
  id: number,
  adDate: string,
  extra: Record<string, unknown> = {},
) {
  await t.ctx.db
    .updateTable('events')
    .set({ ad_date: adDate, date: adToBsString(adDate), ...extra })
    .where('id', '=', id)
    .execute();
}

async function settle(t: { mail: { tick(): Promise<void> } }) {
  await t.mail.tick();
}

describe('email switched off (no SMTP_URL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { clock, mailScheduler: false });
  });
  afterAll(() => t.close());

  it('says so to the sign-in page, to the user and to the Super-Admin, and sends nothing', async () => {
    const config = await t.app.inject({ method: 'GET', url: '/api/public-config' });
    // Mail off; the trash's days for the delete confirmation (issue 27), TRASH_DAYS' default.
    expect(config.json()).toEqual({ data: { mail: false, trash_days: 30 } });
    const token = await login(t, ADMIN.email, ADMIN.password);
    const settings = await t.app.inject({
      method: 'GET',
      url: '/api/mail-settings',
      headers: bearer(token),
    });
    expect(settings.json<MailSettingsResponse>().data).toMatchObject({
      enabled: false,
      digest: false,
      reminder_days: null,
    });
    const status = await t.app.inject({
      method: 'GET',
      url: '/api/mail/status',
      headers: bearer(token),
    });
    expect(status.json<MailStatusResponse>().data).toMatchObject({ enabled: false, from: null });
    const forgot = await t.app.inject({
      method: 'POST',
      url: '/api/forgot-password',
      payload: { email: ADMIN.email },
    });
    expect(forgot.statusCode).toBe(409);
    expect(forgot.json<ErrorBody>().message).toContain('इमेल');
    const test = await t.app.inject({
      method: 'POST',
      url: '/api/mail/test',
      headers: bearer(token),
      payload: {},
    });
    expect(test.statusCode).toBe(409);
  });

  it('refuses a half-made configuration at start, naming the three variables', () => {
    expect(() => loadConfig({ SMTP_URL: 'smtp://127.0.0.1:25' })).toThrow(ConfigError);
    expect(() => loadConfig({ SMTP_URL: 'smtp://127.0.0.1:25', MAIL_FROM: 'a@b.np' })).toThrow(
      /PUBLIC_URL/,
    );
  });
});

describe('email through a real SMTP server', () => {
  let smtp: TestSmtp;
  let t: TestApp;
  let home: number;
  let other: number;
  let fy: number;
  let officer: { id: number; email: string };
  let admin: { id: number; email: string };
  let outsider: { id: number; email: string };
  let officerToken: string;

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp(
      { SMTP_URL: smtp.url, MAIL_FROM: 'Karyayojana <noreply@example.gov.np>', PUBLIC_URL },
      { clock, mailScheduler: false },
    );
    home = await makeCompany(t, { name: 'धुलिखेल नगरपालिका' });
    other = await makeCompany(t, { name: 'बुटवल उपमहानगरपालिका' });
    fy = await activeFiscalYearId(t);
    officer = await makeUser(t, home, 'user', {
      email: 'officer@dhulikhel.test',
      name: 'सीता श्रेष्ठ',
    });
    admin = await makeUser(t, home, 'admin', { email: 'admin@dhulikhel.test', name: 'राम थापा' });
    outsider = await makeUser(t, other, 'user', { email: 'officer@butwal.test' });
    officerToken = await login(t, officer.email, TEST_PASSWORD);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });
  beforeEach(async () => {
    smtp.received.length = 0;
    smtp.refuse(false);
  });

  it('keeps each user’s choices, checks them, and logs the change', async () => {
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/mail-settings',
      headers: bearer(officerToken),
      payload: { digest: true, reminder_days: 3, language: 'ne' },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json<MailSettingsResponse>().data).toEqual({
      enabled: true,
      email: officer.email,
      digest: true,
      reminder_days: 3,
      language: 'ne',
    });
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/mail-settings',
      headers: bearer(officerToken),
      payload: { reminder_days: 2 },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json<ErrorBody>().errors?.reminder_days?.[0]).toMatch(/०, १, ३ वा ७/);
    const log = await t.ctx.db
      .selectFrom('activity_log')
      .select(['action', 'entity', 'changes'])
      .where('entity_id', '=', officer.id)
      .where('entity', '=', 'user')
      .execute();
    expect(log.some((e) => e.changes?.includes('reminder_days'))).toBe(true);
  });

  it('sends the Sunday digest at 07:00 Nepal time with this week, overdue and missing proof; once', async () => {
    // Events of the officer's municipality: two this week (Sun 29 Nov – Sat 5 Dec), one
    // overdue, one past and done with a task lacking proof; and one of another municipality.
    const thisWeek = await makeEvent(t, home, fy, { title: 'वडा भेला' });
    await setEventDate(t, thisWeek, '2026-12-01', { time: '11:00', assign_to: 'योजना शाखा' });
    const overdue = await makeEvent(t, home, fy, { title: 'सडक अनुगमन' });
    await setEventDate(t, overdue, '2026-11-10');
    const noProof = await makeEvent(t, home, fy, { title: 'बीउ वितरण', status: 'done' });
    await setEventDate(t, noProof, '2026-11-01');
    await t.ctx.db
      .insertInto('tasks')
      .values({
        company_id: home,
        event_id: noProof,
        name: 'भरपाई',
        file_id: null,
        created_at: now.toISOString(),
        updated_at: now.toISOString(),
      })
      .execute();
    const foreign = await makeEvent(t, other, fy, { title: 'अर्को पालिकाको कार्यक्रम' });
    await setEventDate(t, foreign, '2026-12-01');

    // Sunday 06:59 in Nepal: not yet.
    at('2026-11-29T01:14:00Z');
    await settle(t);
    expect(smtp.to(officer.email).filter((m) => m.subject.includes('साप्ताहिक'))).toHaveLength(0);

    // 07:01: the digest.
    at('2026-11-29T01:16:00Z');
    await settle(t);
    const digests = smtp.to(officer.email).filter((m) => m.subject.includes('साप्ताहिक'));
    expect(digests).toHaveLength(1);
    const digest = digests[0]!;
    expect(digest.subject).toContain('२०८३ मंसिर १३, आइतबार');
    expect(digest.text).toContain('नमस्कार सीता श्रेष्ठ');
    expect(digest.text).toContain('वडा भेला');
    expect(digest.text).toContain('२०८३ मंसिर १५, मंगलबार (2026-12-01)');
    expect(digest.text).toContain('योजना शाखा');
    expect(digest.text).toMatch(/म्याद नाघेका कार्यक्रम \(१\)[\s\S]*सडक अनुगमन/);
    expect(digest.text).toMatch(/प्रमाण कागजात बाँकी[\s\S]*बीउ वितरण/);
    expect(digest.text).not.toContain('अर्को पालिकाको');
    expect(digest.text).toContain(`${PUBLIC_URL}/dashboard/events/${thisWeek}/view`);
    expect(digest.html).toContain('<a href="https://plan.example.gov.np/dashboard/events/');
    expect(digest.text).toMatch(/https:\/\/plan\.example\.gov\.np\/unsubscribe\?token=\S+/);
    expect(digest.rawHeaders).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    expect(digest.rawHeaders).toMatch(
      /^List-Unsubscribe: <https:\/\/plan\.example\.gov\.np\/api\/unsubscribe\?token=\d+\.[\w-]+>$/m,
    );
    // Nobody else asked for it.
    expect(smtp.to(admin.email).filter((m) => m.subject.includes('साप्ताहिक'))).toHaveLength(0);

    // Later that Sunday, and after a restart: still one.
    at('2026-11-29T06:00:00Z');
    await settle(t);
    const restarted = await t.another({}, { clock, mailScheduler: false });
    await restarted.mail.tick();
    expect(smtp.to(officer.email).filter((m) => m.subject.includes('साप्ताहिक'))).toHaveLength(1);
  });

  it('sends a reminder on the right Nepal day whatever the server’s time zone', async () => {
    const saved = process.env.TZ;
    process.env.TZ = 'Pacific/Honolulu'; // UTC−10: still Saturday when Nepal's Sunday begins
    try {
      const event = await makeEvent(t, home, fy, { title: 'जनसुनुवाइ' });
      // The officer wants reminders 3 days before: this event (Wed 2 Dec) on Sun 29 Nov.
      await setEventDate(t, event, '2026-12-02', { time: '13:30' });
      at('2026-11-28T18:00:00Z'); // Nepal: Saturday 28 Nov, 23:45
      await settle(t);
      expect(smtp.to(officer.email).filter((m) => m.subject.includes('जनसुनुवाइ'))).toHaveLength(0);
      at('2026-11-29T01:20:00Z'); // Nepal: Sunday 29 Nov, 07:05 (Honolulu: Saturday 15:20)
      await settle(t);
      const reminders = smtp.to(officer.email).filter((m) => m.subject.includes('जनसुनुवाइ'));
      expect(reminders).toHaveLength(1);
      expect(reminders[0]!.subject).toBe('सम्झना: जनसुनुवाइ (३ दिनपछि)');
      expect(reminders[0]!.text).toContain('२०८३ मंसिर १६, बुधबार (2026-12-02), समय १३:३०');
      // Not to another municipality's officer, and not twice.
      await settle(t);
      expect(smtp.to(outsider.email)).toHaveLength(0);
      expect(smtp.to(officer.email).filter((m) => m.subject.includes('जनसुनुवाइ'))).toHaveLength(1);
      // Re-dated: a reminder for the new date when its day comes; the old one is not resent.
      await setEventDate(t, event, '2026-12-04');
      at('2026-11-30T02:00:00Z');
      await settle(t);
      at('2026-12-01T02:00:00Z');
      await settle(t);
      expect(smtp.to(officer.email).filter((m) => m.subject.includes('जनसुनुवाइ'))).toHaveLength(2);
    } finally {
      process.env.TZ = saved;
    }
  });

  it('never sends a mail twice: two processes at once, and a crash mid-send', async () => {
    at('2026-12-01T05:00:00Z');
    const second = await t.another({}, { clock, mailScheduler: false });
    const queue = t.mail.queue!;
    const mails = Array.from({ length: 30 }, (_, i) => ({
      dedupeKey: `test:exactly-once:${i}`,
      kind: 'test' as const,
      userId: null,
      companyId: null,
      to: `reader${i}@example.test`,
      mail: { subject: `एक पटक ${i}`, text: 'पाठ', html: '<p>पाठ</p>' },
    }));
    // Both processes queue the same mails (as both schedulers would), then both send. On
    // PostgreSQL they run at once (FOR UPDATE SKIP LOCKED); SQLite's one-writer file takes
    // them in turn (several processes are a PostgreSQL deployment: docs/decisions/025).
    if (testDialect === 'postgres') {
      await Promise.all([queue.enqueue(mails), second.mail.queue!.enqueue(mails)]);
      await Promise.all([queue.drain(), second.mail.queue!.drain(), queue.drain()]);
    } else {
      await queue.enqueue(mails);
      await second.mail.queue!.enqueue(mails);
      await Promise.all([queue.drain(), queue.drain()]);
      await second.mail.queue!.drain();
    }
    for (let i = 0; i < 30; i++) expect(smtp.to(`reader${i}@example.test`)).toHaveLength(1);

    // A process claimed a mail and died before sending it: the lease runs out, another sends it.
    await queue.enqueue([{ ...mails[0]!, dedupeKey: 'test:crash', to: 'crash@example.test' }]);
    await t.ctx.db
      .updateTable('mail_jobs')
      .set({
        status: 'sending',
        attempts: 1,
        locked_by: 'a-process-that-died',
        locked_until: new Date(now.getTime() + LEASE_MS).toISOString(),
      })
      .where('dedupe_key', '=', 'test:crash')
      .execute();
    await second.mail.queue!.drain();
    expect(smtp.to('crash@example.test')).toHaveLength(0);
    at(new Date(now.getTime() + LEASE_MS + 1000).toISOString());
    await second.mail.queue!.drain();
    await queue.drain();
    expect(smtp.to('crash@example.test')).toHaveLength(1);
    const row = await t.ctx.db
      .selectFrom('mail_jobs')
      .select(['status', 'body'])
      .where('dedupe_key', '=', 'test:crash')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'sent', body: null });
  });

  it('retries a refusing SMTP server with a growing delay and shows it to the Super-Admin', async () => {
    at('2026-12-02T05:00:00Z');
    const sa = await login(t, ADMIN.email, ADMIN.password);
    smtp.refuse(true);
    const queued = await t.app.inject({
      method: 'POST',
      url: '/api/mail/test',
      headers: bearer(sa),
      payload: { email: 'operator@example.test' },
    });
    expect(queued.statusCode).toBe(200);
    await t.mail.queue!.drain();
    let status = await t.app.inject({
      method: 'GET',
      url: '/api/mail/status',
      headers: bearer(sa),
    });
    const problem = status.json<MailStatusResponse>().data.problems[0]!;
    expect(problem).toMatchObject({
      kind: 'test',
      to: 'operator@example.test',
      status: 'pending',
      attempts: 1,
    });
    expect(problem.last_error).toMatch(/451/);
    expect(Date.parse(problem.run_at) - now.getTime()).toBe(60_000);
    expect(status.json<MailStatusResponse>().data.queue).toMatchObject({ retrying: 1 });
    // Not again before its time; the second failure waits twice as long.
    await t.mail.queue!.drain();
    at('2026-12-02T05:01:00Z');
    await t.mail.queue!.drain();
    status = await t.app.inject({ method: 'GET', url: '/api/mail/status', headers: bearer(sa) });
    const second = status.json<MailStatusResponse>().data.problems[0]!;
    expect(second.attempts).toBe(2);
    expect(Date.parse(second.run_at) - now.getTime()).toBe(120_000);
    // The server answers again: the mail goes, once.
    smtp.refuse(false);
    at('2026-12-02T05:03:00Z');
    await t.mail.queue!.drain();
    expect(smtp.to('operator@example.test')).toHaveLength(1);
    status = await t.app.inject({ method: 'GET', url: '/api/mail/status', headers: bearer(sa) });
    expect(status.json<MailStatusResponse>().data.queue.retrying).toBe(0);
    expect(status.json<MailStatusResponse>().data.recent[0]).toMatchObject({
      status: 'sent',
      attempts: 3,
    });
    // Admins and officers may not look.
    const adminToken = await login(t, admin.email, TEST_PASSWORD);
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/mail/status',
      headers: bearer(adminToken),
    });
    expect(refused.statusCode).toBe(403);
  });

  describe('forgot password', () => {
    afterEach(() => smtp.release());

    const forgot = (email: string, ip = '203.0.113.7') =>
      t.app.inject({
        method: 'POST',
        url: '/api/forgot-password',
        payload: { email },
        remoteAddress: ip,
      });

    it('answers the same for a known and an unknown address; only the known one gets a link', async () => {
      at('2026-12-03T05:00:00Z');
      const known = await forgot(admin.email.toUpperCase());
      const unknown = await forgot('nobody@nowhere.test');
      expect(known.statusCode).toBe(200);
      expect(unknown.statusCode).toBe(200);
      expect(known.body).toBe(unknown.body);
      await t.mail.queue!.drain();
      expect(smtp.to('nobody@nowhere.test')).toHaveLength(0);
      expect(smtp.to(admin.email)).toHaveLength(1);
    });

    it('answers before the mail is sent: a slow SMTP server never slows the request', async () => {
      at('2026-12-03T06:00:00Z');
      smtp.hold();
      const res = await forgot(officer.email, '203.0.113.8');
      expect(res.statusCode).toBe(200);
      // The answer is here while the SMTP server still holds the message.
      await expect.poll(() => smtp.holding).toBe(1);
      expect(smtp.to(officer.email)).toHaveLength(0);
      smtp.release();
      await expect.poll(() => smtp.to(officer.email).length).toBe(1);
    });

    it('sets a new password once, signs the user out everywhere, and the link then fails', async () => {
      at('2026-12-03T07:00:00Z');
      const before = await login(t, admin.email, TEST_PASSWORD);
      await forgot(admin.email, '203.0.113.9');
      await t.mail.queue!.drain();
      const mail = smtp.to(admin.email).at(-1)!;
      expect(mail.subject).toBe('कार्ययोजना: नयाँ पासवर्ड राख्ने लिङ्क');
      const token = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;
      const reset = (password: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/reset-password',
          payload: { token, password, password_confirmation: password },
        });
      const ok = await reset('a-new-password-1');
      expect(ok.statusCode).toBe(200);
      expect(await login(t, admin.email, 'a-new-password-1')).toBeTruthy();
      const old = await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(before) });
      expect(old.statusCode).toBe(401);
      const again = await reset('another-password-2');
      expect(again.statusCode).toBe(422);
      expect(again.json<ErrorBody>().errors?.token?.[0]).toContain('३० मिनेट');
      // The sent mail's body is not kept: the link lives only in the mailbox.
      const bodies = await t.ctx.db
        .selectFrom('mail_jobs')
        .select('body')
        .where('kind', '=', 'password_reset')
        .where('status', '=', 'sent')
        .execute();
      expect(bodies.every((b) => b.body === null)).toBe(true);
      // Back to the shared test password (the officer's hash) for the tests that follow.
      const { password_hash } = await t.ctx.db
        .selectFrom('users')
        .select('password_hash')
        .where('id', '=', officer.id)
        .executeTakeFirstOrThrow();
      await t.ctx.db
        .updateTable('users')
        .set({ password_hash })
        .where('id', '=', admin.id)
        .execute();
    });

    it('a link older than 30 minutes sets nothing', async () => {
      at('2026-12-03T08:00:00Z');
      await forgot(admin.email, '203.0.113.10');
      await t.mail.queue!.drain();
      const token = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(
        smtp.to(admin.email).at(-1)!.text,
      )![1]!;
      at('2026-12-03T08:31:00Z');
      const late = await t.app.inject({
        method: 'POST',
        url: '/api/reset-password',
        payload: { token, password: 'too-late-pass', password_confirmation: 'too-late-pass' },
        headers: { 'accept-language': 'en' },
      });
      expect(late.statusCode).toBe(422);
      expect(late.json<ErrorBody>().errors?.token?.[0]).toContain('older than 30 minutes');
      expect(await login(t, admin.email, TEST_PASSWORD)).toBeTruthy();
    });

    it('sends at most 3 links an hour to one address, and refuses a flood from one client', async () => {
      at('2026-12-04T05:00:00Z');
      for (let i = 0; i < 5; i++)
        expect((await forgot(outsider.email, '198.51.100.1')).statusCode).toBe(200);
      await t.mail.queue!.drain();
      expect(smtp.to(outsider.email)).toHaveLength(3);
      let last = await forgot('x1@nowhere.test', '198.51.100.2');
      for (let i = 2; i <= 21; i++) last = await forgot(`x${i}@nowhere.test`, '198.51.100.2');
      expect(last.statusCode).toBe(429);
      expect(last.headers['retry-after']).toBe('3600');
    });
  });

  it('stops the digest and reminders from the mail’s link, without signing in (one-click too)', async () => {
    const token = t.mail.unsubscribeToken(officer.id);
    const oneClick = await t.app.inject({
      method: 'POST',
      url: `/api/unsubscribe?token=${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    const settings = await t.app.inject({
      method: 'GET',
      url: '/api/mail-settings',
      headers: bearer(officerToken),
    });
    expect(settings.json<MailSettingsResponse>().data).toMatchObject({
      digest: false,
      reminder_days: null,
    });
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/unsubscribe',
      payload: { token: `${admin.id}.${token.split('.')[1]}` },
    });
    expect(forged.statusCode).toBe(404);
    const none = await t.app.inject({ method: 'POST', url: '/api/unsubscribe', payload: {} });
    expect(none.statusCode).toBe(404);
  });

  it('tells the admins 30 and then 7 days before the subscription ends', async () => {
    at('2026-12-05T05:00:00Z');
    const ending = await makeCompany(t, { name: 'पनौती नगरपालिका', expiry_date: '2027-01-03' });
    const endingAdmin = await makeUser(t, ending, 'admin', { email: 'admin@panauti.test' });
    const endingOfficer = await makeUser(t, ending, 'user', { email: 'officer@panauti.test' });
    await settle(t);
    await settle(t);
    expect(smtp.to(endingAdmin.email)).toHaveLength(1);
    expect(smtp.to(endingAdmin.email)[0]!.subject).toBe('कार्ययोजनाको सदस्यता २९ दिनमा सकिँदै छ');
    expect(smtp.to(endingOfficer.email)).toHaveLength(0);
    at('2026-12-28T05:00:00Z');
    await settle(t);
    expect(smtp.to(endingAdmin.email)).toHaveLength(2);
    expect(smtp.to(endingAdmin.email)[1]!.subject).toContain('६ दिनमा');
    // Renewed before a queued notice went: it is not sent.
    at('2026-12-30T05:00:00Z');
    await t.ctx.db
      .updateTable('companies')
      .set({ expiry_date: '2027-01-01' })
      .where('id', '=', ending)
      .execute();
    await t.mail.tick();
    expect(smtp.to(endingAdmin.email)).toHaveLength(3);
    const queue = t.mail.queue!;
    await queue.enqueue([
      {
        dedupeKey: 'expiry:renewed',
        kind: 'expiry_notice',
        userId: endingAdmin.id,
        companyId: ending,
        to: endingAdmin.email,
        guard: { expiry_date: '2027-01-01' },
        mail: { subject: 'पुरानो सूचना', text: 'x', html: '<p>x</p>' },
      },
    ]);
    await t.ctx.db
      .updateTable('companies')
      .set({ expiry_date: '2028-01-01' })
      .where('id', '=', ending)
      .execute();
    await queue.drain();
    expect(smtp.to(endingAdmin.email).map((m) => m.subject)).not.toContain('पुरानो सूचना');
  });
});
