// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { guestPageRequest } from './guest-page-request';

const get = (url: string, headers: Record<string, string> = {}) => guestPageRequest('GET', url, headers);

describe('which requests the guest page cache answers', () => {
  it('keys the cached pages by language and full path with query, tagged by what they show', () => {
    expect(get('/')).toEqual({ key: 'nl /', tags: ['all', 'feed'] });
    expect(get('/categoryAds?search=fiets&sort=new', { cookie: 'x=1; lang=en' })).toEqual({
      key: 'en /categoryAds?search=fiets&sort=new',
      tags: ['all', 'feed'],
    });
    expect(get('/category?categoryId=3')?.tags).toEqual(['all', 'feed']);
    expect(get('/ads/42?list=sort%3Dnew')).toEqual({
      key: 'nl /ads/42?list=sort%3Dnew',
      tags: ['all', 'ads', 'ad:42'],
    });
    expect(get('/booth/7')?.tags).toEqual(['all', 'feed', 'booth:7']);
    expect(guestPageRequest('HEAD', '/', {})?.key).toBe('nl /');
  });

  it('treats an unknown language as the default one, as the pages do', () => {
    expect(get('/', { cookie: 'lang=xx' })?.key).toBe('nl /');
  });

  it('leaves other pages, writes and signed-in requests to Next', () => {
    for (const url of [
      '/login',
      '/dashboard',
      '/ads/abc',
      '/ads/1/edit',
      '/_next/static/chunks/a.js',
      '/booth',
      // A statement mail's link carries its reader's token: one person's page, never kept for others.
      '/statement?decision=31&appeal=7.Qm9yZWFsaXNUb2tlbkZvckRlY2lzaW9uMzFfXy1hYmN',
      '/statement',
    ])
      expect(get(url), url).toBeNull();
    expect(guestPageRequest('POST', '/', {})).toBeNull();
    expect(get('/', { authorization: 'Bearer abc' })).toBeNull();
    expect(get('/', { cookie: 'lang=nl; kraam_admin=token' })).toBeNull();
  });

  it('never mixes Next RSC payloads or prefetches with the HTML', () => {
    expect(get('/', { rsc: '1' })).toBeNull();
    expect(get('/', { 'next-router-prefetch': '1' })).toBeNull();
    expect(get('/', { 'next-router-state-tree': '%5B%5D' })).toBeNull();
    expect(get('/?_rsc=abc12')).toBeNull();
    expect(get('/ads/1?_rsc=x')).toBeNull();
  });
});
