// Radius search without extensions (DESIGN §4): a latitude/longitude box on ads_point_idx (a core GiST
// index on the ad's point) narrows the rows, the haversine distance decides.
import { sql } from 'kysely';
import type { RawBuilder } from 'kysely';

export interface Centre {
  lat: number;
  lng: number;
}

const KM_PER_DEGREE_LATITUDE = 111.2;

export const distanceFrom = (centre: Centre): RawBuilder<number> =>
  sql<number>`kraam_distance_km(${centre.lat}::float8, ${centre.lng}::float8, a.latitude, a.longitude)`;

/** Ads within radiusKm of the centre: the box first (index), then the exact distance. */
export function withinRadius(centre: Centre, radiusKm: number): RawBuilder<boolean> {
  const dLat = radiusKm / KM_PER_DEGREE_LATITUDE;
  // The box is widest at the edge nearest the pole; a small margin keeps edge cases inside.
  const poleward = Math.min(89, Math.abs(centre.lat) + dLat);
  const dLng = Math.min(180, radiusKm / (KM_PER_DEGREE_LATITUDE * Math.cos((poleward * Math.PI) / 180)));
  // The box on ads_point_idx (GiST, both dimensions at once), then the exact distance.
  return sql<boolean>`(point(a.longitude, a.latitude) <@ box(
      point(${centre.lng - dLng}::float8, ${centre.lat - dLat}::float8),
      point(${centre.lng + dLng}::float8, ${centre.lat + dLat}::float8))
    and ${distanceFrom(centre)} <= ${radiusKm}::float8)`;
}
