import { randomBytes } from 'node:crypto';
import fc from 'fast-check';

/**
 * Generators of hostile input for the API (apps/server/test/security/hostile-input.test.ts):
 * what an attacker, a broken client or a bad copy-paste sends. Values are built to be sent
 * as they are, byte for byte: JSON is written by `toJson` (so numbers like 1e309 or
 * '9'.repeat(400) reach the server as literals), query strings and path ids are
 * percent-encoded by hand (so lone surrogates, NUL bytes and broken escapes get through).
 */

/** A JSON literal written into the body as it is (numbers JSON.stringify cannot write). */
export class RawJson {
  constructor(readonly text: string) {}
}

/** Writes a value as JSON, with RawJson literals verbatim. */
export function toJson(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map(toJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).map(
      ([k, v]) => `${JSON.stringify(k)}:${toJson(v)}`,
    );
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** `value` with the given probability, otherwise undefined. */
export function sometimes<T>(value: fc.Arbitrary<T>, probability: number) {
  const weight = Math.round(probability * 100);
  return fc.oneof(
    { weight: 100 - weight, arbitrary: fc.constant(undefined) },
    { weight, arbitrary: value },
  );
}

const MB = 1024 * 1024;

/** Strings that have broken servers before. */
export const HOSTILE_STRINGS: readonly string[] = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0000'.repeat(50),
  '\uD800',
  'x\uDFFFy',
  '\uDBFF\uDBFF',
  '\u202Eevil\u202C',
  '\u200B\u200C\u200D\uFEFF',
  '\r\n\r\nSet-Cookie: x=1',
  '\t\v\f\b',
  '\u007F\u0085\u2028\u2029',
  '१२३',
  '०',
  '२०८१-०१-०१',
  '९'.repeat(400),
  '9'.repeat(400),
  '-1',
  '0',
  '1.5',
  '1e309',
  '-1e309',
  'NaN',
  'Infinity',
  '0x10',
  ' 1 ',
  '2147483648',
  '9223372036854775808',
  'true',
  'null',
  'undefined',
  '[]',
  '{}',
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '" OR ""="',
  '1; SELECT pg_sleep(30)',
  "'); SELECT sqlite_version(); --",
  '%00',
  '%',
  '%ZZ',
  '../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '{{7*7}}${7*7}<%= 7*7 %>',
  '__proto__',
  'constructor',
  'a'.repeat(301),
  'अ'.repeat(10_001),
  '😀'.repeat(1000),
  'ẞ\u0307\u0301\u0308'.repeat(100),
  '9999-99-99',
  '2081-13-45',
  '0000-00-00',
  '24:00',
  '23:60',
  '-1:00',
  'Super-Admin',
  'admin ',
  'x@',
  'a@b',
  'A@EXAMPLE.ORG\u0000',
];

/** Numbers at and past every edge: sign, fraction, int4, int8, safe integers, doubles. */
export const HOSTILE_NUMBERS: readonly number[] = [
  -1,
  0,
  -0,
  0.5,
  1.5,
  -2_147_483_649,
  2_147_483_647,
  2_147_483_648,
  4_294_967_296,
  2 ** 53 + 2,
  2 ** 63,
  1e21,
  1e308,
  -1e308,
  Number.MAX_VALUE,
  Number.MIN_VALUE,
  Number.EPSILON,
];

/** Number literals only raw JSON can carry. */
export const RAW_NUMBERS: readonly string[] = [
  '1e309',
  '-1e309',
  '9'.repeat(400),
  '-' + '9'.repeat(400),
  '1.0',
  '-0',
  '0.1e1',
  '1E2',
  '123456789012345678901234567890',
  '0.' + '0'.repeat(400) + '1',
];

/** A huge string: big enough to pass the 1 MiB body limit, or just under it. */
export const hugeString = fc
  .tuple(
    fc.constantFrom(100_000, 500_000, MB - 100, MB + 1, 2 * MB),
    fc.constantFrom('x', 'अ', '\u0000', '9'),
  )
  .map(([n, ch]) => ch.repeat(Math.ceil(n / Buffer.byteLength(ch))));

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom(...HOSTILE_STRINGS), fc.constantFrom(...HOSTILE_STRINGS))
      .map(([a, b]) => a + b),
  },
  { weight: 1, arbitrary: hugeString },
);

