-- Every change of an ad's price: the ad page's price history, its honest 'was' price and the price drop
-- told to whoever favourited the ad (docs/decisions/0040-price-history.md). A trigger writes it, so every
-- writer (the seller's edit, an operator, a script) is recorded. Publishing writes nothing: the price an ad
-- was published at is its first change's old price, or its current price while it never changed.
CREATE TABLE ad_price_changes (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  ad_id integer NOT NULL REFERENCES ads (id) ON DELETE CASCADE,
  old_price_type text NOT NULL,
  old_price_cents bigint,
  new_price_type text NOT NULL,
  new_price_cents bigint,
  changed_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ad_price_changes_ad_idx ON ad_price_changes (ad_id, changed_at, id);

CREATE FUNCTION kraam_record_price_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO ad_price_changes (ad_id, old_price_type, old_price_cents, new_price_type, new_price_cents)
  VALUES (NEW.id, OLD.price_type, OLD.price_cents, NEW.price_type, NEW.price_cents);
  RETURN NULL;
END
$$;

CREATE TRIGGER ads_price_changed
  AFTER UPDATE OF price_type, price_cents ON ads
  FOR EACH ROW
  WHEN (OLD.price_type IS DISTINCT FROM NEW.price_type OR OLD.price_cents IS DISTINCT FROM NEW.price_cents)
  EXECUTE FUNCTION kraam_record_price_change();
