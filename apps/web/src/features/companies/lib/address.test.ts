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
