#!/usr/bin/env node
// Regenerates src/data.ts from the reference file nepal-local-levels.json.
//
//   node packages/nepal-admin/scripts/generate.mjs [path/to/nepal-local-levels.json]
//
// The default path is the shared reference beside the repository (../shared/data/). The script
// refuses input whose ids, links, names or counts do not hold together, so a bad edit of the
// reference never reaches the app. Output is formatted with the repository's Prettier config.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as prettier from 'prettier';

const here = import.meta.dirname;
const input = path.resolve(
  process.argv[2] ?? path.join(here, '../../../../shared/data/nepal-local-levels.json'),
);
const output = path.join(here, '../src/data.ts');

// Must match LOCAL_LEVEL_TYPES in src/types.ts: a row's type is an index into this list.
const TYPES = ['गाउँपालिका', 'नगरपालिका', 'उपमहानगरपालिका', 'महानगरपालिका'];

const MIT = `Permission is hereby granted, free of charge, to any person obtaining a copy of this software
and associated documentation files (the "Software"), to deal in the Software without restriction,
including without limitation the rights to use, copy, modify, merge, publish, distribute,
sublicense, and/or sell copies of the Software, and to permit persons to whom the Software is
furnished to do so, subject to the following conditions:

The above copyright notice and this permission notice shall be included in all copies or
substantial portions of the Software.

THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR IMPLIED, INCLUDING BUT
NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY, FITNESS FOR A PARTICULAR PURPOSE AND
NONINFRINGEMENT. IN NO EVENT SHALL THE AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM,
DAMAGES OR OTHER LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM, OUT
OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE SOFTWARE.`;

function fail(message) {
  console.error(`generate: ${message}`);
  process.exit(1);
}

function check(condition, message) {
  if (!condition) fail(message);
}

/** Checks that the reference holds together before anything is written. */
function validate(ref) {
  const { meta, provinces, districts, local_levels: levels } = ref;
  const counts = meta.counts;
  check(provinces.length === counts.provinces, `expected ${counts.provinces} provinces`);
  check(districts.length === counts.districts, `expected ${counts.districts} districts`);
  check(levels.length === counts.local_levels, `expected ${counts.local_levels} local levels`);
  const wardTotal = levels.reduce((sum, l) => sum + l.wards, 0);
  check(wardTotal === counts.wards, `expected ${counts.wards} wards, counted ${wardTotal}`);

  const provinceIds = new Set(provinces.map((p) => p.id));
  const districtById = new Map(districts.map((d) => [d.id, d]));
  check(provinceIds.size === provinces.length, 'duplicate province id');
  check(districtById.size === districts.length, 'duplicate district id');
  check(new Set(levels.map((l) => l.id)).size === levels.length, 'duplicate local level id');
  check(new Set(districts.map((d) => d.name_ne)).size === districts.length, 'duplicate district');

  for (const d of districts) {
    check(provinceIds.has(d.province_id), `district ${d.id}: unknown province ${d.province_id}`);
  }
  const byType = Object.fromEntries(TYPES.map((t) => [t, 0]));
  const seen = new Set();
  for (const l of levels) {
    const district = districtById.get(l.district_id);
    check(district, `local level ${l.id}: unknown district ${l.district_id}`);
    check(district.province_id === l.province_id, `local level ${l.id}: province link differs`);
    check(TYPES.includes(l.type_ne), `local level ${l.id}: unknown type ${l.type_ne}`);
    check(l.full_name_ne === `${l.name_ne} ${l.type_ne}`, `local level ${l.id}: full name`);
    check(l.name_ne.trim() && l.name_en.trim(), `local level ${l.id}: empty name`);
    check(
      Number.isInteger(l.wards) && l.wards >= 1 && l.wards <= 40,
      `local level ${l.id}: ward count ${l.wards}`,
    );
    const key = `${l.district_id} ${l.full_name_ne}`;
    check(!seen.has(key), `local level ${l.id}: duplicate ${l.full_name_ne} in its district`);
    seen.add(key);
    byType[l.type_ne] += 1;
  }
  for (const [type, n] of Object.entries(counts.by_type)) {
    check(byType[type] === n, `expected ${n} ${type}, found ${byType[type]}`);
  }
}

// Zero-width (non-)joiners are written as escapes so that they stay visible in the source.
const str = (s) =>
  JSON.stringify(s).replace(/[\u200c\u200d]/g, (c) => `\\u${c.charCodeAt(0).toString(16)}`);

/** Wraps text to lines of at most 100 columns, the first led by `first`, the rest by `rest`. */
function wrap(text, first, rest) {
  const lines = [];
  let prefix = first;
  let words = [];
  for (const word of text.split(/\s+/)) {
    if (words.length > 0 && [prefix, ...words, word].join(' ').length > 100) {
      lines.push(prefix + words.join(' '));
      prefix = rest;
      words = [];
    }
    words.push(word);
  }
  lines.push(prefix + words.join(' '));
  return lines;
}
const bullet = (s) => wrap(s, ' * - ', ' *   ');

