// `npm run test:postgres`: the API tests that meet a database again, each test file on its own database
// of a real PostgreSQL server (DATABASE_URL, default the local server CI uses), cloned from a migrated
// template. Files named on the command line narrow it further.
import path from 'node:path';
import { databaseTestFiles } from './lib/database-tests.mjs';
import { ROOT } from './lib/paths.mjs';
import { printSummary, runVitest } from './lib/vitest-summary.mjs';

const DATABASE_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const named = process.argv.slice(2);
const files = named.some((arg) => !arg.startsWith('-'))
  ? named
  : [...named, ...databaseTestFiles(path.join(ROOT, 'apps/api')).map((file) => path.relative(ROOT, file))];
console.log(`API tests on PostgreSQL at ${DATABASE_URL.replace(/\/\/[^@]*@/, '//***@')}`);
const result = await runVitest(['--project', 'api*', ...files], {
  env: { ...process.env, DATABASE_URL },
});
console.log('');
printSummary(result);
process.exit(result.failed > 0 || result.code !== 0 ? 1 : 0);
