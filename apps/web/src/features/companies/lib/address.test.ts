import { expect, test } from 'vitest';
import { canonicalAddress } from './address';

test('a stored address reads in the spelling of the reference list', () => {
  expect(
    canonicalAddress({ province: 'Bagmati', district: 'Lalitpur', municipality: 'Godawari' }),
  ).toEqual({ province: 'बागमती', district: 'ललितपुर', municipality: 'गोदावरी नगरपालिका' });
});

test('a part the list does not know is left for the form to ask again', () => {
  expect(canonicalAddress({ province: null, district: null, municipality: null })).toEqual({
    province: '',
    district: '',
    municipality: '',
  });
  expect(
    canonicalAddress({ province: 'बागमती', district: 'झापा', municipality: 'मेचीनगर नगरपालिका' }),
  ).toEqual({ province: 'बागमती', district: '', municipality: '' });
  expect(
    canonicalAddress({ province: 'बागमती', district: 'ललितपुर', municipality: 'कहीँ नभएको' }),
  ).toEqual({ province: 'बागमती', district: 'ललितपुर', municipality: '' });
});

test('a stored address in another spelling reads in the canonical names', () => {
  // The reference file's spelling, canonical before the government's (migration 007).
  expect(
    canonicalAddress({
      province: 'बागमती',
      district: 'काभ्रेपलान्चोक',
      municipality: 'धुलिखेल नगरपालिका',
    }),
  ).toEqual({ province: 'बागमती', district: 'काभ्रेपलाञ्चोक', municipality: 'धुलिखेल नगरपालिका' });
  expect(
    canonicalAddress({ province: 'गण्डकी प्रदेश', district: 'पर्बत', municipality: 'कुश्मा' }),
  ).toEqual({ province: 'गण्डकी', district: 'पर्वत', municipality: 'कुश्मा नगरपालिका' });
});

test('a municipality unknown or ambiguous in its district is left for the form to ask', () => {
  expect(
    canonicalAddress({ province: 'बागमती', district: 'काभ्रेपलान्चोक', municipality: 'कहीँ नभएको' }),
  ).toEqual({ province: 'बागमती', district: 'काभ्रेपलाञ्चोक', municipality: '' });
  expect(canonicalAddress({ province: 'बागमती', district: 'दोलखा', municipality: 'हेलुङ' })).toEqual({
    province: 'बागमती',
    district: 'दोलखा',
    municipality: '',
  });
});
