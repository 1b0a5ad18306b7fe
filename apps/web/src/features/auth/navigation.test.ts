import { describe, expect, it } from 'vitest';
import { safeNextPath } from './navigation';

describe('safeNextPath', () => {
  it('keeps a same-site path with its query and hash', () => {
    expect(safeNextPath('/newAds/chooseCategory?edit=12')).toBe('/newAds/chooseCategory?edit=12');
    expect(safeNextPath('/categoryAds?search=fiets&minPrice=10#results')).toBe(
      '/categoryAds?search=fiets&minPrice=10#results',
    );
    expect(safeNextPath('/dashboard/security')).toBe('/dashboard/security');
  });

  it('goes home for anything that could leave the site', () => {
    for (const next of [
      '//evil.example',
      '//evil.example/newAds?edit=1',
      '/\\evil.example',
      '/\\/evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      'evil.example',
      '',
      null,
      undefined,
    ]) {
      expect(safeNextPath(next), String(next)).toBe('/');
    }
  });
});
