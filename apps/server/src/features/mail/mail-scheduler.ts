import { sql, type ExpressionBuilder } from 'kysely';
import { adToBsString, toDevanagariDigits } from '@karyayojana/nepali-calendar';
import {
  branchName,
  inScope,
  REMINDER_DAYS,
  wardsLabel,
  type MailLanguage,
} from '@karyayojana/contracts';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/schema.js';
import { readIdList } from '../../lib/id-list.js';
import { daysBetween } from '../../lib/clock.js';
import { dayText, localDigits } from '../../lib/event-text.js';
import type { OptOut } from './mail-choices.js';
import type { ClaimedJob, MailQueue, NewMail } from './mail-queue.js';
import { composeMail, type MailEvent, type RenderedMail } from './mail-render.js';

/**
 * The mail scheduler (issue 17, docs/decisions/025-mail.md): what comes due on Nepal time (the
 * Sunday digest, reminders, notices of an ending subscription) is queued by key, so that every
 * process and every restart may look and a mail is still queued once. The look runs once a
 * minute across the server processes (claimed in `scheduled_work`, docs/decisions/028); the
 * queue (mail-queue.ts) sends, and asks `mailStillDue` before each mail goes.
 */

/** Sunday 07:00 in Nepal: the start of the working week. */
const DIGEST_MINUTE = 7 * 60;
/** Reminders and notices go from 07:00 on their day. */
const MORNING = 7 * 60;
/** How many events a digest's section lists before "and N more". */
const LIST = 20;

/** The wall clock in a time zone: AD date, weekday (0 = Sunday) and minutes since midnight. */
export function wallClock(now: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    weekday: 'short',
    hourCycle: 'h23',
  }).formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const date = `${get('year')}-${get('month')}-${get('day')}`;
  const weekday = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(get('weekday'));
  return { date, weekday, minutes: Number(get('hour')) * 60 + Number(get('minute')) };
}

/** AD date `iso` plus `days` (negative: before). */
export function addDays(iso: string, days: number): string {
  const t = Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000;
  return new Date(t).toISOString().slice(0, 10);
}

const WORDS = {
  digestSubject: {
    ne: (from: string) => `साप्ताहिक सारांश: ${from} देखिको हप्ता`,
    en: (from: string) => `Weekly digest: the week from ${from}`,
  },
  digestIntro: {
    ne: (company: string) => `${company} को यस हप्ताको कार्ययोजना:`,
    en: (company: string) => `The work plan of ${company} for this week:`,
  },
  digestScope: {
    ne: (scope: string) => `तपाईंको जिम्मेवारी (${scope}) भित्रका कार्यक्रम मात्र।`,
    en: (scope: string) => `Only the events within your responsibility (${scope}).`,
  },
  week: { ne: 'यस हप्ताका कार्यक्रम', en: "This week's events" },
  weekEmpty: { ne: 'यस हप्ता कुनै कार्यक्रम छैन।', en: 'No events this week.' },
  overdue: { ne: 'म्याद नाघेका कार्यक्रम', en: 'Overdue events' },
  overdueEmpty: { ne: 'म्याद नाघेको कुनै कार्यक्रम छैन।', en: 'No overdue events.' },
  noProof: { ne: 'प्रमाण कागजात बाँकी भएका कार्यक्रम', en: 'Events with tasks lacking proof' },
  noProofEmpty: {
    ne: 'सबै कार्यका प्रमाण कागजात छन्।',
    en: 'Every task has its proof document.',
  },
  reminderSubject: {
    ne: (title: string, when: string) => `सम्झना: ${title} (${when})`,
    en: (title: string, when: string) => `Reminder: ${title} (${when})`,
  },
  reminderWhen: {
    ne: (n: number) =>
      n === 0 ? 'आज' : n === 1 ? 'भोलि' : `${toDevanagariDigits(String(n))} दिनपछि`,
    en: (n: number) => (n === 0 ? 'today' : n === 1 ? 'tomorrow' : `in ${n} days`),
  },
  reminderIntro: {
    ne: (company: string) => `${company} को कार्ययोजनाको यो कार्यक्रम नजिकिँदै छ:`,
    en: (company: string) => `This event of the work plan of ${company} is coming up:`,
  },
  expirySubject: {
    ne: (days: string) => `कार्ययोजनाको सदस्यता ${days} दिनमा सकिँदै छ`,
    en: (days: string) => `Your Karyayojana subscription ends in ${days} days`,
  },
  expiryIntro: {
    ne: (company: string, date: string) =>
      `${company} को कार्ययोजना सदस्यता ${date} मा सकिन्छ। त्यसपछि योजना पढ्न मात्र मिल्छ; नवीकरणका लागि सञ्चालकलाई सम्पर्क गर्नुहोस्।`,
    en: (company: string, date: string) =>
      `The Karyayojana subscription of ${company} ends on ${date}. After that the plan can only be read; contact the operator to renew it.`,
  },
} as const;

