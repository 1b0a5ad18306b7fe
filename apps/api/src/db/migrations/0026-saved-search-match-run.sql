-- Matching a new ad runs as a job (modules/saved-searches/match-ad.ts): each pair records the run that
-- matched it, so a retried run (its instance died after recording, before telling) tells those pairs again
-- (the notification's dedupe key keeps that to once) while another run never alerts them twice.
ALTER TABLE saved_search_matches ADD COLUMN matched_by text;

-- The pairs of one ad: what matching skips (match-candidates.ts), and what an ad's deletion cascades to.
CREATE INDEX saved_search_matches_ad_idx ON saved_search_matches (advertisement_id);
