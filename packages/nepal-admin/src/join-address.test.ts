import { describe, expect, it } from 'vitest';
import { joinAddress } from './join-address.js';

describe('joinAddress', () => {
  it('names each place once (issue 27’s letterhead)', () => {
    expect(joinAddress(['धुलिखेल, काभ्रेपलाञ्चोक', 'धुलिखेल नगरपालिका', 'काभ्रेपलाञ्चोक', null])).toBe(
      'धुलिखेल नगरपालिका, काभ्रेपलाञ्चोक',
    );
  });

  it('keeps what only the free text says, in its place', () => {
    expect(joinAddress(['वडा नं. ५, धुलिखेल', 'धुलिखेल नगरपालिका', 'काभ्रेपलाञ्चोक'])).toBe(
      'वडा नं. ५, धुलिखेल नगरपालिका, काभ्रेपलाञ्चोक',
    );
  });

  it('reads two spellings of one place, and case, as one place', () => {
    expect(joinAddress(['काभ्रेपलान्चोक', 'धुलिखेल नगरपालिका', 'काभ्रेपलाञ्चोक'])).toBe(
      'काभ्रेपलान्चोक, धुलिखेल नगरपालिका',
    );
    expect(joinAddress(['dhulikhel', 'Dhulikhel Municipality', 'Kavrepalanchok'])).toBe(
      'Dhulikhel Municipality, Kavrepalanchok',
    );
  });

  it('leaves out empty parts and stray commas; nothing gives an empty line', () => {
    expect(joinAddress([' , काठमाडौं ,', '', undefined, 'बागमती प्रदेश'])).toBe(
      'काठमाडौं, बागमती प्रदेश',
    );
    expect(joinAddress([null, '', '  '])).toBe('');
  });

  it('does not take a place for part of another word', () => {
    expect(joinAddress(['पोखरा', 'पोखरालेखनाथ'])).toBe('पोखरा, पोखरालेखनाथ');
  });
});