/** Who a mail goes to, as the queries read them (users joined with their companies). */
const RECIPIENT_COLUMNS = [
  'users.id',
  'users.name',
  'users.email',
  'users.mail_language',
  'companies.id as company_id',
  'companies.name as company_name',
] as const;

/**
 * The wards and branches an officer's work is limited to (issue 28, docs/decisions/037): their
 * digest lists the events inside them. Null: the whole municipality.
 */
interface DigestScope {
  wards: number[];
  branchIds: number[];
}

/** An officer's scope from their row; null for an admin, or an officer without limits. */
export function digestScopeOf(row: {
  role: string;
  scope_wards: string | null;
  scope_branch_ids: string | null;
}): DigestScope | null {
  if (row.role !== 'user') return null;
  const wards = readIdList(row.scope_wards);
  const branchIds = readIdList(row.scope_branch_ids);
  return wards.length || branchIds.length ? { wards, branchIds } : null;
}

/** The condition an event inside `scope` meets: each limit that is set must hold (inScope). */
const withinScope = (scope: DigestScope) => (eb: ExpressionBuilder<Database, 'events'>) =>
  eb.and([
    ...(scope.wards.length
      ? [
          eb.exists(
            eb
              .selectFrom('event_wards')
              .select('event_wards.event_id')
              .whereRef('event_wards.event_id', '=', 'events.id')
              .where('event_wards.ward', 'in', scope.wards),
          ),
        ]
      : []),
    ...(scope.branchIds.length ? [eb('events.branch_id', 'in', scope.branchIds)] : []),
  ]);

interface Recipient {
  id: number;
  name: string;
  email: string;
  companyId: number;
  companyName: string;
  lang: MailLanguage;
}

interface SchedulerDeps {
  /** PUBLIC_URL: the links in the mails. */
  origin: string;
  /** The unsubscribe link and headers of a user's mail (mail-choices.ts). */
  optOut: OptOut;
  /** Errors of sending go to the log `start` is given (mail.service.ts). */
  onErrors: (log: (error: unknown, what: string) => void) => void;
}

