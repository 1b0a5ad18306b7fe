import { describe, expect, it } from 'vitest';
import { loginHref } from './login-href';

describe('loginHref', () => {
  it('keeps the query of the page the guest came from', () => {
    const href = loginHref({ pathname: '/newAds/chooseCategory', search: '?edit=12' });
    expect(href).toBe('/login?next=%2FnewAds%2FchooseCategory%3Fedit%3D12');
    expect(new URL(href, 'http://kraam.test').searchParams.get('next')).toBe(
      '/newAds/chooseCategory?edit=12',
    );
  });

  it('sends a page without a query back to its path', () => {
    expect(loginHref({ pathname: '/mybooth', search: '' })).toBe('/login?next=%2Fmybooth');
  });
});
