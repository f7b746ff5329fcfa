-- Issue 10: a learner may rename a lesson. The title the lesson was made with
-- (its first sentence, whose translation, pronunciation and audio the lesson
-- has) is kept here while the learner's own name is in title; NULL: not renamed.
ALTER TABLE stories ADD COLUMN original_title TEXT;
