// Vitest gives every test file fresh modules and a fresh document by default, and most of a file's time
// went to that (MUI and React for the web, Fastify and Kysely for the API). A file that replaces one of
// our modules with vi.mock needs the fresh start (a module another file loaded first keeps the real
// import), and so do one that reloads modules (vi.resetModules) and one that mounts React on the document. So a workspace's tests run as two
// projects: those files isolated, all others sharing modules and the document within a worker
// (docs/decisions/0033-tests-share-modules-unless-they-must-not.md).
import fs from 'node:fs';
import path from 'node:path';
import { configDefaults } from 'vitest/config';

const NEEDS_ISOLATION = /\bvi\.(?:(?:do)?[mM]ock|resetModules)\(|\bcontainer: document\b/;
const TEST_FILE = /\.test\.tsx?$/;

function testFiles(dir) {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && TEST_FILE.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Two projects from the workspace at `root` and its vitest config: `<name>`, modules shared, and
 * `<name>-isolated` for the files that need their own. `--project '<name>*'` names both.
 */
export function projectsByIsolation(root, name, config) {
  const isolated = testFiles(path.join(root, 'src'))
    .filter((file) => NEEDS_ISOLATION.test(fs.readFileSync(file, 'utf8')))
    .map((file) => path.relative(root, file).split(path.sep).join('/'));
  const test = { ...config.test, root };
  return [
    { ...config, test: { ...test, name, isolate: false, exclude: [...configDefaults.exclude, ...isolated] } },
    { ...config, test: { ...test, name: `${name}-isolated`, include: isolated, isolate: true } },
  ];
}
