import { describe, expect, it } from 'vitest';
import { createTranslator } from 'next-intl';
import type { CategoryField, Lang } from '@kraam/shared';
import { adEditBodySchema, adInsertBodySchema } from '@kraam/shared/ad-body';
import { clientMessagesFor } from '@/i18n/messages';
import { STEPS, emptyDraft, type AdDraft, type StepKey } from './ad-draft';
import { draftToBody } from './ad-draft-body';
import { adFormResolver, draftFieldOf, errorTexts, stepOfPath } from './ad-form-schema';

const fields: CategoryField[] = [
  {
    key: 'brand',
    type: 'select',
    label: 'Merk',
    unit: null,
    required: true,
    options: [{ value: 'gazelle', label: 'Gazelle' }],
  },
  { key: 'frameSize', type: 'number', label: 'Framemaat', unit: 'cm', required: false, options: [] },
  { key: 'electric', type: 'boolean', label: 'Elektrisch', unit: null, required: false, options: [] },
];

const complete = (): AdDraft => ({
  ...emptyDraft(),
  categoryId: 12,
  title: 'Gazelle damesfiets',
  description: 'Netjes onderhouden',
  fieldValues: { brand: 'gazelle', frameSize: '53', electric: true },
  priceType: 'startPrice',
  price: '1.250,50',
  imageIds: ['0d0c3c3e-8f0a-4a4e-9d5c-0b4a7c1e2f11'],
  countryId: 1,
  provinceId: 2,
  city: { id: 3, name: 'Utrecht' },
  postalCode: '3511ab',
  phoneNumber: '06 12345678',
  delivery: 'both',
});

/** What the form shows on `step` for `draft`, by field, in `lang`: the resolver the wizard uses. */
async function problems(step: StepKey, draft: AdDraft, lang: Lang = 'nl') {
  const t = createTranslator({
    locale: lang,
    messages: clientMessagesFor(lang),
    namespace: 'publish.errors',
  });
  const resolve = adFormResolver(
    () => Promise.resolve(fields),
    (key) => t(key),
  );
  const result = await resolve({ ...draft, step }, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
  return errorTexts(result.errors);
}

describe('adFormResolver (each step against its slice of the shared ad schema)', () => {
  it('lets a complete draft through every step, and its body through the shared Insert and Edit schemas', async () => {
    for (const step of STEPS) expect(await problems(step, complete())).toEqual({});
    const insert = adInsertBodySchema.safeParse(draftToBody(complete(), fields));
    expect(insert.success).toBe(true);
    expect(insert.data?.priceCents).toBe(125050);
    expect(insert.data?.fieldValues).toEqual({ brand: 'gazelle', frameSize: 53, electric: true });
    expect(insert.data?.location.postalCode).toBe('3511 AB');
    expect(adEditBodySchema.safeParse({ ...draftToBody(complete(), fields), id: 9 }).success).toBe(true);
  });

  it('needs a category before the details', async () => {
    expect(await problems('category', emptyDraft())).toEqual({ categoryId: 'Dit veld is verplicht' });
    expect(await problems('category', emptyDraft(), 'en')).toEqual({ categoryId: 'This field is required' });
  });

  it('needs a title and the required category fields, and numbers in number fields', async () => {
    const draft = { ...complete(), title: ' ', fieldValues: { frameSize: 'groot' } };
    expect(await problems('details', draft)).toEqual({
      title: 'Dit veld is verplicht',
      'fieldValues.brand': 'Dit veld is verplicht',
      'fieldValues.frameSize': 'Vul een getal in',
    });
    expect(await problems('details', draft, 'en')).toEqual({
      title: 'This field is required',
      'fieldValues.brand': 'This field is required',
      'fieldValues.frameSize': 'Enter a number',
    });
  });

  it('refuses a description over 4000 characters and more than 10 tags', async () => {
    const draft = { ...complete(), description: 'a'.repeat(4001), tags: 'a,b,c,d,e,f,g,h,i,j,k' };
    expect(await problems('details', draft)).toEqual({
      description: 'De omschrijving mag maximaal 4000 tekens zijn',
      tags: 'Gebruik maximaal 10 trefwoorden van hooguit 30 tekens',
    });
    expect(await problems('details', draft, 'en')).toEqual({
      description: 'The description can be at most 4000 characters',
      tags: 'Use at most 10 tags of up to 30 characters',
    });
  });

  it('asks an amount only for price types that take one, and a period for rentals', async () => {
    expect(await problems('price', { ...complete(), priceType: '' })).toEqual({
      priceType: 'Dit veld is verplicht',
    });
    expect(await problems('price', { ...complete(), price: '' })).toEqual({ price: 'Dit veld is verplicht' });
    expect(await problems('price', { ...complete(), price: 'twaalf' }, 'en')).toEqual({
      price: 'Enter an amount in euros, for example 25 or 12,50',
    });
    expect(await problems('price', { ...complete(), priceType: 'free', price: '' })).toEqual({});
    expect(await problems('price', { ...complete(), priceType: 'rental', price: '20' })).toEqual({
      rentalPeriod: 'Dit veld is verplicht',
    });
    expect(draftToBody({ ...complete(), priceType: 'free', price: '99' }, fields).priceCents).toBeNull();
  });

  it('says "Location not selected" without a city and checks the postal code', async () => {
    expect(await problems('location', { ...complete(), city: null }, 'en')).toEqual({
      city: 'Location not selected',
    });
    expect(await problems('location', { ...complete(), city: null, postalCode: '12' })).toEqual({
      city: 'Geen locatie gekozen',
      postalCode: 'Vul een postcode in zoals 1234 AB',
    });
  });

  it('takes the phone number as the Dutch type it and refuses one that cannot be, with a delivery choice', async () => {
    expect(await problems('contact', { ...complete(), phoneNumber: '123', delivery: '' })).toEqual({
      phoneNumber: 'Dit is geen geldig telefoonnummer, bijvoorbeeld 06 12345678',
      delivery: 'Dit veld is verplicht',
    });
    expect(await problems('contact', { ...complete(), phoneNumber: '123' }, 'en')).toEqual({
      phoneNumber: 'This is not a valid phone number, for example 06 12345678',
    });
    for (const phoneNumber of ['', '0612345678', '06-1234 5678', '0031 6 12345678', '+31 6 12345678'])
      expect(await problems('contact', { ...complete(), phoneNumber }), phoneNumber).toEqual({});
  });
});

describe('server field errors', () => {
  it('land on the form field and the step that hold the body path', () => {
    expect([draftFieldOf('fieldValues.brand'), stepOfPath('fieldValues.brand')]).toEqual([
      'fieldValues.brand',
      'details',
    ]);
    expect([draftFieldOf('priceCents'), stepOfPath('priceCents')]).toEqual(['price', 'price']);
    expect([draftFieldOf('location.cityId'), stepOfPath('location.cityId')]).toEqual(['city', 'location']);
    expect([draftFieldOf('imageIds'), stepOfPath('imageIds')]).toEqual(['imageIds', 'photos']);
    expect([draftFieldOf('phone'), stepOfPath('phone')]).toEqual(['phoneNumber', 'contact']);
    expect([draftFieldOf('categoryId'), stepOfPath('categoryId')]).toEqual(['categoryId', 'category']);
    expect([draftFieldOf('tags.3'), stepOfPath('tags.3')]).toEqual(['tags', 'details']);
  });
});
