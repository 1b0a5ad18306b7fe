import { describe, expect, it } from 'vitest';
import { adEditBodySchema, adInsertBodySchema, type CategoryField } from '@kraam/shared';
import { emptyDraft, formatEuros, fullPhone, parseEuros, splitPhone, type AdDraft } from './ad-draft';
import { editBody, firstIncompleteStep, insertBody, stepOfField, validateStep } from './ad-draft-rules';

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

describe('amounts', () => {
  it('reads Dutch and English ways of typing euros as cents', () => {
    expect(parseEuros('12')).toBe(1200);
    expect(parseEuros('12,50')).toBe(1250);
    expect(parseEuros('12.50')).toBe(1250);
    expect(parseEuros('1.250')).toBe(125000);
    expect(parseEuros('€ 1.250,5')).toBe(125050);
    expect(parseEuros('twaalf')).toBeNull();
    expect(parseEuros('')).toBeNull();
  });
  it('writes cents back for the field', () => {
    expect(formatEuros(125050)).toBe('1250,50');
    expect(formatEuros(1200)).toBe('12');
  });
});

describe('phone', () => {
  it('puts the country code before the national number without its trunk 0', () => {
    expect(fullPhone('+31', '06 12345678')).toBe('+31612345678');
    expect(fullPhone('+32', '+31 6 1234 5678')).toBe('+31612345678');
    expect(fullPhone('+31', '  ')).toBeNull();
  });
  it('splits a stored number on its longest known code', () => {
    expect(splitPhone('+31612345678', ['+3', '+31'])).toEqual({ phoneCode: '+31', phoneNumber: '612345678' });
    expect(splitPhone(null, ['+31'])).toEqual({ phoneCode: '+31', phoneNumber: '' });
  });
});

describe('step rules', () => {
  it('lets a complete draft through every step and builds bodies the API contract accepts', () => {
    const draft = complete();
    expect(firstIncompleteStep(draft, fields)).toBeNull();
    const insert = adInsertBodySchema.safeParse(insertBody(draft, fields));
    expect(insert.success).toBe(true);
    expect(insert.data?.priceCents).toBe(125050);
    expect(insert.data?.fieldValues).toEqual({ brand: 'gazelle', frameSize: 53, electric: true });
    expect(insert.data?.location.postalCode).toBe('3511 AB');
    expect(adEditBodySchema.safeParse(editBody(draft, fields, 9)).success).toBe(true);
  });

  it('needs a title and the required category fields on the details step', () => {
    const draft = { ...complete(), title: ' ', fieldValues: { frameSize: 'groot' } };
    expect(validateStep('details', draft, fields)).toEqual({
      title: 'required',
      'fieldValues.brand': 'required',
      'fieldValues.frameSize': 'invalidNumber',
    });
  });

  it('refuses a description over 4000 characters', () => {
    expect(validateStep('details', { ...complete(), description: 'a'.repeat(4001) }, fields)).toEqual({
      description: 'descriptionTooLong',
    });
  });

  it('asks an amount only for price types that take one, and a period for rentals', () => {
    expect(validateStep('price', { ...complete(), price: '' }, fields)).toEqual({ priceCents: 'required' });
    expect(validateStep('price', { ...complete(), priceType: 'free', price: '' }, fields)).toEqual({});
    expect(validateStep('price', { ...complete(), priceType: 'rental', price: '20' }, fields)).toEqual({
      rentalPeriod: 'required',
    });
    const free = insertBody({ ...complete(), priceType: 'free', price: '99' }, fields);
    expect(free.priceCents).toBeNull();
  });

  it('says "Location not selected" without a city and checks the phone country code', () => {
    expect(validateStep('location', { ...complete(), city: null }, fields)).toEqual({
      'location.cityId': 'locationNotSelected',
    });
    expect(validateStep('contact', { ...complete(), phoneCode: '+31', phoneNumber: '123' }, fields)).toEqual({
      phone: 'phoneCountryCode',
    });
    expect(validateStep('contact', { ...complete(), phoneNumber: '' }, fields)).toEqual({});
  });

  it('sends a server field error back to the step that holds the field', () => {
    expect(stepOfField('fieldValues.brand')).toBe('details');
    expect(stepOfField('priceCents')).toBe('price');
    expect(stepOfField('location.cityId')).toBe('location');
    expect(stepOfField('imageIds')).toBe('photos');
    expect(stepOfField('phone')).toBe('contact');
    expect(stepOfField('categoryId')).toBe('category');
  });
});
