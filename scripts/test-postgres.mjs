// `npm run test:postgres`: the API integration tests again, each test file on its own fresh database
// of a real PostgreSQL server (DATABASE_URL, default the local server CI uses).
import { printSummary, runVitest } from './lib/vitest-summary.mjs';

const DATABASE_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
console.log(`API tests on PostgreSQL at ${DATABASE_URL.replace(/\/\/[^@]*@/, '//***@')}`);
const result = await runVitest(['--project', 'api', ...process.argv.slice(2)], {
  env: { ...process.env, DATABASE_URL },
});
console.log('');
printSummary(result);
process.exit(result.failed > 0 || result.code !== 0 ? 1 : 0);
