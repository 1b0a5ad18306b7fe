-- A review can be reported through trust and safety (decision 0047): notices and decisions may be about one,
-- and a decision may take it down (it leaves the list and the rating; a reversal brings it back).
ALTER TABLE notices DROP CONSTRAINT notices_target_type_check;
ALTER TABLE notices ADD CONSTRAINT notices_target_type_check
  CHECK (target_type IN ('ad', 'booth', 'message', 'user', 'review'));
ALTER TABLE moderation_decisions DROP CONSTRAINT moderation_decisions_target_type_check;
ALTER TABLE moderation_decisions ADD CONSTRAINT moderation_decisions_target_type_check
  CHECK (target_type IN ('ad', 'booth', 'message', 'user', 'review'));
ALTER TABLE reviews ADD COLUMN removed_decision_id integer REFERENCES moderation_decisions (id);
