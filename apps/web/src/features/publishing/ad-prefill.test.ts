import { describe, expect, it } from 'vitest';
import { emptyDraft } from './ad-draft';
import { prefillPatch, type AdPrefill } from './ad-prefill';

const prefill: AdPrefill = {
  booth: { street: 'Oudegracht 12', postalCode: '3511 AB' },
  city: { id: 3, provinceId: 2, name: 'Utrecht', latitude: 52.09, longitude: 5.12 },
  province: { id: 2, countryId: 1, code: 'UT', name: 'Utrecht' },
  phone: '+31612345678',
};
const codes = ['+31', '+32'];

describe('prefillPatch', () => {
  it('fills an empty new ad with the booth address, the city centre and the phone', () => {
    expect(prefillPatch(emptyDraft(), prefill, codes)).toEqual({
      countryId: 1,
      provinceId: 2,
      city: { id: 3, name: 'Utrecht' },
      postalCode: '3511 AB',
      street: 'Oudegracht 12',
      latitude: 52.09,
      longitude: 5.12,
      phoneCode: '+31',
      phoneNumber: '06 12345678',
    });
  });

  it('keeps a location or a phone number that is already there', () => {
    expect(prefillPatch({ ...emptyDraft(), street: 'Zelf getypt' }, prefill, codes)).toEqual({
      phoneCode: '+31',
      phoneNumber: '06 12345678',
    });
    expect(
      prefillPatch({ ...emptyDraft(), latitude: 51, longitude: 4, phoneNumber: '0611' }, prefill, codes),
    ).toEqual({});
  });

  it('gives the street and postal code without a city it could not place, and nothing without a booth', () => {
    expect(
      prefillPatch(emptyDraft(), { ...prefill, city: null, province: null, phone: null }, codes),
    ).toEqual({
      postalCode: '3511 AB',
      street: 'Oudegracht 12',
    });
    expect(
      prefillPatch(emptyDraft(), { booth: null, city: null, province: null, phone: null }, codes),
    ).toEqual({});
  });
});
