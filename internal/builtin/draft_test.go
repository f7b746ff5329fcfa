package builtin

import (
	"errors"
	"fmt"
	"testing"

	"github.com/storyglot/storyglot/internal/domain"
	"github.com/storyglot/storyglot/internal/lang"
)

// TestDraftAcceptsEveryShippedStory: the authoring checks are the rules the
// shipped stories were written to, so an admin can save any of them as is.
func TestDraftAcceptsEveryShippedStory(t *testing.T) {
	c, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	for _, l := range c.Languages() {
		for _, st := range c.In(l) {
			d := Draft{Language: string(l), Slug: st.Slug, Level: st.Level, Title: st.Title,
				TitleTranslations: st.TitleTranslations, Sentences: st.Sentences}
			got, err := d.Story()
			if err != nil {
				t.Errorf("%s/%s: %v", l, st.Slug, err)
				continue
			}
			if len(changes(st, got)) != 0 {
				t.Errorf("%s/%s: the checked story differs: %v", l, st.Slug, changes(st, got))
			}
		}
	}
}

func TestDraftProblems(t *testing.T) {
	ok := Draft{Language: "fr", Slug: "lost", Level: "B1", Title: "Perdu",
		TitleTranslations: map[lang.Code]string{"en": "Lost", "es": "Perdido"},
		Sentences:         []Sentence{{Text: "Paul cherche la gare.", Translations: map[lang.Code]string{"en": "Paul looks for the station.", "es": "Paul busca la estación."}}}}
	if _, err := ok.Story(); err != nil {
		t.Fatal(err)
	}
	long := make([]Sentence, MaxSentences+1)
	for _, tc := range []struct {
		name  string
		edit  func(d *Draft)
		field string
	}{
		{"unknown language", func(d *Draft) { d.Language = "xx" }, "language"},
		{"unknown scenario", func(d *Draft) { d.Slug = "zoo" }, "slug"},
		{"level", func(d *Draft) { d.Level = "D1" }, "level"},
		{"no title", func(d *Draft) { d.Title = "  " }, "title"},
		{"title translation missing", func(d *Draft) { d.TitleTranslations = map[lang.Code]string{"en": "Lost"} }, "titleTranslations.es"},
		{"translation into a language we do not write", func(d *Draft) { d.TitleTranslations["de"] = "Verloren" }, "titleTranslations"},
		{"too many sentences", func(d *Draft) { d.Sentences = long }, "sentences"},
		{"two sentences in one", func(d *Draft) {
			d.Sentences = []Sentence{{Text: "Paul cherche. Il trouve.", Translations: d.Sentences[0].Translations}}
		}, "sentences.1.text"},
		{"note too long", func(d *Draft) { d.Note = fmt.Sprintf("%0201d", 0) }, "note"},
	} {
		d := ok
		d.TitleTranslations = map[lang.Code]string{"en": "Lost", "es": "Perdido"}
		tc.edit(&d)
		_, err := d.Story()
		if err == nil {
			t.Errorf("%s: accepted", tc.name)
			continue
		}
		if !hasField(err, tc.field) {
			t.Errorf("%s: %v, want a problem with field %s", tc.name, err, tc.field)
		}
	}
}

func hasField(err error, field string) bool {
	var de *domain.Error
	if !errors.As(err, &de) {
		return false
	}
	_, ok := de.Fields[field]
	return ok
}
