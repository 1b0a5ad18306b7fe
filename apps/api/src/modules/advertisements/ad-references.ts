// The server-side rules of an ad body that zod cannot check alone: the category is an existing leaf,
// the field values match its fields, the places exist and nest, the photos are the caller's unused
// uploads. Every problem is collected, so the form can show them all at once.
import type { AdEditBody, FieldValues } from '@kraam/shared';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database-types';
import { ownsFile } from '../../files/file-ownership';
import { AppError } from '../../plugins/app-error';
import type { FieldError } from '../../plugins/app-error';
import { categoryIsLeaf, loadCategoryFields } from './category-field-repository';
import { checkFieldValues } from './field-values';

type AdBody = Omit<AdEditBody, 'id'>;
type Errors = Record<string, FieldError[]>;

export interface CheckedAd {
  fieldValues: FieldValues;
  /** The seller's pin, else the region's or city's centre, so radius search finds the ad. */
  latitude: number;
  longitude: number;
}

async function checkCategory(db: Kysely<Database>, body: AdBody, errors: Errors): Promise<FieldValues> {
  const leaf = await categoryIsLeaf(db, body.categoryId);
  if (leaf === undefined) errors.categoryId = ['INVALID'];
  if (leaf === false) errors.categoryId = ['CATEGORY_NOT_LEAF'];
  if (!leaf) return {};
  const checked = checkFieldValues(await loadCategoryFields(db, body.categoryId), body.fieldValues);
  Object.assign(errors, checked.errors);
  return checked.values;
}

interface PlaceRow {
  countryExists: boolean;
  provinceCountry: number | null;
  cityProvince: number | null;
  cityLat: number | null;
  cityLon: number | null;
  regionCity: number | null;
  regionLat: number | null;
  regionLon: number | null;
}

async function checkPlaces(
  db: Kysely<Database>,
  location: AdBody['location'],
  errors: Errors,
): Promise<{ latitude: number; longitude: number }> {
  const regionId = location.regionId ?? null;
  const { rows } = await sql<PlaceRow>`
    SELECT
      EXISTS (SELECT 1 FROM countries WHERE id = ${location.countryId}) AS "countryExists",
      (SELECT country_id FROM provinces WHERE id = ${location.provinceId}) AS "provinceCountry",
      c.province_id AS "cityProvince", c.latitude AS "cityLat", c.longitude AS "cityLon",
      r.city_id AS "regionCity", r.latitude AS "regionLat", r.longitude AS "regionLon"
    FROM (SELECT 1) AS one
    LEFT JOIN cities c ON c.id = ${location.cityId}
    LEFT JOIN regions r ON r.id = ${regionId}::integer`.execute(db);
  const row = rows[0] as PlaceRow;
  // Only the first broken link is reported: a wrong country makes every place below it wrong too.
  if (!row.countryExists) errors['location.countryId'] = ['INVALID'];
  else if (row.provinceCountry !== location.countryId) errors['location.provinceId'] = ['INVALID'];
  else if (row.cityProvince !== location.provinceId) errors['location.cityId'] = ['INVALID'];
  else if (regionId !== null && row.regionCity !== location.cityId) errors['location.regionId'] = ['INVALID'];
  const pin = location.latitude != null && location.longitude != null;
  return {
    latitude: pin ? (location.latitude as number) : (row.regionLat ?? row.cityLat ?? 0),
    longitude: pin ? (location.longitude as number) : (row.regionLon ?? row.cityLon ?? 0),
  };
}

/** Each photo: uploaded by this user, listed once and not already part of an ad. */
async function checkImages(db: Kysely<Database>, userId: number, imageIds: string[], errors: Errors) {
  if (imageIds.length === 0) return;
  let valid = new Set(imageIds).size === imageIds.length;
  for (const id of imageIds) if (valid) valid = await ownsFile(db, userId, id);
  if (valid) {
    const used = await db
      .selectFrom('ad_images')
      .select('file_id')
      .where('file_id', 'in', imageIds)
      .executeTakeFirst();
    valid = used === undefined;
  }
  if (!valid) errors.imageIds = ['INVALID'];
}

/** Throws 400 VALIDATION_FAILED with every field error, or returns what the ad row stores. */
export async function checkAdReferences(
  db: Kysely<Database>,
  userId: number,
  body: AdBody,
  imageIds: string[] = [],
): Promise<CheckedAd> {
  const errors: Errors = {};
  const fieldValues = await checkCategory(db, body, errors);
  const coordinates = await checkPlaces(db, body.location, errors);
  await checkImages(db, userId, imageIds, errors);
  if (Object.keys(errors).length > 0) throw new AppError('VALIDATION_FAILED', 'VALIDATION_FAILED', errors);
  return { fieldValues, ...coordinates };
}