export const hostileNumber: fc.Arbitrary<number | RawJson> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_NUMBERS) },
  { weight: 2, arbitrary: fc.constantFrom(...RAW_NUMBERS).map((s) => new RawJson(s)) },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) },
  {
    weight: 1,
    arbitrary: fc.bigInt({ min: -(2n ** 80n), max: 2n ** 80n }).map((n) => new RawJson(String(n))),
  },
);

export const hostileScalar: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  { weight: 3, arbitrary: hostileNumber },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false) },
);

/** Keys with a history: prototype pollution, SQL, duplicates of the real field names. */
const hostileKey = fc.oneof(
  fc.constantFrom(
    '__proto__',
    'constructor',
    'prototype',
    'toString',
    '',
    ' ',
    '\u0000',
    'id',
    'company_id',
    'role',
  ),
  fc.string({ unit: 'binary', maxLength: 12 }),
);

/** Any JSON value, nested a little, hostile at every leaf. */
export const hostileValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    { weight: 5, arbitrary: hostileScalar },
    { weight: 1, arbitrary: fc.array(tie('value'), { maxLength: 4 }) },
    { weight: 1, arbitrary: fc.dictionary(hostileKey, tie('value'), { maxKeys: 4 }) },
  ),
})).value;

/**
 * A body that looks almost right: the route's valid body with some fields dropped or made
 * hostile, sometimes with extra keys. This is what reaches the validators and the services.
 */
export function nearlyValid(base: Record<string, unknown>): fc.Arbitrary<Record<string, unknown>> {
  const keys = Object.keys(base);
  // A list field also gets lists whose items are hostile among good ones.
  const hostileFor = (good: unknown): fc.Arbitrary<unknown> =>
    Array.isArray(good)
      ? fc.oneof(
          hostileValue,
          fc.array(
            fc.oneof(hostileScalar, fc.constantFrom(...(good.length ? (good as unknown[]) : [1]))),
            { minLength: 1, maxLength: 5 },
          ),
        )
      : hostileValue;
  const mode = fc.constantFrom<'keep' | 'drop' | 'hostile'>(
    'keep',
    'keep',
    'drop',
    'hostile',
    'hostile',
  );
  return fc
    .tuple(
      fc.tuple(...keys.map((k) => fc.tuple(mode, hostileFor(base[k])))),
      sometimes(fc.dictionary(hostileKey, hostileValue, { maxKeys: 3 }), 0.3),
    )
    .map(([fields, extra]) => {
      const body: Record<string, unknown> = {};
      keys.forEach((k, i) => {
        const [m, value] = fields[i] ?? ['drop', undefined];
        if (m === 'keep') body[k] = base[k];
        if (m === 'hostile') body[k] = value;
      });
      for (const [k, v] of Object.entries(extra ?? {}))
        Object.defineProperty(body, k, { value: v, enumerable: true });
      return body;
    });
}

/** Nesting far deeper than any parser's comfort: arrays, objects, or both. */
export const deepNesting = fc
  .tuple(
    fc.constantFrom(1_000, 10_000, 100_000, 400_000),
    fc.constantFrom('array', 'object', 'mixed'),
  )
  .map(([depth, kind]) => {
    const open = kind === 'array' ? '[' : kind === 'object' ? '{"a":' : '[{"a":';
    const close = kind === 'array' ? ']' : kind === 'object' ? '}' : '}]';
    const n = kind === 'mixed' ? depth / 2 : depth;
    return `{"x":${open.repeat(n)}1${close.repeat(n)}}`;
  });

/** Bodies a JSON parser must refuse (or read without harm). */
export const MALFORMED_JSON: readonly string[] = [
  '{',
  '}',
  '{"a":}',
  "{'a':1}",
  '{"a":1,}',
  '[1,2',
  'NaN',
  'undefined',
  '{"a":NaN}',
  '{"a":Infinity}',
  '{"a":0x10}',
  '{"a":"\\u00"}',
  '{"a":"\\uD800"}',
  '{"a":"\\u0000"}',
  '{"a":1,"a":2}',
  '{"__proto__":{"admin":true}}',
  '{"constructor":{"prototype":{"admin":true}}}',
  '\uFEFF{}',
  '  ',
  '""',
  'null',
  '0',
  '[]',
  '{"a":"b"} trailing',
  '{"a":"' + 'x'.repeat(1000) + '',
  '/* comment */ {}',
];

