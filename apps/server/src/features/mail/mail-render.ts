import { toDevanagariDigits } from '@karyayojana/nepali-calendar';
import type { MailLanguage } from '@karyayojana/contracts';
import { dayText, escapeHtml, localDigits, statusText } from '../../lib/event-text.js';

/**
 * The mails' words (docs/decisions/025-mail.md): Nepali and English, plain text with a simple
 * HTML twin, BS dates in the reader's language with the AD date beside them. Every value from
 * the database is escaped in the HTML.
 */

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** An event as a mail lists it. */
export interface MailEvent {
  id: number;
  title: string;
  /** BS YYYY-MM-DD. */
  date: string;
  /** AD YYYY-MM-DD. */
  adDate: string;
  time: string;
  assignTo: string | null;
  status: string;
}

const T = {
  greeting: { ne: (n: string) => `नमस्कार ${n},`, en: (n: string) => `Dear ${n},` },
  signature: { ne: 'कार्ययोजना', en: 'Karyayojana (कार्ययोजना)' },
  open: { ne: 'खोल्नुहोस्', en: 'Open' },
  responsible: { ne: 'जिम्मेवार', en: 'Responsible' },
  time: { ne: 'समय', en: 'Time' },
  status: { ne: 'स्थिति', en: 'Status' },
  more: {
    ne: (n: number) => `… र अरू ${toDevanagariDigits(String(n))} वटा`,
    en: (n: number) => `… and ${n} more`,
  },
  unsubscribe: {
    ne: 'यी इमेल रोक्न (लगइन नगरी):',
    en: 'To stop these emails (no sign-in needed):',
  },
  settings: {
    ne: 'इमेलका रोजाइ सेटिङमा बदल्न सकिन्छ:',
    en: 'Change your email choices in settings:',
  },
} as const;

/** A block of the mail: a heading and its lines (events, or one sentence). */
interface Section {
  heading: string;
  events?: MailEvent[];
  /** How many there are in all, when more than `events` lists. */
  total?: number;
  empty?: string;
  lines?: string[];
}

function eventLines(e: MailEvent, lang: MailLanguage, origin: string): string[] {
  const lines = [
    `• ${e.title}`,
    `  ${dayText(e.date, e.adDate, lang)}, ${T.time[lang]} ${localDigits(e.time, lang)}`,
  ];
  if (e.assignTo) lines.push(`  ${T.responsible[lang]}: ${e.assignTo}`);
  lines.push(`  ${T.status[lang]}: ${statusText(e.status, lang)}`);
  lines.push(`  ${origin}/dashboard/events/${e.id}/view`);
  return lines;
}

function eventHtml(e: MailEvent, lang: MailLanguage, origin: string): string {
  const link = `${origin}/dashboard/events/${e.id}/view`;
  const meta = [
    `${escapeHtml(dayText(e.date, e.adDate, lang))}, ${T.time[lang]} ${escapeHtml(localDigits(e.time, lang))}`,
    e.assignTo ? `${T.responsible[lang]}: ${escapeHtml(e.assignTo)}` : '',
    `${T.status[lang]}: ${escapeHtml(statusText(e.status, lang))}`,
  ].filter(Boolean);
  return (
    `<li style="margin:0 0 10px"><a href="${escapeHtml(link)}" style="color:#4c1d95;font-weight:600">${escapeHtml(e.title)}</a>` +
    `<br><span style="color:#475569">${meta.join(' · ')}</span></li>`
  );
}

/** Puts a mail together: greeting, intro, sections, footer links. */
export function composeMail(options: {
  lang: MailLanguage;
  subject: string;
  name: string;
  intro: string[];
  sections?: Section[];
  origin: string;
  /** The unsubscribe page's address; absent for mails a user cannot opt out of. */
  unsubscribeUrl?: string;
}): RenderedMail {
  const { lang, origin } = options;
  const text: string[] = [T.greeting[lang](options.name), '', ...options.intro, ''];
  const html: string[] = [
    `<p>${escapeHtml(T.greeting[lang](options.name))}</p>`,
    ...options.intro.map((line) => `<p>${linkify(line)}</p>`),
  ];
  for (const section of options.sections ?? []) {
    text.push(section.heading, '-'.repeat(Math.min(40, section.heading.length)));
    html.push(`<h2 style="font-size:16px;margin:18px 0 8px">${escapeHtml(section.heading)}</h2>`);
    for (const line of section.lines ?? []) {
      text.push(line);
      html.push(`<p>${linkify(line)}</p>`);
    }
    const events = section.events ?? [];
    if (events.length === 0 && section.empty) {
      text.push(section.empty);
      html.push(`<p style="color:#475569">${escapeHtml(section.empty)}</p>`);
    }
    if (events.length > 0) {
      html.push('<ul style="padding-left:18px;margin:0">');
      for (const e of events) {
        text.push(...eventLines(e, lang, origin));
        html.push(eventHtml(e, lang, origin));
      }
      html.push('</ul>');
    }
    const rest = (section.total ?? events.length) - events.length;
    if (rest > 0) {
      text.push(T.more[lang](rest));
      html.push(`<p>${escapeHtml(T.more[lang](rest))}</p>`);
    }
    text.push('');
  }
  text.push('—', T.signature[lang]);
  html.push(`<p style="color:#475569">— ${escapeHtml(T.signature[lang])}</p>`);
  if (options.unsubscribeUrl) {
    const settings = `${origin}/home/profile`;
    text.push(
      '',
      `${T.settings[lang]} ${settings}`,
      `${T.unsubscribe[lang]} ${options.unsubscribeUrl}`,
    );
    html.push(
      `<p style="font-size:12px;color:#64748b">${escapeHtml(T.settings[lang])} <a href="${escapeHtml(settings)}">${escapeHtml(settings)}</a><br>` +
        `${escapeHtml(T.unsubscribe[lang])} <a href="${escapeHtml(options.unsubscribeUrl)}">${escapeHtml(options.unsubscribeUrl)}</a></p>`,
    );
  }
  return {
    subject: options.subject,
    text: text.join('\n'),
    html:
      `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(options.subject)}</title></head>` +
      `<body style="font-family:'Noto Sans Devanagari','Mukta',Arial,sans-serif;font-size:15px;line-height:1.6;color:#0f172a;max-width:640px">` +
      html.join('\n') +
      '</body></html>',
  };
}

/** A line's text, escaped, with its https address made a link. */
function linkify(line: string): string {
  return escapeHtml(line).replace(
    /(https?:\/\/[^\s<]+)/g,
    (url) => `<a href="${url}" style="color:#4c1d95">${url}</a>`,
  );
}
