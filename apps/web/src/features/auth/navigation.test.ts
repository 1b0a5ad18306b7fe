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

  // `new URL` normalises dot segments: `/.//x` or `/%2e%2e//x` comes out as `//x`, another site.
  it('goes home for paths that only become protocol-relative once normalised', () => {
    for (const next of [
      '/.//evil.example',
      '/..//evil.example',
      '/%2e%2e/%2e%2e//evil.example',
      '/%2E%2E//evil.example',
      '/%2e//evil.example',
      '/.%2e//evil.example',
      '/././/evil.example',
      '/a/..//evil.example',
      '/a/b/../..//evil.example',
      '/..//evil.example/newAds?edit=1',
      '/.//evil.example#x',
      '/./\\evil.example',
      '/.//\tevil.example',
      '/\r\n/evil.example',
      ' //evil.example',
      '\\\\evil.example',
    ]) {
      expect(safeNextPath(next), next).toBe('/');
    }
  });

  it('never answers anything that leaves the site, whatever it is given', () => {
    const hostile = [
      '/.//evil.example',
      '/%2f%2fevil.example',
      '/%5c%5cevil.example',
      '/%09/evil.example',
      '/%252e%252e//evil.example',
      '/%2e%2e%2f%2fevil.example',
      '/.%2f/evil.example',
      '/\u3000//evil.example',
    ];
    for (const next of hostile) {
      const path = safeNextPath(next);
      expect(
        path.startsWith('/') && !path.startsWith('//') && !path.includes('\\'),
        `${next} → ${path}`,
      ).toBe(true);
      expect(new URL(path, 'https://kraam.example').origin, `${next} → ${path}`).toBe(
        'https://kraam.example',
      );
      // What it answers is stable: checking it again changes nothing.
      expect(safeNextPath(path)).toBe(path);
    }
  });

  it('keeps ordinary paths with dot segments resolved', () => {
    expect(safeNextPath('/dashboard/../mybooth')).toBe('/mybooth');
    expect(safeNextPath('/./dashboard/security')).toBe('/dashboard/security');
  });
});
