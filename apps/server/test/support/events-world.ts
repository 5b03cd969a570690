import { expect } from 'vitest';
import type { Event, Task } from '@karyayojana/contracts';
import { createClock, type Clock } from '../../src/lib/clock.js';
import { makeCompany, makeUser, TEST_PASSWORD } from './builders.js';
import { multipartBody, type FormValue } from './multipart.js';
import { ADMIN, bearer, createTestApp, login, type TestApp } from './test-app.js';

/**
 * 2026-11-21 in Kathmandu is BS 2083-08-05: first start made 2082/83, 2083/84 (active,
 * 2083-04-01 … 2084-03-31) and 2084/85.
 */
export const clock = createClock('Asia/Kathmandu', () => new Date('2026-11-21T06:00:00Z'));

/** A tiny but real PDF: documents are judged by content. */
export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * A server with three municipalities: `home` (admin, user), `other` (admin, user) and an
 * `expired` one (admin, user); `sa` is the Super-Admin of the owner company.
 */
export interface World {
  t: TestApp;
  sa: string;
  admin: string;
  user: string;
  otherAdmin: string;
  otherUser: string;
  expiredAdmin: string;
  expiredUser: string;
  owner: number;
  home: number;
  other: number;
  expired: number;
}

export async function createWorld(
  env: Record<string, string> = {},
  worldClock: Clock = clock,
): Promise<World> {
  const t = await createTestApp(env, { clock: worldClock });
  const [home, other, expired] = [
    await makeCompany(t),
    await makeCompany(t),
    await makeCompany(t, { expiry_date: '2020-01-01' }),
  ];
  const people = await Promise.all(
    [home, home, other, other, expired, expired].map((c, i) =>
      makeUser(t, c, i % 2 === 0 ? 'admin' : 'user'),
    ),
  );
  const [sa, admin, user, otherAdmin, otherUser, expiredAdmin, expiredUser] = await Promise.all([
    login(t, ADMIN.email, ADMIN.password),
    ...people.map((p) => login(t, p.email, TEST_PASSWORD)),
  ]);
  const owner = await t.ctx.db
    .selectFrom('companies')
    .select('id')
    .where('is_owner', '=', 1)
    .executeTakeFirstOrThrow();
  return {
    t,
    sa: sa ?? '',
    admin: admin ?? '',
    user: user ?? '',
    otherAdmin: otherAdmin ?? '',
    otherUser: otherUser ?? '',
    expiredAdmin: expiredAdmin ?? '',
    expiredUser: expiredUser ?? '',
    owner: owner.id,
    home,
    other,
    expired,
  };
}

/** Requests against the world's server, and the few reads the tests need. */
export function client(t: TestApp) {
  const call = (method: Method, url: string, token?: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      ...(token ? { headers: bearer(token) } : {}),
      ...(payload ? { payload } : {}),
    });

  return {
    call,

    /** Sends a multipart form (task writes). */
    form(method: 'POST' | 'PUT', url: string, token: string | undefined, form: FormFields) {
      const body = multipartBody(form);
      return t.app.inject({
        method,
        url,
        payload: body.payload,
        headers: { ...body.headers, ...(token ? bearer(token) : {}) },
      });
    },

    /** POST /api/events, expecting success; returns the created events. */
    async createEvents(token: string, body: object): Promise<Event[]> {
      const res = await call('POST', '/api/events', token, body);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ data: Event[] }>().data;
    },

    async createEvent(token: string, body: object): Promise<Event> {
      const [event] = await this.createEvents(token, body);
      if (!event) throw new Error('no event created');
      return event;
    },

    async getEvent(token: string, id: number): Promise<Event> {
      const res = await call('GET', `/api/events/${id}`, token);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ data: Event }>().data;
    },

    /** Attaches a document to a task through the API. */
    async attach(token: string, taskId: number, content = PDF, filename = 'proof.pdf') {
      const res = await this.form('POST', `/api/tasks/${taskId}`, token, {
        _method: 'PUT',
        documents: { filename, content, contentType: 'application/pdf' },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ task: Task }>().task;
    },

    async yearId(label: string): Promise<number> {
      const row = await t.ctx.db
        .selectFrom('fiscal_years')
        .select('id')
        .where('year', '=', label)
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async categoryIds(): Promise<number[]> {
      const rows = await t.ctx.db.selectFrom('categories').select('id').orderBy('id').execute();
      return rows.map((r) => r.id);
    },

    /** Events of a company, straight from the database. */
    async eventsOf(companyId: number) {
      return t.ctx.db
        .selectFrom('events')
        .selectAll()
        .where('company_id', '=', companyId)
        .orderBy('id')
        .execute();
    },

    async count(table: 'events' | 'tasks' | 'stored_files' | 'event_categories'): Promise<number> {
      const r = await t.ctx.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(r.n);
    },
  };
}

export type FormFields = Record<string, FormValue | FormValue[]>;
