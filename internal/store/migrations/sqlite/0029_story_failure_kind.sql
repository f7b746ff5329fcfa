-- Product §6: a failed lesson is named by its cause — the product §8
-- vocabulary (story_timeout_hard, flashcard_ai_failure,
-- flashcard_zero_generated) — so that the learner reads why, not always
-- 'Processing Timeout'. Lessons that failed before keep ''.
ALTER TABLE stories ADD COLUMN failure_kind TEXT NOT NULL DEFAULT '';
