package builtin

import (
	"slices"
	"testing"
	"unicode/utf8"

	"github.com/storyglot/storyglot/internal/lang"
)

// TestQuickStoryContent is the review of the data files: every learning
// language has the four scenarios, every sentence our translation into
// English and Spanish, the segmenter cuts the story exactly as the file
// lists it, and each story is 250–400 characters.
func TestQuickStoryContent(t *testing.T) {
	c, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	if got := c.Languages(); !slices.Equal(got, lang.Codes()) {
		t.Fatalf("languages with stories = %v, want every learning language %v", got, lang.Codes())
	}
	total := 0
	for _, l := range lang.Codes() {
		for _, slug := range Slugs {
			st, ok := c.Story(l, slug)
			if !ok {
				t.Errorf("%s: no %s story", l, slug)
				continue
			}
			total++
			content := st.Content()
			if n := utf8.RuneCountInString(content); n < 250 || n > 400 {
				t.Errorf("%s/%s: %d characters, want 250–400", l, slug, n)
			}
			if st.Level != "A2" {
				t.Errorf("%s/%s: level %q, want A2", l, slug, st.Level)
			}
			got := lang.SplitSentences(l, content)
			if len(got) != len(st.Sentences) {
				t.Errorf("%s/%s: the segmenter finds %d sentences, the file lists %d", l, slug, len(got), len(st.Sentences))
			}
			for i := range min(len(got), len(st.Sentences)) {
				if got[i].Text != st.Sentences[i].Text {
					t.Errorf("%s/%s: sentence %d: segmenter %q, file %q", l, slug, i, got[i].Text, st.Sentences[i].Text)
				}
			}
			quoted := false
			for _, sn := range st.Sentences {
				for _, q := range []string{"“", "«", "「", "„", "—", "\""} {
					if len(sn.Text) > 0 && (containsRune(sn.Text, q)) {
						quoted = true
					}
				}
			}
			if !quoted {
				t.Errorf("%s/%s: no dialogue", l, slug)
			}
			for _, native := range HumanLanguages {
				if native == l {
					continue
				}
				tr, title, ok := st.Translation(native)
				if !ok {
					t.Errorf("%s/%s: a sentence or the title lacks our %s translation", l, slug, native)
					continue
				}
				if len(tr) != len(st.Sentences) || title == "" {
					t.Errorf("%s/%s: %d %s translations for %d sentences", l, slug, len(tr), native, len(st.Sentences))
				}
			}
		}
	}
	if total != 44 {
		t.Errorf("%d quick stories, want 44", total)
	}
}

func containsRune(s, sub string) bool {
	for i := 0; i+len(sub) <= len(s); i++ {
		if s[i:i+len(sub)] == sub {
			return true
		}
	}
	return false
}
