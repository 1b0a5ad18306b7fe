import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, REPO_ROOT, loadConfig } from './config';

const SECRET = 'x'.repeat(32);

describe('loadConfig', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'kraam-config-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('has working defaults and derives the public URLs from the ports', () => {
    const config = loadConfig({ JWT_SECRET: SECRET, PORT: '3100', API_PORT: '4100' });
    expect(config).toMatchObject({
      apiPort: 4100,
      apiHost: '0.0.0.0',
      webPort: 3100,
      dataDir: path.join(REPO_ROOT, 'data'),
      databaseUrl: undefined,
      redisUrl: undefined,
      publicWebUrl: 'http://localhost:3100',
      publicApiUrl: 'http://localhost:4100',
      logLevel: 'info',
      trustProxy: false,
    });
  });

  it('resolves a relative DATA_DIR against the repository root and treats empty values as unset', () => {
    const config = loadConfig({
      JWT_SECRET: SECRET,
      DATA_DIR: 'tmp/data',
      DATABASE_URL: '',
      PUBLIC_WEB_URL: '',
    });
    expect(config.dataDir).toBe(path.join(REPO_ROOT, 'tmp/data'));
    expect(config.databaseUrl).toBeUndefined();
    expect(config.publicWebUrl).toBe('http://localhost:3000');
  });

  it('generates the JWT secret once, keeps it in DATA_DIR with mode 0600 and reuses it', async () => {
    const first = loadConfig({ DATA_DIR: dir });
    const second = loadConfig({ DATA_DIR: dir });
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(second.jwtSecret).toBe(first.jwtSecret);
    const file = path.join(dir, 'jwt-secret');
    expect((await readFile(file, 'utf8')).trim()).toBe(first.jwtSecret);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
  });

  it('gives the embedded database 256MB of buffers unless PGLITE_SHARED_BUFFERS says otherwise', () => {
    expect(loadConfig({ JWT_SECRET: SECRET }).pgliteSharedBuffers).toBe('256MB');
    expect(loadConfig({ JWT_SECRET: SECRET, PGLITE_SHARED_BUFFERS: '1GB' }).pgliteSharedBuffers).toBe('1GB');
    for (const bad of ['256', '256mb', "256MB'; fsync = off", '0MB'])
      expect(() => loadConfig({ JWT_SECRET: SECRET, PGLITE_SHARED_BUFFERS: bad })).toThrow(
        /PGLITE_SHARED_BUFFERS/,
      );
  });

  it('lists every invalid variable', () => {
    expect(() => loadConfig({ API_PORT: 'x', LOG_LEVEL: 'loud', JWT_SECRET: 'short' })).toThrow(ConfigError);
    expect(() => loadConfig({ API_PORT: 'x', LOG_LEVEL: 'loud', JWT_SECRET: 'short' })).toThrow(
      /API_PORT[\s\S]*JWT_SECRET[\s\S]*LOG_LEVEL/,
    );
  });

  it('serves the API docs by default, but not in production unless API_DOCS says so', () => {
    expect(loadConfig({ JWT_SECRET: SECRET }).apiDocs).toBe(true);
    expect(loadConfig({ JWT_SECRET: SECRET, NODE_ENV: 'production' }).apiDocs).toBe(false);
    expect(loadConfig({ JWT_SECRET: SECRET, NODE_ENV: 'production', API_DOCS: 'true' }).apiDocs).toBe(true);
    expect(loadConfig({ JWT_SECRET: SECRET, API_DOCS: 'false' }).apiDocs).toBe(false);
    expect(loadConfig({ JWT_SECRET: SECRET, NODE_ENV: 'production', API_DOCS: '' }).apiDocs).toBe(false);
  });

  it('takes a METRICS_TOKEN of at least 16 characters, else none', () => {
    expect(loadConfig({ JWT_SECRET: SECRET }).metricsToken).toBeUndefined();
    expect(loadConfig({ JWT_SECRET: SECRET, METRICS_TOKEN: '' }).metricsToken).toBeUndefined();
    expect(loadConfig({ JWT_SECRET: SECRET, METRICS_TOKEN: 'm'.repeat(16) }).metricsToken).toBe(
      'm'.repeat(16),
    );
    expect(() => loadConfig({ JWT_SECRET: SECRET, METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
  });

  it('takes DATABASE_READ_URL only as a replica of a PostgreSQL DATABASE_URL', () => {
    const primary = 'postgres://postgres@db-1:5432/kraam';
    const replica = 'postgres://postgres@db-2:5432/kraam';
    expect(loadConfig({ JWT_SECRET: SECRET }).databaseReadUrl).toBeUndefined();
    expect(
      loadConfig({ JWT_SECRET: SECRET, DATABASE_URL: primary, DATABASE_READ_URL: replica }).databaseReadUrl,
    ).toBe(replica);
    expect(() => loadConfig({ JWT_SECRET: SECRET, DATABASE_READ_URL: replica })).toThrow(/DATABASE_READ_URL/);
    expect(() =>
      loadConfig({ JWT_SECRET: SECRET, DATABASE_URL: primary, DATABASE_READ_URL: 'not a url' }),
    ).toThrow(/DATABASE_READ_URL/);
  });

  it('names DATA_DIR and the cause in one sentence when it cannot hold the generated secret', async () => {
    const file = path.join(dir, 'a-file');
    await writeFile(file, '');
    expect(() => loadConfig({ DATA_DIR: path.join(file, 'data') })).toThrow(
      `DATA_DIR ${path.join(file, 'data')} cannot be created (ENOTDIR: a part of the path is a file)`,
    );
  });
});
