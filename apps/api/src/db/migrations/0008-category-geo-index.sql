-- A category (or its subtree) within a radius: with only ads_geo_idx the box's every ad was read and
-- most dropped by category (a 50 km box: 19,000 rows read to count 1,001, bench/RESULTS.md). With the
-- category leading, each category's box is a range scan and only matching ads are read.
CREATE INDEX ads_category_geo_idx ON ads (category_id, latitude, longitude) WHERE status = 'published';
