// What the benchmark asks: varied searches with filters, suggestions, and the feeds and ad page beside
// them. Ids are looked up by name so the queries fit whatever ids the generator produced.
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../../apps/api/src/db/database-types';

export interface Scenario {
  name: string;
  /** Request URLs, used round-robin. */
  urls: string[];
  /** Held to this p95 on PostgreSQL (ms), when there is a target. */
  targetP95Ms?: number;
}

async function categoryId(db: Kysely<Database>, titleNl: string): Promise<number> {
  const { rows } = await sql<{
    id: number;
  }>`select id from categories where title_nl = ${titleNl} order by id limit 1`.execute(db);
  const id = rows[0]?.id;
  if (id === undefined) throw new Error(`No category '${titleNl}'`);
  return id;
}

export async function buildScenarios(db: Kysely<Database>): Promise<Scenario[]> {
  const topLevel = (
    await sql<{ id: number }>`select id from categories where parent_id is null order by id`.execute(db)
  ).rows.map((r) => r.id);
  const leaves = (
    await sql<{ id: number }>`
      select c.id from categories c where not exists (select 1 from categories k where k.parent_id = c.id) order by c.id`.execute(
      db,
    )
  ).rows.map((r) => r.id);
  const bikes = await categoryId(db, 'Fietsen en brommers');
  const leaf = (i: number) => leaves[i % leaves.length] as number;
  const top = (i: number) => topLevel[i % topLevel.length] as number;
  const filters = [
    'search=fiets',
    'search=fietsen&sort=cheapest',
    `search=fiets&categoryId=${bikes}&priceMax=500`,
    'search=bank&sort=newest',
    'search=iphone&condition=asNew,good',
    'search=kinderwagen&postalCode=3511&radiusKm=25',
    'search=tafel&delivery=post&photosOnly=true',
    'search=bikes',
    'search=cafe',
    ...[0, 1, 2, 3, 4].map((i) => `categoryId=${top(i)}&sort=newest`),
    ...[0, 1, 2, 3, 4].map((i) => `categoryId=${leaf(i * 7)}&sort=cheapest&priceMin=10`),
    ...[5, 6, 7].map((i) => `categoryId=${leaf(i * 5)}&sort=mostExpensive`),
    'postalCode=1012&radiusKm=10&sort=newest',
    'postalCode=3011AB&radiusKm=25&sort=nearest',
    'postalCode=5611&radiusKm=5&condition=new',
    `categoryId=${bikes}&postalCode=9711&radiusKm=50&sort=nearest`,
    'provinceId=1&sort=cheapest&delivery=post',
    'priceMin=100&priceMax=200&sort=mostExpensive',
    'priceType=free&sort=newest',
  ];
  const typos = [
    'search=gazzelle',
    'search=volkswagn',
    'search=kinderwgen',
    'search=fietz',
    'search=hnagmat',
    'search=omafiest',
  ];
  // As Dutch people type: compounds, plurals, diminutives, accents (docs/decisions/0015-dutch-search.md).
  const dutch = [
    'search=fiets',
    'search=damesfietsen',
    'search=fietsje',
    'search=stoel',
    'search=tafeltje',
    'search=kasten',
    'search=bank&sort=cheapest',
    'search=crêpe',
    'search=wagen',
    'search=jas',
  ];
  const terms = [
    'fie',
    'fiets',
    'gaz',
    'bank',
    'iphone',
    'lamp',
    'tafel',
    'kinder',
    'stoel',
    'volks',
    'café',
    'kraam',
    'omafiest',
    'omafietsen',
    'gazele',
  ];
  return [
    {
      name: 'search with filters',
      urls: filters.map((q) => `/public/v2/Advertisement/GetAllWithFilter?${q}`),
      targetP95Ms: 50,
    },
    {
      name: 'Dutch words: compounds, plurals, diminutives',
      urls: dutch.map((q) => `/public/v2/Advertisement/GetAllWithFilter?${q}`),
      targetP95Ms: 50,
    },
    {
      name: 'search with a typo (trigram)',
      urls: typos.map((q) => `/public/v2/Advertisement/GetAllWithFilter?${q}`),
    },
    {
      name: 'suggestions',
      urls: terms.map((t) => `/public/v2/Search/Get?searchTerm=${encodeURIComponent(t)}`),
      targetP95Ms: 20,
    },
    {
      name: 'home feeds',
      urls: ['trending', 'newest', 'cheapest', 'mostExpensive'].map(
        (s) => `/public/v2/Advertisement/GetAll?sort=${s}`,
      ),
    },
  ];
}