function header(meta) {
  const { primary_source: primary, cross_check_source: cross } = meta;
  const corrections = meta.corrections.map((c) => `${c.id} ${c.from} → ${c.to}`).join(', ');
  return [
    '// GENERATED by scripts/generate.mjs from nepal-local-levels.json: do not edit by hand.',
    '// To change a name, fix the reference file and regenerate: see',
    '// docs/decisions/003-administrative-units.md.',
    '/*',
    ` * ${meta.title}`,
    ' *',
    ' * Sources (both MIT-licensed):',
    ...bullet(`primary: ${primary.repo}, ${primary.path}, commit ${primary.commit}.`),
    ...wrap(primary.copyright, ' *   ', ' *   '),
    ...bullet(`cross-check: ${cross.repo}, ${cross.path}, commit ${cross.commit}.`),
    ...wrap(cross.copyright, ' *   ', ' *   '),
    ' *',
    ' * MIT permission notice (the same for both sources):',
    ' *',
    ...MIT.split('\n\n').flatMap((para, i) => [
      ...(i > 0 ? [' *'] : []),
      ...wrap(para, ' *   ', ' *   '),
    ]),
    ' *',
    ' * Transformations made when the reference file was compiled from the sources:',
    ...meta.transformations.flatMap(bullet),
    ...bullet(`corrections (id from → to): ${corrections}.`),
    ...wrap(`Open questions: ${meta.open_questions}`, ' * ', ' * '),
    ' *',
    ' * Transformations made by scripts/generate.mjs:',
    ...bullet('rows are tuples; ids, names, English names and links are copied unchanged;'),
    ...bullet(
      'a local level’s type is an index into LOCAL_LEVEL_TYPES (see TypeIndex); its province is ' +
        'its district’s (the generator checks the reference agrees); full names are rebuilt as ' +
        'name + space + type;',
    ),
    ...bullet(
      'a local level’s ward count (wards) is copied unchanged and checked to sum to the ' +
        'reference’s total;',
    ),
    ...bullet(
      'left out: headquarters, counts, type keys and alt_names_ne (other spellings and ' +
        'former names), which the app does not use.',
    ),
    ' */',
  ].join('\n');
}

function render(ref) {
  const { provinces, districts, local_levels: levels } = ref;
  const lines = [
    header(ref.meta),
    '',
    '/** Index into LOCAL_LEVEL_TYPES: 0 गाउँपालिका, 1 नगरपालिका, 2 उपमहानगरपालिका, 3 महानगरपालिका. */',
    'export type TypeIndex = 0 | 1 | 2 | 3;',
    'export type ProvinceRow = readonly [id: number, name: string, nameEn: string];',
    'export type DistrictRow = readonly [id: number, provinceId: number, name: string, nameEn: string];',
    'export type LocalLevelRow = readonly [id: number, districtId: number, type: TypeIndex, name: string, nameEn: string, wards: number];',
    '',
    'export const PROVINCE_ROWS: readonly ProvinceRow[] = [',
    ...provinces.map((p) => `[${p.id}, ${str(p.name_ne)}, ${str(p.name_en)}],`),
    '];',
    '',
    'export const DISTRICT_ROWS: readonly DistrictRow[] = [',
  ];
  for (const p of provinces) {
    lines.push(`// ${p.id} ${p.name_ne} (${p.name_en})`);
    for (const d of districts.filter((x) => x.province_id === p.id)) {
      lines.push(`[${d.id}, ${d.province_id}, ${str(d.name_ne)}, ${str(d.name_en)}],`);
    }
  }
  lines.push('];', '', 'export const LOCAL_LEVEL_ROWS: readonly LocalLevelRow[] = [');
  for (const d of districts) {
    lines.push(`// ${d.id} ${d.name_ne} (${d.name_en})`);
    for (const l of levels.filter((x) => x.district_id === d.id)) {
      const type = TYPES.indexOf(l.type_ne);
      lines.push(
        `[${l.id}, ${l.district_id}, ${type}, ${str(l.name_ne)}, ${str(l.name_en)}, ${l.wards}],`,
      );
    }
  }
  lines.push('];', '');
  return lines.join('\n');
}

const ref = JSON.parse(await readFile(input, 'utf8'));
validate(ref);
const options = (await prettier.resolveConfig(output)) ?? {};
const code = await prettier.format(render(ref), { ...options, filepath: output });
await writeFile(output, code);
console.log(
  `generate: wrote ${path.relative(process.cwd(), output)} (${Buffer.byteLength(code)} bytes)`,
);
