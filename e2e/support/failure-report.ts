// What a failed journey's pages showed, printed into the run's log: where each page was, its visible text,
// and the console errors and failed calls it met. A journey that fails only in CI (under the load of the
// journey beside it) can then be read from the log, with no browser left to ask.
import type { Page } from 'playwright-core';

const TEXT_SHOWN = 1_500;
const EVENTS_KEPT = 20;

export interface PageWatch {
  page: Page;
  events: string[];
}

/** Ours: the web and the API on this machine (map tiles and the like cannot load in CI, and would crowd the log). */
const ours = (url: string) => /^https?:\/\/(localhost|127\.0\.0\.1)[:/]/.test(url);

/** Starts keeping the page's console errors and its failed or refused requests to our servers. */
export function watchPage(page: Page): PageWatch {
  const watch: PageWatch = { page, events: [] };
  const keep = (line: string) => {
    watch.events.push(`${new Date().toISOString().slice(11, 23)} ${line}`);
    if (watch.events.length > EVENTS_KEPT) watch.events.shift();
  };
  page.on('console', (message) => {
    const kept = message.type() === 'error' || message.type() === 'warning';
    if (kept && ours(message.location().url || page.url()) && !/ERR_NAME_NOT_RESOLVED/.test(message.text()))
      keep(`console.${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => keep(`page error: ${error.message}`));
  page.on('requestfailed', (request) =>
    keep(`failed: ${request.method()} ${request.url()} (${request.failure()?.errorText ?? 'unknown'})`),
  );
  page.on('response', (response) => {
    if (response.status() >= 400)
      keep(`${response.status()}: ${response.request().method()} ${response.url()}`);
  });
  return watch;
}

/**
 * The visible form fields as `label = "value"` (marked invalid and focused where so): the page's text
 * holds no field's value, so a form that would not move on could not be read from it.
 */
const fieldsShown = () =>
  [...document.querySelectorAll<HTMLInputElement>('input, textarea, select')]
    .filter((field) => field.type !== 'hidden' && field.getClientRects().length > 0)
    .map((field) => {
      const label =
        field.labels?.[0]?.innerText ?? field.getAttribute('aria-label') ?? field.name ?? field.type;
      const value = field.type === 'checkbox' || field.type === 'radio' ? String(field.checked) : field.value;
      const invalid = field.getAttribute('aria-invalid') === 'true' ? ' (invalid)' : '';
      const focused = document.activeElement === field ? ' (focused)' : '';
      return `${label.replace(/\s+/g, ' ').trim()} = ${JSON.stringify(value)}${invalid}${focused}`;
    })
    .join('; ');

/** The pages' state, as lines for the log. */
export async function failureReport(test: string, watches: readonly PageWatch[]): Promise<string> {
  const parts = [`--- pages of the failed journey "${test}" ---`];
  for (const [index, { page, events }] of watches.entries()) {
    const text = await page
      .evaluate(() => document.body.innerText)
      .catch((error: unknown) => `(no text: ${String(error)})`);
    const fields = await page
      .evaluate(fieldsShown)
      .catch((error: unknown) => `(no fields: ${String(error)})`);
    parts.push(
      `page ${index + 1}: ${page.url()}`,
      `text: ${text.replace(/\s+/g, ' ').slice(0, TEXT_SHOWN)}`,
      ...(fields ? [`fields: ${fields.slice(0, TEXT_SHOWN)}`] : []),
      ...(events.length > 0 ? ['events:', ...events.map((event) => `  ${event}`)] : []),
    );
  }
  return parts.join('\n');
}
