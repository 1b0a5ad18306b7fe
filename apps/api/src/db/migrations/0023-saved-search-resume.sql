-- The frequency a saved search had when it was paused ('off'), so resuming brings that back rather than
-- turning a daily digest into instant alerts.
ALTER TABLE saved_searches
  ADD COLUMN resume_frequency text CHECK (resume_frequency IN ('instant', 'daily', 'weekly'));
