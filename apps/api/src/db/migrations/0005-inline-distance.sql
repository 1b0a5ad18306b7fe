-- kraam_distance_km without STRICT: its body uses least(), which is not strict, so a STRICT declaration
-- kept the planner from inlining it and every radius row paid a SQL function call (twice: filter and
-- sort). Null coordinates still give null, which no radius condition accepts.
CREATE OR REPLACE FUNCTION kraam_distance_km(lat1 double precision, lon1 double precision,
                                             lat2 double precision, lon2 double precision)
  RETURNS double precision
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT 2 * 6371.0088 * asin(least(1, sqrt(
      power(sin(radians(lat2 - lat1) / 2), 2)
      + cos(radians(lat1)) * cos(radians(lat2)) * power(sin(radians(lon2 - lon1) / 2), 2))))
  $$;