/** Body bytes that are not valid UTF-8 inside otherwise good JSON. */
export const INVALID_UTF8: readonly Buffer[] = [
  Buffer.concat([Buffer.from('{"name":"'), Buffer.from([0xc3, 0x28]), Buffer.from('"}')]),
  Buffer.concat([Buffer.from('{"name":"'), Buffer.from([0xff, 0xfe, 0xfd]), Buffer.from('"}')]),
  Buffer.concat([Buffer.from('{"name":"'), Buffer.from([0xed, 0xa0, 0x80]), Buffer.from('"}')]),
  Buffer.concat([Buffer.from('{"name":"a'), Buffer.from([0x00]), Buffer.from('b"}')]),
  Buffer.from([0xff, 0xfe, 0x7b, 0x00, 0x7d, 0x00]),
];

/** Content types a JSON route must not be fooled by. */
export const HOSTILE_CONTENT_TYPES: readonly string[] = [
  'text/plain',
  'text/plain; charset=utf-8',
  'application/x-www-form-urlencoded',
  'application/xml',
  'text/html',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'multipart/form-data; boundary=x',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/json; charset="utf-8"',
  'APPLICATION/JSON',
  'application/json;;;',
  'application/vnd.api+json',
  'application/octet-stream',
  '*/*',
  'application/json, text/plain',
  'application/' + 'x'.repeat(5000),
  'ap\u00e9plication/json',
];

