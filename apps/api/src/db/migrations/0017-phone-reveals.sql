-- Which sellers' numbers each user has seen (POST /exhibitor/v2/Advertisement/RevealPhone), for the limit
-- of different ads per rolling day (docs/decisions/0032-phone-numbers-for-signed-in-users.md). One row per
-- user and ad, its time refreshed on a repeat; a user's rows older than the window go on their next reveal.
CREATE TABLE phone_reveals (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  ad_id integer NOT NULL REFERENCES ads (id) ON DELETE CASCADE,
  revealed_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, ad_id)
);
-- Deleting an ad finds its reveals without a scan.
CREATE INDEX phone_reveals_ad_idx ON phone_reveals (ad_id);