export function mailScheduler(
  ctx: AppContext,
  queue: MailQueue | null,
  { origin, optOut, onErrors }: SchedulerDeps,
) {
  const { db, config, clock } = ctx;

  const notExpired = (today: string) =>
    sql<boolean>`(companies.is_owner = 1 or companies.expiry_date >= ${today})`;

  async function activeFiscalYearId(): Promise<number | null> {
    const row = await db
      .selectFrom('fiscal_years')
      .select('id')
      .where('status', '=', 1)
      .orderBy('id')
      .executeTakeFirst();
    return row?.id ?? null;
  }

  const eventColumns = [
    'events.id',
    'events.title',
    'events.date',
    'events.ad_date',
    'events.time',
    'events.assign_to',
    'events.status',
  ] as const;
  const toMailEvent = (r: {
    id: number;
    title: string;
    date: string;
    ad_date: string;
    time: string;
    assign_to: string | null;
    status: string;
  }): MailEvent => ({
    id: r.id,
    title: r.title,
    date: r.date,
    adDate: r.ad_date,
    time: r.time,
    assignTo: r.assign_to,
    status: r.status,
  });

  /** The three lists of one municipality's digest, read by the database, at most LIST each. */
  async function digestData(
    companyId: number,
    sunday: string,
    today: string,
    fyId: number | null,
    scope: DigestScope | null = null,
  ) {
    // An officer limited to wards or branches reads the events inside them (issue 28).
    const everywhere = db.selectFrom('events').where('events.company_id', '=', companyId);
    const events = scope ? everywhere.where(withinScope(scope)) : everywhere;
    const week = await events
      .select(eventColumns)
      .where('ad_date', '>=', sunday)
      .where('ad_date', '<=', addDays(sunday, 6))
      .orderBy('ad_date')
      .orderBy('time')
      .orderBy('id')
      .limit(LIST + 1)
      .execute();
    const weekTotal =
      week.length > LIST
        ? Number(
            (
              await events
                .select((eb) => eb.fn.countAll<number>().as('n'))
                .where('ad_date', '>=', sunday)
                .where('ad_date', '<=', addDays(sunday, 6))
                .executeTakeFirstOrThrow()
            ).n,
          )
        : week.length;
    if (fyId === null) {
      return {
        week: week.slice(0, LIST),
        weekTotal,
        overdue: [],
        overdueTotal: 0,
        noProof: [],
        noProofTotal: 0,
      };
    }
    const overdueQuery = events
      .where('fiscal_year_id', '=', fyId)
      .where('status', '=', 'notDone')
      .where('ad_date', '<', today);
    const noProofQuery = events
      .where('fiscal_year_id', '=', fyId)
      .where('status', '!=', 'canceled')
      .where('ad_date', '<=', today)
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('tasks')
            .select('tasks.id')
            .whereRef('tasks.event_id', '=', 'events.id')
            .where('tasks.file_id', 'is', null),
        ),
      );
    const [overdue, overdueCount, noProof, noProofCount] = await Promise.all([
      overdueQuery.select(eventColumns).orderBy('ad_date').orderBy('id').limit(LIST).execute(),
      overdueQuery.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      noProofQuery.select(eventColumns).orderBy('ad_date').orderBy('id').limit(LIST).execute(),
      noProofQuery.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return {
      week: week.slice(0, LIST),
      weekTotal,
      overdue,
      overdueTotal: Number(overdueCount.n),
      noProof,
      noProofTotal: Number(noProofCount.n),
    };
  }

  function digestMail(
    r: Recipient,
    sunday: string,
    data: Awaited<ReturnType<typeof digestData>>,
    /** An officer's scope in words ("वडा नं ५, स्वास्थ्य शाखा"), when limited. */
    scopeText: string | null = null,
  ): { mail: RenderedMail; headers: Record<string, string> } {
    const lang = r.lang;
    const bsSunday = adToBsSafe(sunday);
    const out = optOut(r.id);
    const mailBody = composeMail({
      lang,
      subject: WORDS.digestSubject[lang](dayText(bsSunday, sunday, lang)),
      name: r.name,
      intro: [
        WORDS.digestIntro[lang](r.companyName),
        ...(scopeText ? [WORDS.digestScope[lang](scopeText)] : []),
      ],
      sections: [
        {
          heading: `${WORDS.week[lang]} (${localDigits(data.weekTotal, lang)})`,
          events: data.week.map(toMailEvent),
          total: data.weekTotal,
          empty: WORDS.weekEmpty[lang],
        },
        {
          heading: `${WORDS.overdue[lang]} (${localDigits(data.overdueTotal, lang)})`,
          events: data.overdue.map(toMailEvent),
          total: data.overdueTotal,
          empty: WORDS.overdueEmpty[lang],
        },
        {
          heading: `${WORDS.noProof[lang]} (${localDigits(data.noProofTotal, lang)})`,
          events: data.noProof.map(toMailEvent),
          total: data.noProofTotal,
          empty: WORDS.noProofEmpty[lang],
        },
      ],
      origin,
      unsubscribeUrl: out.url,
    });
    return { mail: mailBody, headers: out.headers };
  }

  /** Sunday's digests, from Sunday 07:00 to Monday 07:00 in Nepal (a restart catches up). */
  async function queueDigests(now: Date): Promise<number> {
    if (!queue) return 0;
    const local = wallClock(now, config.timeZone);
    const onTime =
      (local.weekday === 0 && local.minutes >= DIGEST_MINUTE) ||
      (local.weekday === 1 && local.minutes < DIGEST_MINUTE);
    if (!onTime) return 0;
    const sunday = addDays(local.date, -local.weekday);
    const today = local.date;
    const rows = await db
      .selectFrom('users')
      .innerJoin('companies', 'companies.id', 'users.company_id')
      .leftJoin('mail_jobs', (join) =>
        join.on(
          'mail_jobs.dedupe_key',
          '=',
          sql<string>`${`digest:`} || users.id || ${`:${sunday}`}`,
        ),
      )
      .innerJoin('roles', 'roles.id', 'users.role_id')
      .select([
        ...RECIPIENT_COLUMNS,
        'roles.name as role',
        'users.scope_wards',
        'users.scope_branch_ids',
      ])
      .where('users.mail_digest', '=', 1)
      // A deactivated account gets no mail (issue 28).
      .where('users.active', '=', 1)
      .where('mail_jobs.id', 'is', null)
      .where(notExpired(today))
      .orderBy('companies.id')
      .orderBy('users.id')
      .execute();
    const fyId = await activeFiscalYearId();
    let added = 0;
    // One municipality's lists serve all of its readers of the same scope.
    const lists = new Map<string, Awaited<ReturnType<typeof digestData>>>();
    let listsOf: number | null = null;
    let branchNames = new Map<number, { name: string; name_en: string | null }>();
    for (const row of rows) {
      if (listsOf !== row.company_id) {
        lists.clear();
        listsOf = row.company_id;
        branchNames = new Map();
      }
      const scope = digestScopeOf(row);
      const key = scope ? `${scope.wards.join()}|${scope.branchIds.join()}` : '';
      let data = lists.get(key);
      if (!data) {
        data = await digestData(row.company_id, sunday, today, fyId, scope);
        lists.set(key, data);
      }
      const r = recipientOf(row);
      let scopeText: string | null = null;
      if (scope) {
        if (scope.branchIds.length && branchNames.size === 0) {
          const branches = await db
            .selectFrom('branches')
            .select(['id', 'name', 'name_en'])
            .where('company_id', '=', row.company_id)
            .execute();
          branchNames = new Map(branches.map((b) => [b.id, b]));
        }
        const lang = r.lang === 'en' ? 'en' : 'ne';
        scopeText = [
          ...(scope.wards.length ? [wardsLabel(scope.wards, lang)] : []),
          ...scope.branchIds.flatMap((id) => {
            const b = branchNames.get(id);
            return b ? [branchName(b, lang)] : [];
          }),
        ].join(', ');
      }
      const { mail: body, headers } = digestMail(r, sunday, data, scopeText);
      added += await queue.enqueue([
        {
          dedupeKey: `digest:${r.id}:${sunday}`,
          kind: 'digest',
          userId: r.id,
          companyId: r.companyId,
          to: r.email,
          mail: body,
          headers,
          guard: { pref: 'digest' },
        },
      ]);
    }
    return added;
  }

  /** Reminders whose day has come (from 07:00 in Nepal), for events still to happen. */
  async function queueReminders(now: Date): Promise<number> {
    if (!queue) return 0;
    const local = wallClock(now, config.timeZone);
    const today = local.date;
    const key = sql<string>`${'reminder:'} || users.id || ${':'} || events.id || ${':'} || events.ad_date`;
    // Per choice of N: the events whose reminder day has come (from 07:00), no later ones:
    // the database reads N + 1 days of events, not a week's, each minute.
    const rows = [];
    for (const n of REMINDER_DAYS) {
      const last = addDays(today, local.minutes >= MORNING ? n : n - 1);
      if (last < today) continue;
      rows.push(
        ...(await db
          .selectFrom('users')
          .innerJoin('companies', 'companies.id', 'users.company_id')
          .innerJoin('events', 'events.company_id', 'users.company_id')
          .innerJoin('roles', 'roles.id', 'users.role_id')
          .leftJoin('mail_jobs', (join) => join.on('mail_jobs.dedupe_key', '=', key))
          .select([
            'users.id as user_id',
            'users.name',
            'users.email',
            'users.mail_language',
            'users.mail_reminder_days',
            'companies.id as company_id',
            'companies.name as company_name',
            'roles.name as role',
            'users.scope_wards',
            'users.scope_branch_ids',
            'events.branch_id',
            ...eventColumns,
          ])
          .where('users.mail_reminder_days', '=', n)
          .where('users.active', '=', 1)
          .where('mail_jobs.id', 'is', null)
          .where('events.status', 'in', ['notDone', 'postponed'])
          .where('events.ad_date', '>=', today)
          .where('events.ad_date', '<=', last)
          .where(notExpired(today))
          .orderBy('events.ad_date')
          .orderBy('events.id')
          .execute()),
      );
    }
    // An officer limited to wards or branches is reminded of the events inside them (issue 28).
    const scoped = rows.filter((row) => digestScopeOf(row) !== null);
    const wardRows = scoped.length
      ? await db
          .selectFrom('event_wards')
          .select(['event_id', 'ward'])
          .where('event_id', 'in', [...new Set(scoped.map((row) => row.id))])
          .execute()
      : [];
    const wardsOf = new Map<number, number[]>();
    for (const w of wardRows) wardsOf.set(w.event_id, [...(wardsOf.get(w.event_id) ?? []), w.ward]);
    const due: NewMail[] = [];
    for (const row of rows) {
      const scope = digestScopeOf(row);
      if (
        scope &&
        !inScope(
          { scope_wards: scope.wards, scope_branch_ids: scope.branchIds },
          { wards: wardsOf.get(row.id) ?? [], branch_id: row.branch_id },
        )
      ) {
        continue;
      }
      const n = row.mail_reminder_days ?? 0;
      const reminderDay = addDays(row.ad_date, -n);
      if (reminderDay > today || (reminderDay === today && local.minutes < MORNING)) continue;
      const r = recipientOf({ ...row, id: row.user_id });
      const lang = r.lang;
      const left = daysBetween(today, row.ad_date);
      const out = optOut(r.id);
      const event = toMailEvent(row);
      due.push({
        dedupeKey: `reminder:${r.id}:${row.id}:${row.ad_date}`,
        kind: 'reminder',
        userId: r.id,
        companyId: r.companyId,
        to: r.email,
        headers: out.headers,
        guard: { pref: 'reminder', event_id: row.id, ad_date: row.ad_date },
        mail: composeMail({
          lang,
          subject: WORDS.reminderSubject[lang](event.title, WORDS.reminderWhen[lang](left)),
          name: r.name,
          intro: [WORDS.reminderIntro[lang](r.companyName)],
          sections: [{ heading: event.title, events: [event] }],
          origin,
          unsubscribeUrl: out.url,
        }),
      });
    }
    return queue.enqueue(due);
  }

  /** Notices to a municipality's admins 30 and 7 days before the subscription ends. */
  async function queueExpiryNotices(now: Date): Promise<number> {
    if (!queue) return 0;
    const local = wallClock(now, config.timeZone);
    if (local.minutes < MORNING) return 0;
    const today = local.date;
    const rows = await db
      .selectFrom('users')
      .innerJoin('companies', 'companies.id', 'users.company_id')
      .innerJoin('roles', 'roles.id', 'users.role_id')
      .select([...RECIPIENT_COLUMNS, 'companies.expiry_date'])
      .where('roles.name', '=', 'admin')
      .where('companies.is_owner', '=', 0)
      .where('companies.expiry_date', '>=', today)
      .where('companies.expiry_date', '<=', addDays(today, 30))
      .execute();
    const due: NewMail[] = rows.map((row) => {
      const r = recipientOf(row);
      const left = daysBetween(today, row.expiry_date);
      const stage = left <= 7 ? 7 : 30;
      const when = dayText(adToBsSafe(row.expiry_date), row.expiry_date, r.lang);
      return {
        dedupeKey: `expiry:${row.company_id}:${r.id}:${row.expiry_date}:${stage}`,
        kind: 'expiry_notice' as const,
        userId: r.id,
        companyId: r.companyId,
        to: r.email,
        guard: { expiry_date: row.expiry_date },
        mail: composeMail({
          lang: r.lang,
          subject: WORDS.expirySubject[r.lang](localDigits(left, r.lang)),
          name: r.name,
          intro: [WORDS.expiryIntro[r.lang](r.companyName, when), `${origin}/dashboard`],
          origin,
        }),
      };
    });
    return queue.enqueue(due);
  }

  function recipientOf(row: {
    id: number;
    name: string;
    email: string;
    mail_language: string;
    company_id: number;
    company_name: string;
  }): Recipient {
    return {
      id: row.id,
      name: row.name,
      email: row.email,
      companyId: row.company_id,
      companyName: row.company_name,
      lang: row.mail_language === 'en' ? 'en' : 'ne',
    };
  }

  let scheduling: Promise<void> | null = null;
  const timers: NodeJS.Timeout[] = [];

  const scheduler = {
    /** Queues what has come due (digests, reminders, notices) and sends what is queued. */
    async tick(): Promise<void> {
      if (!queue) return;
      if (!scheduling) {
        scheduling = (async () => {
          const now = clock.now();
          await queueDigests(now);
          await queueReminders(now);
          await queueExpiryNotices(now);
        })().finally(() => {
          scheduling = null;
        });
      }
      await scheduling;
      await queue.drain();
    },

    /**
     * Every minute, what is due; every 15 seconds, the queue (retries). Never in a request.
     * The look at what is due runs once a minute across all the server processes (claimed in
     * `scheduled_work`, docs/decisions/028): a mail is queued once anyway (its dedupe key),
     * but N processes need not all read every user's plan to find that out. Every process
     * sends from the queue: a job is claimed by one of them.
     */
    start(log: (error: unknown, what: string) => void): void {
      if (!queue) return;
      onErrors(log);
      const look = () =>
        ctx.scheduled
          .run('mail-schedule', 50_000, () => scheduler.tick())
          .catch((error: unknown) => log(error, 'mail schedule'));
      const schedule = setInterval(() => void look(), 60_000);
      const send = setInterval(() => {
        queue.drain().catch((error: unknown) => log(error, 'mail queue'));
      }, 15_000);
      schedule.unref();
      send.unref();
      timers.push(schedule, send);
      // At start: what came due while the server was down (unless another process just looked).
      void look();
    },

    async stop(): Promise<void> {
      for (const t of timers) clearInterval(t);
      timers.length = 0;
      await scheduling?.catch(() => undefined);
      await queue?.idle();
    },
  };
  return scheduler;
}