/** Percent-encodes every byte of the UTF-8 form (lone surrogates become U+FFFD on the way). */
export function percentEncode(value: string | Buffer): string {
  return [...(typeof value === 'string' ? Buffer.from(value, 'utf8') : value)]
    .map((b) =>
      (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5a) || (b >= 0x61 && b <= 0x7a) || b === 0x2d
        ? String.fromCharCode(b)
        : `%${b.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('');
}

/** Raw fragments of query strings and paths that decoders trip on. */
const RAW_ESCAPES: readonly string[] = [
  '%',
  '%Z',
  '%ZZ',
  '%00',
  '%C3%28',
  '%ED%A0%80',
  '%FF%FE',
  '%E0%A5%A7',
  '%2e%2e%2f',
  '..%2F..%2F',
  '%252e',
  '+',
  '%20',
  '%u0041',
];

/** A query-string value: hostile text, encoded, or a raw broken escape. */
const queryValue = fc.oneof(
  { weight: 4, arbitrary: hostileString.filter((s) => s.length < 20_000).map(percentEncode) },
  { weight: 2, arbitrary: fc.constantFrom(...RAW_ESCAPES) },
  { weight: 2, arbitrary: hostileNumber.map((n) => (n instanceof RawJson ? n.text : String(n))) },
);

/**
 * A query string for a route that reads `keys`: hostile values, duplicate keys, array and
 * object notations, empty and valueless keys, raw broken escapes.
 */
export function hostileQuery(keys: readonly string[]): fc.Arbitrary<string> {
  const key = fc.oneof(
    { weight: 4, arbitrary: keys.length ? fc.constantFrom(...keys) : fc.constant('q') },
    { weight: 1, arbitrary: fc.constantFrom(...keys, 'q').map((k) => `${k}[]`) },
    { weight: 1, arbitrary: fc.constantFrom(...keys, 'q').map((k) => `${k}[0]`) },
    {
      weight: 1,
      arbitrary: fc.constantFrom('__proto__', 'constructor[prototype]', '', '%00', '%'),
    },
  );
  const pair = fc.oneof(
    { weight: 6, arbitrary: fc.tuple(key, queryValue).map(([k, v]) => `${k}=${v}`) },
    { weight: 1, arbitrary: key },
    { weight: 1, arbitrary: fc.constantFrom('&', '=', '==', '&&&', '=x', 'a=b=c', ';') },
  );
  return fc.array(pair, { minLength: 1, maxLength: 8 }).map((pairs) => pairs.join('&'));
}

/** Path ids that must never name a row (they all refer to nothing or are not ids at all). */
export const HOSTILE_IDS: readonly string[] = [
  '-1',
  '0',
  '-0',
  '1.5',
  '0.5',
  '1e309',
  '-1e309',
  '2147483648',
  '4294967296',
  '9223372036854775808',
  '9'.repeat(400),
  '1'.repeat(20),
  '..',
  '.',
  '..%2F..%2Fetc%2Fpasswd',
  '%2e%2e',
  '%00',
  '99999999%00',
  '%',
  '%ZZ',
  '%C3%28',
  '%E0%A5%A7',
  '%E0%A5%A6%E0%A5%A7',
  'NaN',
  'Infinity',
  '-Infinity',
  'null',
  'undefined',
  'true',
  '%5B%5D',
  '%7B%7D',
  "1'%20OR%20'1'%3D'1",
  '1%3BDROP%20TABLE%20users',
  '%3Cscript%3Ealert(1)%3C%2Fscript%3E',
  '%E2%80%AE1',
  // Other spellings of id 1: an id is written in digits, or it names nothing.
  '0x1',
  '1e0',
  '1.0',
  '%201',
  '1%20',
  '%2B1',
  '0b1',
  // Spellings of an id that exists nowhere: still 404, never a 500.
  '2147483647',
  '0x7fffffff',
  '%2099999999',
  '99999999.0',
  '9.9999999e7',
  '%2B99999999',
];

export const hostileId: fc.Arbitrary<string> = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom(...HOSTILE_IDS) },
  { weight: 1, arbitrary: fc.integer({ min: -(2 ** 31), max: 0 }).map(String) },
  { weight: 1, arbitrary: fc.integer({ min: 2 ** 31, max: Number.MAX_SAFE_INTEGER }).map(String) },
  { weight: 1, arbitrary: fc.integer({ min: 50_000_000, max: 2 ** 31 - 1 }).map(String) },
  {
    weight: 1,
    arbitrary: fc
      .double({ noNaN: true })
      .filter((d) => !Number.isInteger(d) || d <= 0)
      .map(String),
  },
  { weight: 2, arbitrary: hostileString.filter((s) => s.length < 5000).map(percentEncode) },
);

/** Accept-Language values: the server picks ne or en; nothing else may break it. */
export const hostileLanguage = fc.oneof(
  fc.constantFrom('ne', 'en', 'en-US,en;q=0.9', '*', '', 'xx', 'ne;q=abc', 'en;q=1e309', ',,,'),
  fc.string({ unit: 'grapheme-ascii', maxLength: 40 }),
);

/**
 * A multipart body written byte by byte: text fields only, each a string or raw bytes
 * (invalid UTF-8, NUL), names as hostile as the values.
 */
export function rawMultipart(fields: readonly (readonly [string, string | Buffer])[]): {
  payload: Buffer;
  contentType: string;
} {
  const boundary = `----hostile-${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of fields) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n`),
      typeof value === 'string' ? Buffer.from(value) : value,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** A multipart field value: hostile text, or bytes that are not UTF-8. */
export const multipartValue: fc.Arbitrary<string | Buffer> = fc.oneof(
  { weight: 5, arbitrary: hostileString.filter((s) => s.length < 300_000) },
  { weight: 1, arbitrary: fc.constantFrom(...HOSTILE_NUMBERS).map(String) },
  { weight: 1, arbitrary: fc.constantFrom(...RAW_NUMBERS) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      Buffer.from([0xc3, 0x28]),
      Buffer.from([0xff, 0xfe, 0x00, 0x41]),
      Buffer.from([0xed, 0xa0, 0x80]),
      Buffer.from('नाम\u0000'),
    ),
  },
);

/** Multipart fields: the valid ones kept, dropped or made hostile, plus extra hostile ones. */
export function nearlyValidForm(
  base: Record<string, string>,
): fc.Arbitrary<(readonly [string, string | Buffer])[]> {
  const keys = Object.keys(base);
  const fieldName = fc.oneof(
    fc.constantFrom(...keys, '_method', '__proto__', '', 'documents', 'logo'),
    fc.string({ unit: 'grapheme-ascii', maxLength: 10 }).filter((s) => !/["\r\n]/.test(s)),
  );
  return fc
    .tuple(
      fc.array(
        fc.constantFrom<'keep' | 'drop' | 'hostile' | 'twice'>(
          'keep',
          'keep',
          'drop',
          'hostile',
          'hostile',
          'twice',
        ),
        {
          minLength: keys.length,
          maxLength: keys.length,
        },
      ),
      fc.array(multipartValue, { minLength: keys.length, maxLength: keys.length }),
      fc.array(fc.tuple(fieldName, multipartValue), { maxLength: 4 }),
      sometimes(fc.integer({ min: 41, max: 60 }), 0.1),
    )
    .map(([modes, values, extra, many]) => {
      const fields: (readonly [string, string | Buffer])[] = [];
      keys.forEach((k, i) => {
        const mode = modes[i];
        const value = values[i] ?? '';
        if (mode === 'keep') fields.push([k, base[k] ?? '']);
        if (mode === 'hostile') fields.push([k, value]);
        if (mode === 'twice') fields.push([k, base[k] ?? ''], [k, value]);
      });
      fields.push(...extra);
      // More fields than the parser allows: the limit answers, not a crash.
      for (let i = 0; i < (many ?? 0); i++) fields.push([`f${i}`, 'x']);
      return fields;
    });
}

/** Multipart bodies that are broken as multipart. */
export const MALFORMED_MULTIPART: readonly { payload: string; contentType: string }[] = [
  { payload: '', contentType: 'multipart/form-data; boundary=abc' },
  { payload: '--abc\r\n', contentType: 'multipart/form-data; boundary=abc' },
  {
    payload: '--abc\r\nContent-Disposition: form-data\r\n\r\nx\r\n--abc--',
    contentType: 'multipart/form-data; boundary=abc',
  },
  {
    payload: '--abc\r\nContent-Disposition: form-data; name="name"\r\n\r\nx',
    contentType: 'multipart/form-data; boundary=abc',
  },
  { payload: 'garbage', contentType: 'multipart/form-data; boundary=abc' },
  { payload: '--abc--', contentType: 'multipart/form-data' },
  {
    payload: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n',
    contentType: 'multipart/form-data; boundary=' + 'x'.repeat(200),
  },
  { payload: 'name=x&remarks=y', contentType: 'application/x-www-form-urlencoded' },
];

/*
 * Edge values every field gets in every run, before the random cases: the inputs that broke
 * servers before (a NUL that PostgreSQL refuses, a lone surrogate, ids past 32 bits, numbers
 * past doubles, Devanagari digits, markup and SQL), so that no seed can miss them.
 */

/** For a JSON field. */
export const EDGE_JSON: readonly unknown[] = [
  'a\u0000b',
  'x\uD800',
  '\u202Eabc\u202C',
  '<script>alert(1)</script>',
  "' OR '1'='1' --",
  '१२',
  '२०८२-०४-०१',
  '',
  '   ',
  'x'.repeat(100_001),
  new RawJson('2147483648'),
  new RawJson('-1'),
  new RawJson('0'),
  new RawJson('1.5'),
  new RawJson('1e309'),
  new RawJson('9'.repeat(400)),
  new RawJson('9007199254740993'),
  null,
  true,
  [],
  {},
  [new RawJson('2147483648')],
  [null],
  ['a\u0000b'],
];

/** For a multipart text field (raw bytes included). */
export const EDGE_TEXT: readonly (string | Buffer)[] = [
  'a\u0000b',
  Buffer.from([0x61, 0xc3, 0x28]),
  Buffer.from([0xed, 0xa0, 0x80]),
  '\u202Eabc\u202C',
  '<script>alert(1)</script>',
  "' OR '1'='1' --",
  '१२',
  '२०८२-०४-०१',
  '',
  '   ',
  'x'.repeat(100_001),
  '2147483648',
  '-1',
  '1.5',
  '1e309',
  '9'.repeat(400),
];

/** For a query parameter, as it appears in the URL (the key is written before it). */
export function edgeQuery(key: string): string[] {
  return [
    ...EDGE_TEXT.map((v) => `${key}=${percentEncode(v)}`),
    `${key}=%00`,
    `${key}=%ED%A0%80`,
    `${key}=%`,
    `${key}=%ZZ`,
    `${key}=1&${key}=2`,
    `${key}[]=1`,
    `${key}[a]=1`,
    key,
    `${key}=`,
  ];
}
