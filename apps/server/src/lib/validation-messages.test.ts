import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  companyFields,
  companyImportFields,
  otherDocumentFields,
  taskCreateFields,
  taskUpdateFields,
} from '@karyayojana/contracts';
import { daysInBsMonth } from '@karyayojana/nepali-calendar';
import { createTestApp, type TestApp } from '../../test/support/test-app.js';
import { explainBsDate, FIELD_LABELS, fieldMessages } from './validation-messages.js';
import { withSentValues } from './validation.js';

type Schema = z.ZodType;

/** The object keys a schema reads, through optional, default, pipes, unions and arrays. */
function keysOf(schema: Schema, into = new Set<string>()): Set<string> {
  const def = (schema as unknown as { _zod: { def: Record<string, unknown> } })._zod.def;
  const inner = (v: unknown) => v && keysOf(v as Schema, into);
  switch (def.type) {
    case 'object':
      for (const [key, value] of Object.entries(def.shape as Record<string, Schema>)) {
        into.add(key);
        keysOf(value, into);
      }
      break;
    case 'pipe':
      inner(def.in);
      inner(def.out);
      break;
    case 'union':
      for (const option of def.options as Schema[]) keysOf(option, into);
      break;
    case 'array':
      inner(def.element);
      break;
    default:
      inner(def.innerType);
  }
  return into;
}

// Latin text a Nepali sentence may hold: the formats a person types, and the one character name.
const ALLOWED_LATIN = /YYYY-MM-DD|HH:mm|name@example\.com|NUL/g;
const latin = (s: string) => /[A-Za-z]/.test(s.replace(ALLOWED_LATIN, ''));
const devanagari = (s: string) => /[\u0900-\u097F]/.test(s);

/** Values a client can send to any field: wrong types, odd dates, huge texts, broken characters. */
const hostileValue = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    'abc',
    '2081-02-33',
    '२०८१-०२-३३',
    '2081-13-01',
    '2081-00-10',
    '1999-01-01',
    '2100-01-01',
    '2099-12-31',
    '2081/02/33',
    '25:99',
    'x'.repeat(20_000),
    'a\u0000b',
    '\uD800',
    'not-an-email',
    -1,
    0,
    1.5,
    1e15,
    Number.NaN,
    true,
    null,
    [],
    {},
    Array.from({ length: 2_000 }, (_, i) => i),
  ),
  fc.anything(),
  fc.string(),
  fc.array(fc.oneof(fc.string(), fc.integer())),
);

describe('field messages', () => {
  let t: TestApp;
  const schemas: [string, Schema][] = [
    ['multipart companies', companyFields],
    ['multipart company import', companyImportFields],
    ['multipart tasks (create)', taskCreateFields],
    ['multipart tasks (update)', taskUpdateFields],
    ['multipart other documents', otherDocumentFields],
  ];

  beforeAll(async () => {
    t = await createTestApp();
    for (const route of t.routes) {
      for (const part of ['body', 'querystring'] as const) {
        const schema = route.schema?.[part];
        if (schema && typeof schema === 'object' && '_zod' in schema) {
          schemas.push([`${route.method} ${route.url} ${part}`, schema as Schema]);
        }
      }
    }
  });
  afterAll(() => t.close());

  it('reads the inputs of every route that takes a body or a query', () => {
    const names = schemas.map(([name]) => name);
    expect(names).toContain('POST /api/events body');
    expect(names).toContain('GET /api/events querystring');
    expect(names).toContain('POST /api/register body');
    expect(schemas.length).toBeGreaterThan(20);
  });

  it('has a Nepali and an English name for every field of every route', () => {
    const missing: string[] = [];
    for (const [name, schema] of schemas) {
      for (const key of keysOf(schema)) if (!FIELD_LABELS[key]) missing.push(`${name}: ${key}`);
    }
    expect(missing).toEqual([]);
  });

  it('never answers a Nepali request in English, nor an English one in Nepali, whatever is sent', () => {
    for (const [name, schema] of schemas) {
      const keys = [...keysOf(schema)];
      fc.assert(
        fc.property(
          fc.oneof(
            fc.dictionary(fc.constantFrom(...keys), hostileValue),
            hostileValue,
            fc.constant({}),
          ),
          (input) => {
            const result = schema.safeParse(input, { reportInput: true });
            if (result.success) return;
            const issues = withSentValues(result.error.issues, input);
            const ne = Object.values(fieldMessages(issues, 'ne')).flat();
            const en = Object.values(fieldMessages(issues, 'en')).flat();
            expect(ne.length, name).toBeGreaterThan(0);
            for (const m of ne) expect(latin(m), `${name}: ${m}`).toBe(false);
            for (const m of en) expect(devanagari(m), `${name}: ${m}`).toBe(false);
          },
        ),
        { numRuns: 60 },
      );
    }
  });
});

describe('a BS date that does not exist', () => {
  it('names the month and its real length', () => {
    const days = daysInBsMonth(2081, 2);
    const digits = (n: number) => String(n).replace(/\d/g, (d) => '०१२३४५६७८९'[Number(d)] ?? d);
    expect(explainBsDate('2081-02-33', 'मिति', 'ne')).toBe(
      `२०८१ जेठमा ${digits(days)} दिन मात्र छन्, ३३ गते हुँदैन।`,
    );
    expect(explainBsDate('२०८१-०२-३३', 'Date', 'en')).toBe(`Jestha 2081 has ${days} days, not 33.`);
  });

  it('gives the range of the calendar for a year outside it', () => {
    expect(explainBsDate('1999-01-01', 'मिति', 'ne')).toBe(
      'मिति २०००-०१-०१ देखि २०९९-१२-३० भित्रको हुनुपर्छ; १९९९-०१-०१ पात्रोमा छैन।',
    );
    expect(explainBsDate('2100-01-01', 'Date', 'en')).toBe(
      'Date must lie between 2000-01-01 and 2099-12-30; 2100-01-01 is outside the calendar.',
    );
  });

  it('says months run from 1 to 12, and how to write a date', () => {
    expect(explainBsDate('2081-13-01', 'Date', 'en')).toBe(
      'Date: months run from 1 to 12; there is no month 13.',
    );
    expect(explainBsDate('next tuesday', 'मिति', 'ne')).toBe(
      'मिति बिक्रम संवत्‌मा YYYY-MM-DD ढाँचामा लेख्नुहोस् (जस्तै २०८२-०४-०१)।',
    );
  });
});
