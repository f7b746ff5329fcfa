package httpapi_test

import (
	"encoding/csv"
	"strings"
	"testing"

	"github.com/storyglot/storyglot/internal/app/apptest"
	"github.com/storyglot/storyglot/internal/lang"
)

// offers is GET /api/v1/meta/offers.
type offers struct {
	Pairs []lang.Offer `json:"pairs"`
}

// deviceEdit keeps a translation the learner's browser made.
type deviceEdit struct {
	Back       string `json:"back"`
	BackSource string `json:"backSource"`
}

// Product §6: where no translator reaches a pair, a sentence card has no
// translation and its words with their glosses are its back — in the API,
// in the export — and the offer says so before the learner pays.
func TestCardBacksNeverPretend(t *testing.T) {
	apptest.ForEachDialect(t, apptest.Options{}, func(t *testing.T, s *apptest.Server) {
		b := signedIn(t, s, "greta@example.com")

		got := expect[offers](b, 200, "GET", "/api/v1/meta/offers", nil)
		byPair := map[string]lang.Offer{}
		for _, o := range got.Pairs {
			byPair[string(o.Target)+"-"+string(o.Native)] = o
		}
		if len(got.Pairs) != 110 {
			t.Errorf("%d offers, want one per pair (110)", len(got.Pairs))
		}
		if o := byPair["de-en"]; o.Back != lang.BackGlosses || !o.Glosses || !o.Audio || !o.Pronunciation || o.Pictures {
			t.Errorf("de→en offer = %+v: word glosses only, audio and pronunciation, no pictures", o)
		}
		if o := byPair["es-en"]; o.Back != lang.BackMachineDraft {
			t.Errorf("es→en offer = %+v: a machine draft", o)
		}
		if o := byPair["fr-en"]; o.Back != lang.BackMachineDraftVia || o.Via != lang.Spanish {
			t.Errorf("fr→en offer = %+v: a machine draft via Spanish", o)
		}

		id := expect[storyCreated](b, 202, "POST", "/api/v1/stories",
			newStory{Content: "Die Katze schläft auf dem Sofa. Der Hund spielt im Garten.", NativeLanguage: "en", TargetLanguage: "de"}).Story.ID
		if ev := readEvents(t, b, "/api/v1/stories/"+id+"/events"); ev[len(ev)-1].Data.Status != "completed" {
			t.Fatalf("lesson did not complete: %v", ev[len(ev)-1])
		}
		cards := expect[flashcards](b, 200, "GET", "/api/v1/stories/"+id+"/flashcards", nil)
		var first flashcard
		for _, c := range cards.Flashcards {
			switch c.Kind {
			case "sentence":
				if c.Back != "" || c.MachineDraft || c.WordByWord {
					t.Errorf("card %q has a back posing as a translation: %+v", c.Front, c)
				}
				words := lang.WordsOnly(lang.UnicodeWords(c.Front))
				if len(c.Glosses) != len(words) {
					t.Fatalf("card %q: %d glosses for %d words: %+v", c.Front, len(c.Glosses), len(words), c.Glosses)
				}
				runes := []rune(c.Front)
				for i, w := range c.Glosses {
					if w.Text != words[i].Text || string(runes[w.Start:w.End]) != w.Text {
						t.Errorf("gloss %d of %q is %+v, not aligned to %q", i, c.Front, w, words[i].Text)
					}
				}
				if first.ID == "" {
					first = c
				}
			case "word":
				if c.Back == "" || len(c.Glosses) != 1 || c.Glosses[0].Gloss != c.Back {
					t.Errorf("word card %q: its back is its gloss: %+v", c.Front, c)
				}
			}
		}
		if first.ID == "" || first.Glosses[1].Text != "Katze" || first.Glosses[1].Gloss != "cat" {
			t.Fatalf("first sentence card = %+v", first)
		}

		// The export says what the back is.
		r := b.send("GET", "/api/v1/stories/"+id+"/export?format=csv", nil)
		rows, err := csv.NewReader(strings.NewReader(string(r.Body))).ReadAll()
		if r.Status != 200 || err != nil || len(rows) < 2 {
			t.Fatalf("export: %d %v %q", r.Status, err, r.Body)
		}
		if back := rows[1][1]; !strings.HasPrefix(back, "Word glosses (not a translation): Die (the) · Katze (cat)") {
			t.Errorf("exported back of a glossed card = %q", back)
		}
		// Its name keeps its letters (decision 0039): "schläft", not "schl-ft".
		if cd := r.Header.Get("Content-Disposition"); !strings.Contains(cd, `filename*=UTF-8''storyglot-die-katze-schl%C3%A4ft-auf-dem-sofa.csv`) ||
			!strings.Contains(cd, `filename="storyglot-die-katze-schl_ft-auf-dem-sofa.csv"`) {
			t.Errorf("export file name = %q", cd)
		}
		// Its audio is a link that works outside the app: absolute, at the
		// site's public URL, without a session. (The de→en offer above promises audio.)
		const site = "http://localhost:8080" // the configuration's default base URL
		if audio := rows[1][4]; !strings.HasPrefix(audio, site+"/api/v1/files/") {
			t.Errorf("exported audio %q is not an absolute link to the site", audio)
		} else if got := do(t, "GET", s.URL+strings.TrimPrefix(audio, site), ""); got.Status != 200 || len(got.Body) == 0 {
			t.Errorf("exported audio link answers %d", got.Status)
		}

		// The learner keeps their browser's translation: labelled as one, a correction all the same.
		kept := expect[flashcard](b, 200, "PATCH", "/api/v1/flashcards/"+first.ID,
			deviceEdit{Back: "The cat is sleeping on the sofa.", BackSource: "device"})
		if kept.Back != "The cat is sleeping on the sofa." || !kept.DeviceTranslation || !kept.MachineDraft || !kept.Edited {
			t.Errorf("kept device translation = %+v", kept)
		}
		own := expect[flashcard](b, 200, "PATCH", "/api/v1/flashcards/"+first.ID, cardEdit{Back: "The cat sleeps on the sofa."})
		if own.DeviceTranslation || own.MachineDraft || !own.Edited {
			t.Errorf("the learner's own words are no machine translation: %+v", own)
		}
		wantProblem(t, b, 422, "invalid", "PATCH", "/api/v1/flashcards/"+first.ID, deviceEdit{Back: "x", BackSource: "robot"})

		// A correction reaches what is made of the translations (decision 0038):
		// the title's translation at once (the title is the first sentence),
		// the whole story's once every sentence has one.
		st := expect[story](b, 200, "GET", "/api/v1/stories/"+id+"/status", nil)
		if st.TitleNative != "The cat sleeps on the sofa." || st.StoryNative != "" {
			t.Errorf("after correcting sentence 1: title %q, story %q", st.TitleNative, st.StoryNative)
		}
		var second flashcard
		for _, c := range cards.Flashcards {
			if c.Kind == "sentence" && c.ID != first.ID {
				second = c
				break
			}
		}
		expect[flashcard](b, 200, "PATCH", "/api/v1/flashcards/"+second.ID, cardEdit{Back: "The dog plays in the garden."})
		st = expect[story](b, 200, "GET", "/api/v1/stories/"+id+"/status", nil)
		if st.StoryNative != "The cat sleeps on the sofa. The dog plays in the garden." || st.TitleNative != "The cat sleeps on the sofa." {
			t.Errorf("after correcting both: title %q, story %q", st.TitleNative, st.StoryNative)
		}
	})
}
