// Which API test files meet a database: those that reach src/test/test-database.ts through their
// relative imports (every test database is made there), or that read DATABASE_URL themselves. The
// PostgreSQL variant runs only these; the rest would test the same code twice.
import fs from 'node:fs';
import path from 'node:path';

const RELATIVE_IMPORT = /(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g;
// `databaseUrl: undefined` and `DATABASE_URL: ''` open the embedded database whatever the variant: that alone
// is no reason to rerun.
const READS_DATABASE_URL = /\bdatabaseUrl\b(?!: undefined)|\bDATABASE_URL\b(?!: '')/;

function resolveImport(fromFile, specifier) {
  const base = path.resolve(path.dirname(fromFile), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find(
    (candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile(),
  );
}

/** Whether `file` or anything it imports relatively is `target`. */
function reaches(file, target, seen = new Set()) {
  if (file === target) return true;
  if (seen.has(file)) return false;
  seen.add(file);
  const source = fs.readFileSync(file, 'utf8');
  for (const [, specifier] of source.matchAll(RELATIVE_IMPORT)) {
    const imported = resolveImport(file, specifier);
    if (imported && reaches(imported, target, seen)) return true;
  }
  return false;
}

/** The API's test files (absolute paths) that meet a database, sorted. */
export function databaseTestFiles(apiDir) {
  const target = path.join(apiDir, 'src/test/test-database.ts');
  return fs
    .readdirSync(path.join(apiDir, 'src'), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.test.ts'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => READS_DATABASE_URL.test(fs.readFileSync(file, 'utf8')) || reaches(file, target))
    .sort();
}
