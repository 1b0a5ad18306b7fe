-- Photos only as a test on the ad row: `exists (ad_images)` let the planner choose, on some statistics,
-- a hash semi join over every image (bench/RESULTS.md). A count kept by trigger needs no join.
ALTER TABLE ads ADD COLUMN image_count integer NOT NULL DEFAULT 0;

UPDATE ads SET image_count = counted.images
FROM (SELECT ad_id, count(*)::integer AS images FROM ad_images GROUP BY ad_id) AS counted
WHERE counted.ad_id = ads.id;

CREATE OR REPLACE FUNCTION kraam_count_images() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
    BEGIN
      IF TG_OP = 'INSERT' THEN
        UPDATE ads SET image_count = image_count + 1 WHERE id = NEW.ad_id;
      ELSE
        UPDATE ads SET image_count = image_count - 1 WHERE id = OLD.ad_id;
      END IF;
      RETURN NULL;
    END
  $$;

CREATE TRIGGER ad_images_count
  AFTER INSERT OR DELETE ON ad_images
  FOR EACH ROW EXECUTE FUNCTION kraam_count_images();
