import { joinAddress } from '@karyayojana/nepal-admin';
import {
  wardsLabel,
  type PublicCompanyResponse,
  type PublicEvent,
  type PublicEventsResponse,
} from '@karyayojana/contracts';
import { BS_MONTHS, parseBs, toDevanagariDigits } from '@karyayojana/nepali-calendar';
import { dayText, escapeHtml, statusText } from '../../lib/event-text.js';

/**
 * The public plan page (`/p/{slug}`, issue 18, docs/decisions/026-public-plan.md), rendered by
 * the server as one HTML document with its CSS inline and no script: a citizen's phone paints
 * it from the first answer, without the signed-in app's code. Nepali, or English with
 * `?lang=en`; printable on A4. Every value from the database is escaped.
 */

export type PageLang = 'ne' | 'en';

const W = {
  plan: { ne: 'वार्षिक कार्ययोजना', en: 'Annual work plan' },
  fiscalYear: { ne: 'आर्थिक वर्ष', en: 'Fiscal year' },
  show: { ne: 'हेर्नुहोस्', en: 'Show' },
  summary: { ne: 'प्रगतिको सारांश', en: 'Progress at a glance' },
  total: { ne: 'जम्मा कार्यक्रम', en: 'Events in all' },
  overdue: { ne: 'म्याद नाघेको', en: 'Overdue' },
  trimester: { ne: 'चौमासिक', en: 'Trimester' },
  trimesters: {
    ne: ['पहिलो (श्रावण–कार्तिक)', 'दोस्रो (मंसिर–फाल्गुण)', 'तेस्रो (चैत्र–असार)'],
    en: ['First (Shrawan–Kartik)', 'Second (Mangsir–Falgun)', 'Third (Chaitra–Asar)'],
  },
  doneOf: { ne: 'सम्पन्न / जम्मा', en: 'Done / in all' },
  timeline: { ne: 'महिनागत कार्यक्रम', en: 'Month by month' },
  none: { ne: 'यस महिनामा कुनै कार्यक्रम छैन।', en: 'No events this month.' },
  noneYear: {
    ne: 'यस आर्थिक वर्षको कार्ययोजना अझै राखिएको छैन।',
    en: 'No plan for this fiscal year yet.',
  },
  time: { ne: 'समय', en: 'Time' },
  responsible: { ne: 'जिम्मेवार', en: 'Responsible' },
  other: { ne: 'English', en: 'नेपाली' },
  note: {
    ne: 'यो पृष्ठ नगरपालिकाले नागरिकका लागि सार्वजनिक गरेको कार्ययोजना हो।',
    en: 'This page is the work plan the municipality has made public for its citizens.',
  },
  print: {
    ne: 'छाप्न: ब्राउजरको Print (Ctrl+P) प्रयोग गर्नुहोस्।',
    en: 'To print: use the browser’s Print (Ctrl+P).',
  },
  contact: { ne: 'सम्पर्क', en: 'Contact' },
  ward: { ne: 'वडा', en: 'Ward' },
  allWards: { ne: 'सबै वडा', en: 'All wards' },
  branch: { ne: 'शाखा', en: 'Branch' },
  noneWard: {
    ne: 'यस आर्थिक वर्षमा यो वडाको कुनै कार्यक्रम छैन।',
    en: 'No events for this ward in this fiscal year.',
  },
} as const;

const esc = escapeHtml;
const num = (n: number, lang: PageLang) =>
  lang === 'ne' ? toDevanagariDigits(String(n)) : String(n);
const yearLabel = (label: string, lang: PageLang) =>
  lang === 'ne' ? toDevanagariDigits(label) : label;

const dateLine = (e: PublicEvent, lang: PageLang) => dayText(e.date, e.ad_date, lang);

/** The fiscal year's twelve months in order (Shrawan first), each with its events. */
function months(events: PublicEvent[], startYear: number) {
  const order = [4, 5, 6, 7, 8, 9, 10, 11, 12, 1, 2, 3];
  return order.map((month) => {
    const year = month >= 4 ? startYear : startYear + 1;
    return {
      year,
      month,
      events: events.filter((e) => {
        const bs = parseBs(e.date);
        return bs?.year === year && bs.month === month;
      }),
    };
  });
}

