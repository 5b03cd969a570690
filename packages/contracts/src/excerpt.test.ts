import { expect, test } from 'vitest';
import { excerpt } from './excerpt.js';

test('cuts the content to its first 100 characters with an ellipsis', () => {
  const text = 'a'.repeat(100) + 'b'.repeat(20);
  expect(excerpt(text)).toBe(`${'a'.repeat(100)}…`);
});

test('adds no ellipsis when nothing was cut', () => {
  expect(excerpt('a'.repeat(100))).toBe('a'.repeat(100));
  expect(excerpt('  छोटो   विवरण ')).toBe('छोटो विवरण');
});

test('never cuts a Devanagari letter in half', () => {
  // क्ष is three code points but one letter to a reader.
  const text = 'क्ष'.repeat(101);
  expect(excerpt(text)).toBe(`${'क्ष'.repeat(100)}…`);
});

test('cutting an excerpt again changes nothing (the server cuts, the card cuts again)', () => {
  for (const text of ['a'.repeat(100) + 'b'.repeat(20), 'क्ष'.repeat(150), 'छोटो विवरण']) {
    expect(excerpt(excerpt(text))).toBe(excerpt(text));
  }
});
