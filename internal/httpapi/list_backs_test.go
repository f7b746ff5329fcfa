package httpapi_test

import (
	"context"
	"testing"
	"time"

	"github.com/storyglot/storyglot/internal/app/apptest"
	"github.com/storyglot/storyglot/internal/lang"
)

// Product §6: the quick stories and the curated list say, as the story card
// does, what a lesson's backs will be — our own translation where we wrote
// one into the native language, else what this server's engines give the
// pair; a curated lesson by what its sentence cards have.
func TestQuickAndCuratedStoriesSayTheirBacks(t *testing.T) {
	apptest.ForEachDialect(t, apptest.Options{}, func(t *testing.T, s *apptest.Server) {
		ctx := context.Background()
		b := newBrowser(t, s.URL)
		offer := map[string]lang.Offer{}
		for _, o := range expect[offers](b, 200, "GET", "/api/v1/meta/offers", nil).Pairs {
			offer[string(o.Target)+"-"+string(o.Native)] = o
		}
		for _, pair := range [][2]string{{"de", "en"}, {"de", "es"}, {"de", "fr"}, {"ko", "en"}, {"fr", "it"}, {"ja", "ru"}} {
			target, native := pair[0], pair[1]
			// We translated every quick story into English and Spanish ourselves.
			want, via := offer[target+"-"+native].Back, string(offer[target+"-"+native].Via)
			if native == "en" || native == "es" {
				want, via = lang.BackTranslation, ""
			}
			for _, q := range expect[[]quickStory](b, 200, "GET", "/api/v1/quick-stories?target="+target+"&native="+native, nil) {
				if q.Back != want || q.Via != via {
					t.Errorf("%s→%s quick story %s says back %q via %q, want %q via %q", target, native, q.Slug, q.Back, q.Via, want, via)
				}
			}
		}
		if o := offer["de-fr"]; o.Back == lang.BackTranslation {
			t.Fatalf("de→fr offers a translation (%+v): the test needs a pair we did not translate", o)
		}

		signIn(t, s, b, "vera@example.com")
		at := time.Now().UTC().Add(-time.Hour)
		lesson := func(id string, backs ...string) {
			t.Helper()
			if _, err := s.App.Store.Exec(ctx, `INSERT INTO stories (id, owner_kind, owner_id, title, content, native_language, target_language,
				language_pair, status, loading_flashcards, credits_charged, cards_total, created_at, updated_at, completed_at, deadline_at)
				VALUES (?, 'user', 'someone', ?, ?, 'en', 'it', 'italian_english', 'completed', ?, 0, ?, ?, ?, ?, ?)`,
				id, id, id, false, len(backs)+1, at, at, at, at); err != nil {
				t.Fatal(err)
			}
			for i, back := range backs {
				provider, draft := "storyglot", false
				if back == "draft" {
					provider, draft = "apertium", true
				} else if back == "wbw" {
					provider = lang.WordByWordProvider
				}
				if _, err := s.App.Store.Exec(ctx, `INSERT INTO flashcards (id, story_id, position, kind, front, back, back_provider, machine_draft, created_at)
					VALUES (?, ?, ?, 'sentence', 'Frase.', ?, ?, ?, ?)`, id+"-"+string(rune('a'+i)), id, i, back, provider, draft, at); err != nil {
					t.Fatal(err)
				}
			}
			// A word card's gloss is no sentence translation.
			if _, err := s.App.Store.Exec(ctx, `INSERT INTO flashcards (id, story_id, position, kind, front, back, back_provider, created_at)
				VALUES (?, ?, ?, 'word', 'frase', 'sentence', 'dictionary', ?)`, id+"-w", id, len(backs), at); err != nil {
				t.Fatal(err)
			}
			if _, err := s.App.Store.Exec(ctx, "INSERT INTO public_stories (story_id, published_at) VALUES (?, ?)", id, at); err != nil {
				t.Fatal(err)
			}
			at = at.Add(time.Minute)
		}
		lesson("ours", "A sentence.", "Another.")
		lesson("drafts", "A sentence.", "draft")
		lesson("glosses", "", "")
		lesson("old-word-by-word", "wbw", "wbw")
		lesson("some", "A sentence.", "")
		got := map[string]string{}
		for _, st := range expect[publicStories](b, 200, "GET", "/api/v1/public-stories?target=it&native=en", nil).Stories {
			got[st.ID] = st.Back
		}
		for id, want := range map[string]string{"ours": "translation", "drafts": "machine-draft", "glosses": "glosses",
			"old-word-by-word": "glosses", "some": "partial"} {
			if got[id] != want {
				t.Errorf("curated %q says back %q, want %q (all: %v)", id, got[id], want, got)
			}
		}
	})
}
