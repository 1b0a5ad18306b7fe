// Requests as a given client address and language, with or without a bearer token.
import type { InjectOptions } from 'fastify';
import type { App } from '../app';

export interface CallOptions {
  ip?: string;
  lang?: 'nl' | 'en';
  token?: string;
  headers?: Record<string, string>;
}

export function caller(app: App) {
  return (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    body?: unknown,
    options: CallOptions = {},
  ) => {
    const headers: Record<string, string> = { ...options.headers };
    if (options.lang) headers['accept-language'] = options.lang;
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    const request: InjectOptions = {
      method,
      url,
      headers,
      remoteAddress: options.ip ?? '127.0.0.1',
      ...(body === undefined ? {} : { payload: body as InjectOptions['payload'] }),
    };
    return app.inject(request);
  };
}

/** Logs in and returns the token; fails the test when login does not succeed. */
export async function loginToken(
  app: App,
  email: string,
  password: string,
  ip = '10.9.9.9',
): Promise<string> {
  const response = await caller(app)('POST', '/v1/userLogin', { email, password }, { ip });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  const body: { data: { token: string } } = response.json();
  return body.data.token;
}

/** A response body in the success or the error shape, loosely typed for assertions. */
export interface AnyBody {
  data?: unknown;
  message?: string | null;
  code?: string;
  errors?: Record<string, string[]>;
}
export const json = (response: { json(): unknown }): AnyBody => response.json() as AnyBody;
