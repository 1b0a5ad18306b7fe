import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { requestJson } from './request-json';
import { json } from '@/test/fake-api';

afterEach(() => vi.unstubAllGlobals());

const answer = (status: number, body: unknown) =>
  vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockResolvedValue(json(status, body)));

describe('requestJson', () => {
  it("answers the envelope's data and message", async () => {
    answer(200, { data: { id: 7 }, message: 'Opgeslagen' });
    await expect(requestJson<{ id: number }>('http://api.test', '/x', { lang: 'nl' })).resolves.toEqual({
      data: { id: 7 },
      message: 'Opgeslagen',
    });
  });

  it('refuses a body that is no envelope', async () => {
    answer(200, [1, 2]);
    await expect(requestJson('http://api.test', '/x', { lang: 'nl' })).rejects.toThrow('Unexpected response');
  });

  it("keeps the server's code and field errors, and ignores a failure body of another shape", async () => {
    answer(422, {
      message: 'Controleer de velden',
      code: 'VALIDATION_FAILED',
      errors: { title: ['te kort'] },
    });
    await expect(requestJson('http://api.test', '/x', { lang: 'nl' })).rejects.toMatchObject({
      message: 'Controleer de velden',
      code: 'VALIDATION_FAILED',
      fromServer: true,
      fields: { title: ['te kort'] },
    });
    answer(502, { error: 'Bad gateway' });
    const failure = await requestJson('http://api.test', '/x', { lang: 'nl' }).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ message: 'HTTP 502', fromServer: false, code: null });
  });
});