/** Whether a claimed job must still go: the user still wants it, the event not moved. */
export function mailStillDue({ db, clock }: Pick<AppContext, 'db' | 'clock'>) {
  return async function stillDue(job: ClaimedJob): Promise<boolean> {
    const guard = (job.guard ? JSON.parse(job.guard) : {}) as {
      expires_at?: string;
      pref?: 'digest' | 'reminder';
      event_id?: number;
      ad_date?: string;
      expiry_date?: string;
    };
    if (guard.expires_at && guard.expires_at <= clock.now().toISOString()) return false;
    // A notice of an ending subscription: not once it has been renewed.
    if (guard.expiry_date && job.company_id !== null) {
      const company = await db
        .selectFrom('companies')
        .select('expiry_date')
        .where('id', '=', job.company_id)
        .executeTakeFirst();
      if (company?.expiry_date !== guard.expiry_date) return false;
    }
    if (guard.pref && job.user_id !== null) {
      const user = await db
        .selectFrom('users')
        .select(['mail_digest', 'mail_reminder_days', 'active'])
        .where('id', '=', job.user_id)
        .executeTakeFirst();
      // Deactivated after it was queued: not sent.
      if (!user || user.active !== 1) return false;
      if (guard.pref === 'digest' && user.mail_digest !== 1) return false;
      if (guard.pref === 'reminder' && user.mail_reminder_days === null) return false;
    }
    if (typeof guard.event_id === 'number') {
      const event = await db
        .selectFrom('events')
        .select(['ad_date', 'status'])
        .where('id', '=', guard.event_id)
        .executeTakeFirst();
      if (!event || event.ad_date !== guard.ad_date) return false;
      if (event.status === 'done' || event.status === 'canceled') return false;
    }
    return true;
  };
}

/** The BS date of an AD one; the AD date as it is past the calendar's range. */
function adToBsSafe(ad: string): string {
  try {
    return adToBsString(ad);
  } catch {
    return ad;
  }
}
