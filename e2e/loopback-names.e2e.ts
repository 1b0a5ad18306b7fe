import { describe, expect, it } from 'vitest';
import { submitLoginForm } from './support/accounts';
import { useBrowser } from './support/browser';
import { WEB_URL } from './support/env';

// The site opened at http://127.0.0.1:… instead of localhost still reaches its API, whose
// configured host stays localhost: the browser's calls are cross-origin and CORS must allow them.
describe('the site opened on the other loopback name', () => {
  const { openPage } = useBrowser();

  it('signs the demo seller in at 127.0.0.1', async () => {
    const twin = WEB_URL.replace('//localhost', '//127.0.0.1');
    expect(twin).not.toBe(WEB_URL);
    const page = await openPage(`${twin}/login`);
    await submitLoginForm(page, 'demo@kraam.example', 'kraam-demo-2026');
    await page.getByRole('button', { name: 'Profielmenu' }).waitFor();
    expect(new URL(page.url()).hostname).toBe('127.0.0.1');
  });
});
