import { describe, expect, it } from 'vitest';
import { originAliases } from './loopback';

describe('originAliases', () => {
  it('names a loopback site on every loopback name, with its scheme and port', () => {
    expect(originAliases('http://localhost:3000/')).toEqual([
      'http://localhost:3000',
      'http://127.0.0.1:3000',
      'http://[::1]:3000',
    ]);
    expect(originAliases('https://127.0.0.1')).toEqual([
      'https://127.0.0.1',
      'https://localhost',
      'https://[::1]',
    ]);
  });

  it('keeps any other site to its own origin', () => {
    expect(originAliases('https://kraam.example/pad')).toEqual(['https://kraam.example']);
    expect(originAliases('http://localhost.kraam.example:3000')).toEqual([
      'http://localhost.kraam.example:3000',
    ]);
  });
});
