import type { Booth } from '@kraam/shared';

/** A booth as the API answers it, with nothing filled in but what a test names. */
export const aBooth = (fields: Pick<Booth, 'id' | 'name' | 'title'> & Partial<Booth>): Booth => ({
  description: '',
  logoId: null,
  bannerId: null,
  email: null,
  website: null,
  socialLinks: {},
  street: null,
  postalCode: null,
  cityId: null,
  cityName: null,
  sellerType: 'private',
  companyName: null,
  kvkNumber: null,
  phone: null,
  ...fields,
});
