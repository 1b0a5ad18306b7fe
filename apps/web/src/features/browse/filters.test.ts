import { describe, expect, it } from 'vitest';
import { adFilterShape } from '@kraam/shared';
import {
  FILTER_KEYS,
  activeFilterCount,
  applyFilterChange,
  filtersToQuery,
  narrowToCategoryHref,
} from './filters';
import { parseFilters } from './parse-filters';

describe('parseFilters', () => {
  it('keeps valid filters under their URL names', () => {
    const filters = parseFilters(
      new URLSearchParams(
        'categoryId=12&priceMin=10&priceMax=200&condition=new,asNew&photosOnly=true&postalCode=1012AB&radiusKm=25&sort=nearest',
      ),
    );
    expect(filters).toEqual({
      categoryId: '12',
      priceMin: '10',
      priceMax: '200',
      condition: 'new,asNew',
      photosOnly: 'true',
      postalCode: '1012AB',
      radiusKm: '25',
      sort: 'nearest',
    });
  });

  it('drops values the API would refuse instead of failing the page', () => {
    expect(parseFilters({ priceMin: 'cheap', condition: 'broken', radiusKm: '9999', lang: 'xx' })).toEqual(
      {},
    );
    expect(parseFilters({ priceMin: '300', priceMax: '100' })).toEqual({ priceMin: '300' });
  });

  it('drops a radius or the nearest sort without a centre', () => {
    expect(parseFilters({ radiusKm: '10', sort: 'nearest', search: 'fiets' })).toEqual({ search: 'fiets' });
    expect(parseFilters({ lat: '52.1', radiusKm: '10' })).toEqual({});
  });

  it('reads the first of repeated parameters as Next hands them over', () => {
    expect(parseFilters({ search: ['fiets', 'auto'] })).toEqual({ search: 'fiets' });
  });
});

describe('filtersToQuery', () => {
  it('writes the filters in a stable order, so the same list has the same URL', () => {
    expect(filtersToQuery({ sort: 'cheapest', search: 'fiets', priceMax: '50' })).toBe(
      'search=fiets&priceMax=50&sort=cheapest',
    );
  });
});

describe('activeFilterCount', () => {
  it('counts what narrows the list, not the search or the sort', () => {
    expect(activeFilterCount({ search: 'fiets', sort: 'newest', priceMin: '1', photosOnly: 'true' })).toBe(2);
  });
});

describe('FILTER_KEYS', () => {
  it('are the query names of the shared filter rules, in their order', () => {
    expect(FILTER_KEYS).toEqual(Object.keys(adFilterShape));
  });
});

describe('narrowToCategoryHref', () => {
  it('keeps the search and every other filter when a category chip narrows the list', () => {
    const href = narrowToCategoryHref(
      { search: 'fiets', categoryId: '1', priceMax: '200', condition: 'new,asNew', sort: 'cheapest' },
      2,
    );
    expect(href.startsWith('/categoryAds?')).toBe(true);
    expect(Object.fromEntries(new URLSearchParams(href.split('?')[1]))).toEqual({
      search: 'fiets',
      categoryId: '2',
      priceMax: '200',
      condition: 'new,asNew',
      sort: 'cheapest',
    });
  });
});

describe('applyFilterChange', () => {
  it('merges a change into the latest filters and drops the emptied ones', () => {
    const latest = { search: 'fiets', priceMax: '50' };
    expect(applyFilterChange(latest, { condition: 'new' })).toEqual({
      search: 'fiets',
      priceMax: '50',
      condition: 'new',
    });
    expect(applyFilterChange(latest, { priceMax: undefined })).toEqual({ search: 'fiets' });
  });

  it('drops sort by distance along with the last centre', () => {
    expect(applyFilterChange({ postalCode: '1012', sort: 'nearest' }, { postalCode: undefined })).toEqual({});
  });
});