export function renderPublicPage(options: {
  company: PublicCompanyResponse['data'];
  plan: PublicEventsResponse;
  lang: PageLang;
  /** The page's own absolute address (canonical link, Open Graph). */
  pageUrl: string;
  origin: string;
  /** The Devanagari fonts of the web app (their hashed names), when the app is built. */
  fonts: { regular: string | null; bold: string | null };
}): string {
  const { company, plan, lang } = options;
  const year = company.fiscal_years.find((y) => y.id === plan.meta.fiscal_year_id);
  const startYear = Number(year?.startDate.slice(0, 4) ?? 0);
  const yearText = year ? yearLabel(year.year, lang) : '';
  const title = `${company.name}: ${W.plan[lang]} ${yearText}`;
  const done = plan.meta.by_status.done ?? 0;
  const description =
    lang === 'ne'
      ? `${company.name}को आर्थिक वर्ष ${yearText}को वार्षिक कार्ययोजना: ${num(plan.meta.total, lang)} कार्यक्रम, ${num(done, lang)} सम्पन्न।`
      : `The annual work plan of ${company.name} for fiscal year ${yearText}: ${plan.meta.total} events, ${done} done.`;
  const otherLang = lang === 'ne' ? 'en' : 'ne';
  // The ward chosen (issue 28): undefined, every ward; 0, the municipality's own events.
  const ward = plan.meta.ward;
  const wardText = ward === undefined ? '' : wardsLabel(ward ? [ward] : [], lang);
  const query = (l: PageLang) =>
    `?${new URLSearchParams({ fy: String(plan.meta.fiscal_year_id), ...(ward === undefined ? {} : { ward: String(ward) }), ...(l === 'en' ? { lang: 'en' } : {}) }).toString()}`;
  const address = joinAddress([company.municipality, company.district, company.province]);
  const logo = company.logo
    ? `<img src="${esc(company.logo)}" alt="" width="72" height="72" class="logo">`
    : '';
  const contact = [company.contact, company.email, company.website].filter(Boolean) as string[];

  const statusCells = (['done', 'notDone', 'postponed', 'canceled'] as const)
    .map(
      (s) =>
        `<div class="stat s-${s}"><span class="n">${num(plan.meta.by_status[s] ?? 0, lang)}</span><span>${statusText(s, lang)}</span></div>`,
    )
    .join('');
  const trimesterRows = plan.meta.trimesters
    .map(
      (t) =>
        `<tr><th scope="row">${W.trimesters[lang][t.trimester - 1]}</th><td>${num(t.done, lang)} / ${num(t.total, lang)}</td><td><span class="bar" role="presentation"><span style="width:${t.total ? Math.round((t.done / t.total) * 100) : 0}%"></span></span></td></tr>`,
    )
    .join('');

  const monthBlocks = months(plan.data, startYear)
    .map(({ year: y, month, events }) => {
      const heading = `${lang === 'ne' ? toDevanagariDigits(String(y)) : y} ${BS_MONTHS[lang][month - 1]}`;
      const items = events.length
        ? `<ol class="events">${events
            .map(
              (e) => `<li class="event${e.overdue ? ' overdue' : ''}">
<h4>${esc(e.title)}</h4>
<p class="meta">${esc(dateLine(e, lang))} · ${W.time[lang]} ${esc(lang === 'ne' ? toDevanagariDigits(e.time) : e.time)}</p>
<p class="meta where">${esc(wardsLabel(e.wards, lang))}${e.branch ? ` · ${W.branch[lang]}: ${esc(e.branch)}` : ''}</p>
<p class="tags"><span class="status s-${esc(e.status)}">${esc(statusText(e.status, lang))}</span>${e.overdue ? `<span class="status late">${W.overdue[lang]}</span>` : ''}${e.categories.map((c) => `<span class="cat">${esc(c)}</span>`).join('')}</p>
${e.content ? `<p>${esc(e.content)}</p>` : ''}${e.assign_to ? `<p class="meta">${W.responsible[lang]}: ${esc(e.assign_to)}</p>` : ''}
</li>`,
            )
            .join('')}</ol>`
        : `<p class="empty">${W.none[lang]}</p>`;
      return `<section class="month" aria-labelledby="m-${y}-${month}"><h3 id="m-${y}-${month}">${heading}</h3>${items}</section>`;
    })
    .join('\n');

  const yearOptions = company.fiscal_years
    .map(
      (y) =>
        `<option value="${y.id}"${y.id === plan.meta.fiscal_year_id ? ' selected' : ''}>${esc(yearLabel(y.year, lang))}</option>`,
    )
    .join('');
  // Every ward of the municipality, then its own events (of no ward); none without wards.
  const wardOptions =
    company.ward_count > 0
      ? [
          `<option value=""${ward === undefined ? ' selected' : ''}>${W.allWards[lang]}</option>`,
          ...Array.from({ length: company.ward_count }, (_, i) => i + 1).map(
            (n) =>
              `<option value="${n}"${n === ward ? ' selected' : ''}>${esc(wardsLabel([n], lang))}</option>`,
          ),
          `<option value="0"${ward === 0 ? ' selected' : ''}>${esc(wardsLabel([], lang))}</option>`,
        ].join('')
      : '';
  const face = (url: string | null, weight: number) =>
    url
      ? `@font-face{font-family:"Noto Sans Devanagari";font-style:normal;font-weight:${weight};font-display:swap;src:url(${esc(url)}) format("woff2");unicode-range:U+0900-097F,U+1CD0-1CF9,U+200C-200D,U+20A8,U+20B9,U+25CC,U+A830-A839,U+A8E0-A8FF}`
      : '';
  const { regular, bold } = options.fonts;
  const font = regular
    ? `<link rel="preload" href="${esc(regular)}" as="font" type="font/woff2" crossorigin>
<style>${face(regular, 400)}${face(bold, 700)}</style>`
    : '';

  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)}</title>
