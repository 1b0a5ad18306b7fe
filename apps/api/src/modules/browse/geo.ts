// Radius search without extensions (DESIGN §4): a box on ads_near_idx (a core GiST index on the ad's
// point, longitude scaled; 0006-nearest-knn.sql) narrows the rows, the haversine distance decides.
import { sql } from 'kysely';
import type { RawBuilder } from 'kysely';

export interface Centre {
  lat: number;
  lng: number;
}

const KM_PER_DEGREE_LATITUDE = 111.2;
/**
 * The longitude factor of ads_near_idx, written into the SQL as a literal so the index expression
 * matches: at or below cos(latitude) up to 56.6° N, so there a planar distance is at most the true one.
 */
const LONGITUDE_SCALE = 0.55;
/** Room for the flat approximation and rounding when a planar distance bounds a true one. */
const PLANAR_SLACK = 1.02;

const scaledPoint = sql`point(a.longitude * ${sql.lit(LONGITUDE_SCALE)}, a.latitude)`;
const scaledCentre = (centre: Centre) =>
  sql`point(${centre.lng * LONGITUDE_SCALE}::float8, ${centre.lat}::float8)`;

export const distanceFrom = (centre: Centre): RawBuilder<number> =>
  sql<number>`kraam_distance_km(${centre.lat}::float8, ${centre.lng}::float8, a.latitude, a.longitude)`;

/** Ads within radiusKm of the centre: the box first (index), then the exact distance. */
export function withinRadius(centre: Centre, radiusKm: number): RawBuilder<boolean> {
  const dLat = radiusKm / KM_PER_DEGREE_LATITUDE;
  // The box is widest at the edge nearest the pole; a small margin keeps edge cases inside.
  const poleward = Math.min(89, Math.abs(centre.lat) + dLat);
  const dLng = Math.min(180, radiusKm / (KM_PER_DEGREE_LATITUDE * Math.cos((poleward * Math.PI) / 180)));
  // Plain ranges rather than a point-in-box test: the planner estimates them from the column statistics
  // (a box it guesses at 0.1 % of the rows), so it can weigh the box against a text or category index.
  return sql<boolean>`(a.latitude between ${centre.lat - dLat}::float8 and ${centre.lat + dLat}::float8
    and a.longitude between ${centre.lng - dLng}::float8 and ${centre.lng + dLng}::float8
    and ${distanceFrom(centre)} <= ${radiusKm}::float8)`;
}

/** Nearest first on ads_near_idx: the KNN order, and the ads a true distance can hold. */
export interface NearbyScan {
  /** ORDER BY this walks the index from the centre outwards (planar distance, close to the true one). */
  order: RawBuilder<unknown>;
  /** Every ad whose true distance is at most `km` (an SQL number; null holds none), and a few more. */
  within: (km: RawBuilder<unknown>) => RawBuilder<boolean>;
  /** The search's radius: no ad beyond it is listed. */
  radiusKm: number;
}

export const nearbyScan = (centre: Centre, radiusKm: number): NearbyScan => ({
  radiusKm,
  order: sql`${scaledPoint} <-> ${scaledCentre(centre)}`,
  within: (km) =>
    sql<boolean>`${scaledPoint} <@ circle(${scaledCentre(centre)}, ${km} * ${PLANAR_SLACK / KM_PER_DEGREE_LATITUDE}::float8)`,
});
