import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app';
import type { TestApp } from '../test/test-app';

describe('API_DOCS=false', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { apiDocs: false } });
  });
  afterAll(() => t.close());

  it('serves neither the OpenAPI UI nor its document', async () => {
    for (const url of ['/docs', '/docs/', '/docs/json', '/docs/yaml']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
    }
  });

  it('still builds the document for tools inside the process', () => {
    expect(Object.keys(t.app.swagger().paths ?? {})).toContain('/health');
  });
});