<meta name="description" content="${esc(description)}">
<link rel="canonical" href="${esc(options.pageUrl)}">
<meta property="og:type" content="website">
<meta property="og:title" content="${esc(title)}">
<meta property="og:description" content="${esc(description)}">
<meta property="og:url" content="${esc(options.pageUrl)}">
<meta property="og:locale" content="${lang === 'ne' ? 'ne_NP' : 'en_US'}">
${company.logo ? `<meta property="og:image" content="${esc(options.origin + company.logo)}">` : ''}
<meta name="theme-color" content="#1e3a8a">
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
${font}
<style>
*{box-sizing:border-box}body{margin:0;font-family:"Noto Sans Devanagari",system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#0f172a;background:#f8fafc;line-height:1.6}
a{color:#1e40af}header.top{background:#fff;border-bottom:1px solid #e2e8f0}
.wrap{max-width:960px;margin:0 auto;padding:16px}
.head{display:flex;gap:16px;align-items:center;flex-wrap:wrap}.logo{object-fit:contain}
h1{font-size:1.6rem;margin:0;line-height:1.3}h2{font-size:1.25rem;margin:24px 0 8px}h3{font-size:1.1rem;margin:0 0 8px}h4{font-size:1rem;margin:0}
.sub{margin:2px 0;color:#334155}.lang{margin-left:auto;font-weight:600}
form.fy{display:flex;gap:8px;align-items:center;flex-wrap:wrap;margin-top:12px}
select,button{font:inherit;padding:8px 12px;border:1px solid #64748b;border-radius:6px;background:#fff;color:#0f172a;min-height:44px}
button{background:#1e40af;color:#fff;border-color:#1e40af;font-weight:600}
.stats{display:grid;grid-template-columns:repeat(auto-fit,minmax(130px,1fr));gap:8px}
.stat{background:#fff;border:1px solid #e2e8f0;border-radius:8px;padding:10px}.stat .n{display:block;font-size:1.5rem;font-weight:700}
table{border-collapse:collapse;width:100%;background:#fff;border:1px solid #e2e8f0}th,td{text-align:left;padding:8px;border-bottom:1px solid #e2e8f0}
.bar{display:block;height:10px;background:#e2e8f0;border-radius:5px;min-width:80px}.bar span{display:block;height:10px;background:#15803d;border-radius:5px}
.month{background:#fff;border:1px solid #e2e8f0;border-radius:8px;padding:12px 16px;margin:12px 0;break-inside:avoid-page}
ol.events{list-style:none;margin:0;padding:0}.event{border-top:1px solid #e2e8f0;padding:10px 0}.event:first-child{border-top:0}
.event p{margin:4px 0}.meta{color:#334155;font-size:.95rem}.empty{color:#475569;margin:0}
.tags span{display:inline-block;border-radius:999px;padding:0 10px;margin:2px 6px 2px 0;font-size:.85rem;border:1px solid #cbd5e1;background:#f1f5f9}
.status.s-done{background:#dcfce7;border-color:#86efac;color:#14532d}.status.s-notDone{background:#f1f5f9}
.status.s-postponed{background:#fef9c3;border-color:#fde047;color:#713f12}.status.s-canceled{background:#fee2e2;border-color:#fca5a5;color:#7f1d1d}
.status.late{background:#ffedd5;border-color:#fdba74;color:#7c2d12}
footer{color:#475569;font-size:.9rem;padding:24px 16px}
@media print{@page{size:A4;margin:14mm}body{background:#fff;font-size:11pt}.lang,form.fy,.noprint{display:none}.month,.stat,table{border-color:#94a3b8}a{color:inherit;text-decoration:none}}
</style>
</head>
<body>
<header class="top"><div class="wrap">
<div class="head">${logo}<div><h1>${esc(company.name)}</h1>${company.description ? `<p class="sub">${esc(company.description)}</p>` : ''}${address ? `<p class="sub">${esc(address)}</p>` : ''}</div>
<a class="lang" href="${esc(query(otherLang))}" lang="${otherLang}" hreflang="${otherLang}">${W.other[lang]}</a></div>
<form class="fy" method="get"><label for="fy">${W.fiscalYear[lang]}</label><select id="fy" name="fy">${yearOptions}</select>${wardOptions ? `<label for="ward">${W.ward[lang]}</label><select id="ward" name="ward">${wardOptions}</select>` : ''}${lang === 'en' ? '<input type="hidden" name="lang" value="en">' : ''}<button type="submit">${W.show[lang]}</button></form>
</div></header>
<main class="wrap">
<h2>${W.plan[lang]}: ${W.fiscalYear[lang]} ${esc(yearText)}${wardText ? ` (${esc(wardText)})` : ''}</h2>
<section aria-labelledby="summary"><h2 id="summary">${W.summary[lang]}</h2>
<div class="stats"><div class="stat"><span class="n">${num(plan.meta.total, lang)}</span><span>${W.total[lang]}</span></div>${statusCells}<div class="stat"><span class="n">${num(plan.meta.overdue, lang)}</span><span>${W.overdue[lang]}</span></div></div>
<table aria-label="${W.trimester[lang]}" style="margin-top:8px"><thead><tr><th scope="col">${W.trimester[lang]}</th><th scope="col">${W.doneOf[lang]}</th><th scope="col"><span class="noprint">%</span></th></tr></thead><tbody>${trimesterRows}</tbody></table>
</section>
<h2>${W.timeline[lang]}</h2>
${plan.meta.total === 0 ? `<p class="empty">${ward === undefined ? W.noneYear[lang] : W.noneWard[lang]}</p>` : monthBlocks}
</main>
<footer class="wrap"><p>${W.note[lang]}</p>${contact.length ? `<p>${W.contact[lang]}: ${contact.map(esc).join(' · ')}</p>` : ''}<p class="noprint">${W.print[lang]}</p></footer>
</body>
</html>`;
}

/** The 404 page of /p/…: the same for a slug that names nobody and a page switched off. */
export function renderPublicNotFound(lang: PageLang): string {
  const text =
    lang === 'ne'
      ? 'यो पृष्ठ भेटिएन: ठेगाना मिलेन, वा नगरपालिकाले कार्ययोजना सार्वजनिक गरेको छैन।'
      : 'Page not found: the address is wrong, or the municipality has not made its plan public.';
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>404</title><meta name="robots" content="noindex"><style>body{font-family:system-ui,sans-serif;max-width:640px;margin:40px auto;padding:16px;color:#0f172a}</style></head><body><h1>404</h1><p>${text}</p></body></html>`;
}
