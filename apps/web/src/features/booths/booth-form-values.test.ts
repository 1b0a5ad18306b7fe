import { describe, expect, it } from 'vitest';
import { boothBodySchema, type Booth } from '@kraam/shared';
import { boothBody, boothFormValues } from './booth-form-values';

const booth: Booth = {
  id: 7,
  name: 'Fietsenmaker Jan',
  title: 'Gebruikte fietsen',
  description: 'Alles nagekeken',
  logoId: '3f8e2b8a-3c51-4c59-9d1c-8e7c5e0a1b11',
  bannerId: null,
  email: 'jan@kraam.example',
  website: 'https://jan.example',
  socialLinks: { instagram: 'https://instagram.com/jan' },
  street: 'Dorpsstraat 1',
  postalCode: '1234 AB',
  cityId: 12,
  cityName: 'Utrecht',
  sellerType: 'trader',
  companyName: 'Fietsenmaker Jan V.O.F.',
  kvkNumber: '30123456',
  phone: '+31301234567',
};

describe('booth form values', () => {
  it('sends every field of a loaded booth back unchanged, since Edit replaces the booth', () => {
    const body = boothBody(boothFormValues(booth));
    expect(body).toEqual({
      name: booth.name,
      title: booth.title,
      description: booth.description,
      email: booth.email,
      website: booth.website,
      socialLinks: { instagram: 'https://instagram.com/jan' },
      street: booth.street,
      postalCode: booth.postalCode,
      cityId: 12,
      logoId: booth.logoId,
      bannerId: null,
      sellerType: 'trader',
      companyName: booth.companyName,
      kvkNumber: booth.kvkNumber,
      // As the seller would type it; the API stores it in E.164 again.
      phone: '030 123 4567',
    });
    expect(boothBodySchema.safeParse(body).data?.phone).toBe(booth.phone);
  });

  it('sends no trader details for a private booth, whatever was typed before choosing private', () => {
    const body = boothBody({ ...boothFormValues(booth), sellerType: 'private', kvkNumber: '123' });
    expect(body).toMatchObject({ sellerType: 'private', companyName: null, kvkNumber: null, phone: null });
    expect(boothBodySchema.safeParse(body).success).toBe(true);
  });

  it('clears emptied optional fields with null instead of leaving them out', () => {
    const values = { ...boothFormValues(booth), email: '  ', website: '', cityId: null, street: '' };
    const body = boothBody(values);
    expect(body.email).toBeNull();
    expect(body.website).toBeNull();
    expect(body.cityId).toBeNull();
    expect(body.street).toBeNull();
  });

  it('starts empty without a booth', () => {
    const values = boothFormValues(null);
    expect(values.name).toBe('');
    expect(values.cityId).toBeNull();
    expect(values.socialLinks.facebook).toBe('');
    expect(values.sellerType).toBe('private');
  });
});
