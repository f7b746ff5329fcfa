package lang

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// DropStoryNames removes the hints of the words a story shows are names:
// a form capitalised inside a sentence (not after an opening quote, a colon
// or a dash, where a quoted sentence starts) is a name in languages that
// capitalise only names, wherever it appears in the story. "Marco abriu a
// janela" alone cannot tell Marco from marco "frame"; "…olhou para Marco"
// elsewhere can, and then neither Marco gets a gloss. hints[i] are the
// hints of texts[i]; a changed sentence gets a new slice (the hints may be
// shared with a cache). German (every noun capitalised) and scripts without
// capitals are left as they are; acronyms and "I" are not names.
func DropStoryNames(target Code, texts []string, hints [][]Hint) {
	if len(texts) != len(hints) {
		return
	}
	names := StoryNames(target, texts)
	for i := range hints {
		hints[i] = dropNames(names, hints[i])
	}
}

// StoryNames are the forms the story's sentences show are names (see
// DropStoryNames); nil for German and scripts without capitals.
func StoryNames(target Code, texts []string) map[string]bool {
	if target == German {
		return nil
	}
	names := map[string]bool{}
	for _, text := range texts {
		prev := 0
		for k, t := range WordsOnly(UnicodeWords(text)) {
			gap := text[prev:t.Start]
			prev = t.End
			if k == 0 || opensSentence(gap) {
				continue
			}
			if startsUpper(t.Text) && !allUpper(t.Text) {
				names[t.Text] = true
			}
		}
	}
	return names
}

// dropNames returns hints without the names' hints: the same slice when
// none is a name, else a new one (the hints may be shared with a cache).
func dropNames(names map[string]bool, hints []Hint) []Hint {
	if len(names) == 0 {
		return hints
	}
	drop := false
	for _, h := range hints {
		drop = drop || names[h.Word]
	}
	if !drop {
		return hints
	}
	var kept []Hint
	for _, h := range hints {
		if !names[h.Word] {
			kept = append(kept, h)
		}
	}
	return kept
}

// opensSentence: the text between two words starts a sentence inside a
// sentence (a terminator, an opening quote, a colon, a dash).
func opensSentence(gap string) bool {
	return strings.ContainsAny(gap, ".!?…:;\"“„«‹'‘—–-¿¡()[]")
}

func startsUpper(s string) bool {
	r, _ := utf8.DecodeRuneInString(s)
	return unicode.IsUpper(r)
}

// allUpper: an acronym or the pronoun I, not a name.
func allUpper(s string) bool {
	n := 0
	for _, r := range s {
		if unicode.IsLetter(r) {
			if !unicode.IsUpper(r) {
				return false
			}
			n++
		}
	}
	return n > 0
}
