// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NextRequest } from 'next/server';
import { ADMIN_SESSION_COOKIE, API_PATHS } from '@kraam/shared';
import { config } from '@/config';
import { json } from '@/test/fake-api';
import { GET as getMe } from './me/route';
import { GET as getReports } from './moderation/reports/route';
import { GET as getReport } from './moderation/reports/[id]/route';
import { POST as postDecision } from './moderation/decisions/route';
import { GET as getAppeals } from './moderation/appeals/route';
import { POST as postResolve } from './moderation/appeals/[id]/resolve/route';
import { GET as getCounts } from './moderation/counts/route';
import { GET as getExport } from './moderation/statements/export/route';

// The BFF routes of the moderation console, as Next.js calls them: the request and the folder's segments.
const SITE = new URL(config.publicWebUrl).origin;
const API = config.internalApiUrl;
const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const signedIn = { cookie: `${ADMIN_SESSION_COOKIE}=staff-token; lang=en` };
const sameSite = { ...signedIn, origin: SITE, 'sec-fetch-site': 'same-origin' };
const segments = (id: string) => ({ params: Promise.resolve({ id }) });

const get = (path: string, headers: Record<string, string> = signedIn) =>
  new NextRequest(`${SITE}${path}`, { headers });
const post = (path: string, body: string, headers: Record<string, string> = sameSite) =>
  new NextRequest(`${SITE}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  });

const calledUrl = () => fetchMock.mock.calls[0]?.[0];
const calledInit = () => fetchMock.mock.calls[0]?.[1];
const ok = (data: unknown) => json(200, { data, message: null });

describe('GET /api/admin/me', () => {
  it('asks the API who the session is, with the cookie token and the language', async () => {
    fetchMock.mockResolvedValue(ok({ id: 3, email: 'mod@kraam.example', role: 'moderator' }));
    const response = await getMe(get('/api/admin/me'));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      data: { id: 3, email: 'mod@kraam.example', role: 'moderator' },
      message: null,
    });
    expect(calledUrl()).toBe(`${API}${API_PATHS.adminMe}?lang=en`);
    expect(new Headers(calledInit()?.headers).get('authorization')).toBe('Bearer staff-token');
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('answers 401 without a session cookie and never calls the API', async () => {
    const response = await getMe(get('/api/admin/me', {}));
    expect(response.status).toBe(401);
    expect(((await response.json()) as { code: string }).code).toBe('UNAUTHORIZED');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('GET /api/admin/moderation/reports', () => {
  it('forwards the tab and the cursor', async () => {
    fetchMock.mockResolvedValue(json(200, { data: [], message: null, nextCursor: null }));
    const response = await getReports(get('/api/admin/moderation/reports?status=decided&cursor=abc'));
    expect(response.status).toBe(200);
    expect(calledUrl()).toBe(`${API}${API_PATHS.moderationReports}?status=decided&cursor=abc&lang=en`);
  });

  it('answers 401 without a session cookie', async () => {
    expect((await getReports(get('/api/admin/moderation/reports', {}))).status).toBe(401);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

// Segments a visitor can type into the address: none is an id, none reaches the API.
const FORGED_IDS = [
  '0',
  '-1',
  '012',
  '1e3',
  '12abc',
  '12.0',
  ' 12',
  '2147483648',
  '99999999999',
  '..',
  '%2e%2e',
];

describe('GET /api/admin/moderation/reports/[id]', () => {
  it("forwards the notice's id into the API's path", async () => {
    fetchMock.mockResolvedValue(ok({}));
    const response = await getReport(get('/api/admin/moderation/reports/12'), segments('12'));
    expect(response.status).toBe(200);
    expect(calledUrl()).toBe(`${API}/admin/v1/moderation/reports/12?lang=en`);
  });

  it('takes the largest id the API can hold', async () => {
    fetchMock.mockResolvedValue(ok({}));
    await getReport(get('/api/admin/moderation/reports/2147483647'), segments('2147483647'));
    expect(calledUrl()).toBe(`${API}/admin/v1/moderation/reports/2147483647?lang=en`);
  });

  it.each(FORGED_IDS)('answers 404 for the forged id %j and never calls the API', async (id) => {
    const response = await getReport(get(`/api/admin/moderation/reports/x`), segments(id));
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'This does not exist (any more).', code: 'NOT_FOUND' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('answers 401 without a session cookie', async () => {
    const response = await getReport(get('/api/admin/moderation/reports/12', {}), segments('12'));
    expect(response.status).toBe(401);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("passes the API's 404 for a notice that is not there through", async () => {
    fetchMock.mockResolvedValue(json(404, { message: 'Niet gevonden.', code: 'NOT_FOUND' }));
    const response = await getReport(get('/api/admin/moderation/reports/99'), segments('99'));
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Niet gevonden.', code: 'NOT_FOUND' });
  });
});

describe('POST /api/admin/moderation/decisions', () => {
  const decision = JSON.stringify({ outcome: 'no_action', decision_facts: 'Niets aan de hand.' });

  it('forwards the body as it is, with the cookie token', async () => {
    fetchMock.mockResolvedValue(ok({ id: 1 }));
    const response = await postDecision(post('/api/admin/moderation/decisions', decision));
    expect(response.status).toBe(200);
    expect(calledUrl()).toBe(`${API}${API_PATHS.moderationDecisions}?lang=en`);
    expect(calledInit()).toMatchObject({ method: 'POST', body: decision });
    expect(new Headers(calledInit()?.headers).get('authorization')).toBe('Bearer staff-token');
  });

  it("passes the API's field errors through unchanged", async () => {
    const refusal = {
      message: 'Controleer de velden.',
      code: 'VALIDATION_FAILED',
      errors: { illegal_content_legal_ground: ['Dit veld is verplicht.'] },
    };
    fetchMock.mockResolvedValue(json(400, refusal));
    const response = await postDecision(post('/api/admin/moderation/decisions', decision));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(refusal);
  });

  it('takes a decision with every explanation at its longest, and refuses what no decision can be', async () => {
    fetchMock.mockResolvedValue(ok({ id: 1 }));
    // 10,500 characters of explanation, each three bytes in UTF-8.
    const longest = JSON.stringify({ decision_facts: '€'.repeat(10_500) });
    expect((await postDecision(post('/api/admin/moderation/decisions', longest))).status).toBe(200);
    const huge = JSON.stringify({ decision_facts: 'x'.repeat(70_000) });
    const refused = await postDecision(post('/api/admin/moderation/decisions', huge));
    expect(refused.status).toBe(413);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('refuses a cross-site POST and one without a session', async () => {
    const crossSite = post('/api/admin/moderation/decisions', decision, {
      ...signedIn,
      origin: 'https://evil.example',
    });
    expect((await postDecision(crossSite)).status).toBe(403);
    const noCookie = post('/api/admin/moderation/decisions', decision, { origin: SITE });
    expect((await postDecision(noCookie)).status).toBe(401);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('GET /api/admin/moderation/appeals', () => {
  it('forwards the tab', async () => {
    fetchMock.mockResolvedValue(ok([]));
    await getAppeals(get('/api/admin/moderation/appeals?status=resolved'));
    expect(calledUrl()).toBe(`${API}${API_PATHS.moderationAppeals}?status=resolved&lang=en`);
  });

  it('answers 401 without a session cookie', async () => {
    expect((await getAppeals(get('/api/admin/moderation/appeals', {}))).status).toBe(401);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('POST /api/admin/moderation/appeals/[id]/resolve', () => {
  const resolution = JSON.stringify({ outcome: 'upheld', explanation: 'Het besluit blijft staan.' });

  it("forwards the resolution to the appeal's path", async () => {
    fetchMock.mockResolvedValue(ok({ id: 7 }));
    const response = await postResolve(
      post('/api/admin/moderation/appeals/7/resolve', resolution),
      segments('7'),
    );
    expect(response.status).toBe(200);
    expect(calledUrl()).toBe(`${API}/admin/v1/moderation/appeals/7/resolve?lang=en`);
    expect(calledInit()?.body).toBe(resolution);
  });

  it.each(FORGED_IDS)('answers 404 for the forged id %j and never calls the API', async (id) => {
    const response = await postResolve(
      post('/api/admin/moderation/appeals/x/resolve', resolution),
      segments(id),
    );
    expect(response.status).toBe(404);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('answers 401 without a session cookie, and 403 from another site, before looking at the id', async () => {
    const noCookie = post('/api/admin/moderation/appeals/7/resolve', resolution, { origin: SITE });
    expect((await postResolve(noCookie, segments('7'))).status).toBe(401);
    const crossSite = post('/api/admin/moderation/appeals/7/resolve', resolution, {
      ...signedIn,
      origin: 'https://evil.example',
    });
    expect((await postResolve(crossSite, segments('x'))).status).toBe(403);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('GET /api/admin/moderation/counts', () => {
  it('forwards the year and passes the figures through', async () => {
    const figures = { year: 2025, notices: 3 };
    fetchMock.mockResolvedValue(ok(figures));
    const response = await getCounts(get('/api/admin/moderation/counts?year=2025'));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: figures, message: null });
    expect(calledUrl()).toBe(`${API}${API_PATHS.moderationCounts}?year=2025&lang=en`);
    expect(new Headers(calledInit()?.headers).get('authorization')).toBe('Bearer staff-token');
    expect(response.headers.get('content-disposition')).toBeNull();
  });

  it('answers 401 without a session cookie', async () => {
    expect((await getCounts(get('/api/admin/moderation/counts?year=2025', {}))).status).toBe(401);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('GET /api/admin/moderation/statements/export', () => {
  const statements = { statements: [{ decision_ground: 'DECISION_GROUND_ILLEGAL_CONTENT' }] };

  it('forwards the period and answers the statements as a file named after it', async () => {
    fetchMock.mockResolvedValue(json(200, statements));
    const response = await getExport(
      get('/api/admin/moderation/statements/export?from=2026-01-01&to=2026-03-31'),
    );
    expect(response.status).toBe(200);
    expect(calledUrl()).toBe(`${API}${API_PATHS.moderationExport}?from=2026-01-01&to=2026-03-31&lang=en`);
    expect(new Headers(calledInit()?.headers).get('authorization')).toBe('Bearer staff-token');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="kraam-statements-2026-01-01-2026-03-31.json"',
    );
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual(statements);
  });

  it("passes the API's field errors through as JSON, not as a file", async () => {
    const refusal = {
      message: 'Controleer de velden.',
      code: 'VALIDATION_FAILED',
      errors: { to: ['De einddatum moet na de ingangsdatum liggen.'] },
    };
    fetchMock.mockResolvedValue(json(400, refusal));
    const response = await getExport(
      get('/api/admin/moderation/statements/export?from=2026-05-01&to=2026-04-01'),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(refusal);
    expect(response.headers.get('content-disposition')).toBeNull();
  });

  it('never puts what was typed into the header: an odd date gets the plain name', async () => {
    fetchMock.mockResolvedValue(json(200, { statements: [] }));
    const response = await getExport(
      get('/api/admin/moderation/statements/export?from=2026-01-01%22%0d%0aX:1&to=2026-03-31'),
    );
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="kraam-statements.json"');
  });

  it('answers 401 without a session cookie', async () => {
    const response = await getExport(
      get('/api/admin/moderation/statements/export?from=2026-01-01&to=2026-03-31', {}),
    );
    expect(response.status).toBe(401);
    expect(response.headers.get('content-disposition')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
