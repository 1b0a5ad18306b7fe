-- Nearest first without sorting the whole radius (docs/ranking.md, "Nearest"): a GiST index on the ad's
-- point with the longitude scaled by 0.55 (cos 56.6°, below cos(latitude) everywhere in the Netherlands),
-- so the planar distance `<->` walks ads roughly nearest first (KNN) and never says an ad is much
-- farther than it is. The radius box is now plain latitude/longitude ranges (ads_geo_idx), which the
-- planner estimates from statistics, so the unscaled point index goes.
CREATE INDEX ads_near_idx ON ads USING gist (point(longitude * 0.55, latitude)) WHERE status = 'published';
DROP INDEX ads_point_idx;

-- A price-type filter on its own (priceType=free) pages newest first and counts on this index.
CREATE INDEX ads_price_type_newest_idx ON ads (price_type, published_at DESC, id DESC) WHERE status = 'published';
