package httpapi_test

import (
	"archive/zip"
	"bytes"
	"context"
	"encoding/json"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/storyglot/storyglot/internal/app/apptest"
	"github.com/storyglot/storyglot/internal/httpapi"
	"github.com/storyglot/storyglot/internal/words"
)

type lessonWords struct {
	Language string                   `json:"language"`
	Words    []httpapi.WordStatusBody `json:"words"`
	Share    httpapi.KnownShareBody   `json:"share"`
}

type wordMark struct {
	Language string `json:"language"`
	Word     string `json:"word"`
	Status   string `json:"status"`
}

type shareAsk struct {
	TargetLanguage string `json:"targetLanguage"`
	NativeLanguage string `json:"nativeLanguage"`
	Text           string `json:"text"`
}

type wordCardAsk struct {
	Text     string   `json:"text"`
	Lemma    string   `json:"lemma,omitempty"`
	Gloss    string   `json:"gloss,omitempty"`
	Senses   []string `json:"senses,omitempty"`
	Sentence string   `json:"sentence,omitempty"`
}

// storyKnown is a lesson's share known on a page of My Stories.
type storyKnown struct {
	StoryID             string
	Percent, Words, New int
}

type wordCounts struct {
	Languages []httpapi.WordCountsBody `json:"languages"`
}

// Product §18 on the wire: a lesson's words start new; a word marked known
// is known in the lesson, in the share of any text of the language, and
// after sign-up; a picked word becomes a card once; bad input is refused.
func TestWordsJourney(t *testing.T) {
	apptest.ForEachDialect(t, apptest.Options{}, func(t *testing.T, s *apptest.Server) {
		b := newBrowser(t, s.URL)
		b.want(201, "POST", "/api/v1/guest-sessions", emailBody{Email: "lena@example.com"})
		id, cards := madeLesson(t, b, spanishStory)

		fresh := expect[lessonWords](b, 200, "GET", "/api/v1/stories/"+id+"/words", nil)
		if fresh.Language != "es" || len(fresh.Words) != 0 || fresh.Share.Words < 10 || fresh.Share.Known != 0 || fresh.Share.Percent != 0 ||
			len(fresh.Share.NewWords) == 0 {
			t.Fatalf("a new lesson's words = %+v", fresh)
		}
		// The lesson's first sentence's words, as the reader keys them.
		var first flashcard
		for _, c := range cards {
			if c.Kind == "sentence" && c.Position == 0 {
				first = c
			}
		}
		var keys, written []string
		for _, w := range first.Glosses {
			if words.Counted(w) {
				keys, written = append(keys, words.Key(w.Text, w.Lemma)), append(written, w.Text)
			}
		}
		if len(keys) < 2 || !slices.Contains(fresh.Share.NewWords, written[0]) {
			t.Fatalf("first sentence's keys %q; new words %q", keys, fresh.Share.NewWords)
		}
		got := expect[wordMark](b, 200, "PUT", "/api/v1/words", wordMark{Language: "ES", Word: keys[0], Status: "known"})
		if got.Word != keys[0] || got.Status != "known" || got.Language != "es" {
			t.Errorf("marked = %+v", got)
		}
		b.want(200, "PUT", "/api/v1/words", wordMark{Language: "es", Word: keys[1], Status: "ignored"})
		after := expect[lessonWords](b, 200, "GET", "/api/v1/stories/"+id+"/words", nil)
		if len(after.Words) != 2 || after.Share.Known != 1 || after.Share.Ignored != 1 || after.Share.Percent <= 0 ||
			slices.Contains(after.Share.NewWords, written[0]) {
			t.Errorf("after marking: %+v", after)
		}

		// My Stories says it per lesson, from the page's cards only.
		page := expect[struct{ Known []storyKnown }](b, 200, "GET", "/api/v1/stories", nil)
		if len(page.Known) != 1 || page.Known[0].StoryID != id || page.Known[0].Percent != after.Share.Percent ||
			page.Known[0].Words != after.Share.Words || page.Known[0].New != after.Share.Words-2 {
			t.Errorf("My Stories' share known = %+v, the lesson's %+v", page.Known, after.Share)
		}

		// The share of a text about to be a lesson: the same words, the same keys.
		share := expect[httpapi.KnownShareBody](b, 200, "POST", "/api/v1/words/share", shareAsk{"es", "en", spanishStory})
		if share.Words != fresh.Share.Words || share.Known != 1 || share.Percent != after.Share.Percent {
			t.Errorf("share of the story's text = %+v, of its lesson = %+v", share, after.Share)
		}
		// Japanese has no spaces: its words are still counted one by one.
		ja := expect[httpapi.KnownShareBody](b, 200, "POST", "/api/v1/words/share", shareAsk{"ja", "en", "猫は魚が好きです。毎日たくさん食べます。"})
		if ja.Words < 5 || ja.Percent != 0 {
			t.Errorf("Japanese share = %+v", ja)
		}
		t.Logf("Spanish lesson %+v; Japanese text %+v", after.Share, ja)
		b.want(200, "PUT", "/api/v1/words", wordMark{Language: "ja", Word: ja.NewWords[0], Status: "known"})
		if ja2 := expect[httpapi.KnownShareBody](b, 200, "POST", "/api/v1/words/share", shareAsk{"ja", "en", "猫は魚が好きです。毎日たくさん食べます。"}); ja2.Known != 1 {
			t.Errorf("Japanese share after marking %q = %+v", ja.NewWords[0], ja2)
		}
		// Nor has Chinese.
		if zh := expect[httpapi.KnownShareBody](b, 200, "POST", "/api/v1/words/share", shareAsk{"zh", "en", "我喜欢喝咖啡。我的朋友喜欢喝茶。"}); zh.Words < 5 ||
			!slices.Contains(zh.NewWords, "咖啡") || slices.Contains(zh.NewWords, "我喜欢喝咖啡") {
			t.Errorf("Chinese share = %+v", zh)
		}
		if empty := expect[httpapi.KnownShareBody](b, 200, "POST", "/api/v1/words/share", shareAsk{"es", "en", "  "}); empty.Words != 0 || empty.Percent != 100 {
			t.Errorf("share of nothing = %+v", empty)
		}

		// The quick stories say it too, for a learner (not a visitor).
		type quickKnown struct {
			Slug  string
			Known *storyKnown
		}
		quick := expect[[]quickKnown](b, 200, "GET", "/api/v1/quick-stories?target=es&native=en", nil)
		if len(quick) == 0 {
			t.Fatal("no quick stories")
		}
		for _, q := range quick {
			if q.Known == nil || q.Known.Words < 10 || q.Known.New > q.Known.Words || q.Known.Percent > 100 {
				t.Errorf("quick story %s: known %+v", q.Slug, q.Known)
			}
		}
		for _, q := range expect[[]quickKnown](newBrowser(t, s.URL), 200, "GET", "/api/v1/quick-stories?target=es&native=en", nil) {
			if q.Known != nil {
				t.Errorf("a visitor is told what they know of %s: %+v", q.Slug, q.Known)
			}
		}

		// Bad input: the product's wording, the same on both databases.
		for name, bad := range map[string]wordMark{
			"language": {Language: "xx", Word: "gato", Status: "known"},
			"word":     {Language: "es", Word: " ", Status: "known"},
		} {
			if p := wantProblem(t, b, 400, "invalid", "PUT", "/api/v1/words", bad); p.Title != "Invalid Word" || p.Detail == "" {
				t.Errorf("%s: %+v", name, p)
			}
		}
		b.want(422, "PUT", "/api/v1/words", wordMark{Language: "es", Word: "gato", Status: "mastered"})
		if p := wantProblem(t, b, 400, "invalid", "POST", "/api/v1/words/share", shareAsk{"es", "es", "Hola."}); p.Title != "Invalid Language Pair" {
			t.Errorf("same languages: %+v", p)
		}

		// A word picked in the reader becomes a card of the lesson, once.
		w := first.Glosses[len(first.Glosses)-2]
		ask := wordCardAsk{Text: w.Text, Lemma: w.Lemma, Gloss: w.Gloss, Senses: w.Senses, Sentence: first.Front}
		made := expect[flashcard](b, 201, "POST", "/api/v1/stories/"+id+"/word-cards", ask)
		if made.Kind != "word" || made.Position != len(cards) || made.Back != w.Gloss || len(made.Hints) != 1 || made.Hints[0].Note != first.Front ||
			made.AudioURL == "" {
			t.Errorf("word card = %+v", made)
		}
		if again := expect[flashcard](b, 200, "POST", "/api/v1/stories/"+id+"/word-cards", ask); again.ID != made.ID {
			t.Errorf("the same word twice made %s and %s", made.ID, again.ID)
		}
		if n := len(expect[flashcards](b, 200, "GET", "/api/v1/stories/"+id+"/flashcards", nil).Flashcards); n != len(cards)+1 {
			t.Errorf("%d cards after adding one to %d", n, len(cards))
		}
		wantProblem(t, b, 400, "invalid", "POST", "/api/v1/stories/"+id+"/word-cards", wordCardAsk{Text: " "})

		// Many at once: "I know the rest of this story".
		var rest []string
		for _, c := range cards {
			if c.Kind == "sentence" {
				rest = append(rest, words.KeysOf(c.Glosses)...)
			}
		}
		type marks struct {
			Language string   `json:"language"`
			Words    []string `json:"words"`
			Status   string   `json:"status"`
		}
		rest = slices.DeleteFunc(rest, func(k string) bool { return k == keys[1] }) // ignored stays ignored
		many := expect[struct{ Words []string }](b, 200, "PUT", "/api/v1/words/statuses", marks{"es", rest, "known"})
		all := expect[lessonWords](b, 200, "GET", "/api/v1/stories/"+id+"/words", nil)
		if len(many.Words) == 0 || all.Share.Known+all.Share.Ignored != all.Share.Words {
			t.Errorf("marked %d words; the lesson's share after: %+v", len(many.Words), all.Share)
		}
		// Back to new, but for the two marked one by one above.
		b.want(200, "PUT", "/api/v1/words/statuses", marks{"es", slices.DeleteFunc(many.Words, func(k string) bool { return k == keys[0] || k == keys[1] }), "new"})
		wantProblem(t, b, 400, "invalid", "PUT", "/api/v1/words/statuses", marks{"es", []string{}, "known"})

		// A word's sound: its pronunciation, and its audio made when asked.
		pr := expect[struct{ Pronunciation, AudioURL string }](b, 200, "GET", "/api/v1/words/pronunciation?language=de&word=Garten", nil)
		if !strings.Contains(pr.Pronunciation, "ɡ") && !strings.Contains(pr.Pronunciation, "g") || pr.AudioURL == "" {
			t.Errorf("pronunciation of Garten = %+v", pr)
		}
		code, audio, h := b.raw("GET", pr.AudioURL)
		if code != 200 || h.Get("Content-Type") != "audio/mpeg" || len(audio) < 200 || !strings.Contains(h.Get("Cache-Control"), "max-age") {
			t.Errorf("word audio: %d %q, %d bytes", code, h.Get("Content-Type"), len(audio))
		}
		wantProblem(t, b, 400, "invalid", "GET", "/api/v1/words/pronunciation?language=xx&word=Garten", nil)
		wantProblem(t, b, 400, "invalid", "GET", "/api/v1/words/audio?language=de&word=", nil)

		// Others and visitors.
		other := newBrowser(t, s.URL)
		other.want(201, "POST", "/api/v1/guest-sessions", emailBody{Email: "otto@example.com"})
		wantProblem(t, other, 404, "not_found", "GET", "/api/v1/stories/"+id+"/words", nil)
		wantProblem(t, other, 404, "not_found", "POST", "/api/v1/stories/"+id+"/word-cards", ask)
		if c := expect[wordCounts](other, 200, "GET", "/api/v1/words", nil); len(c.Languages) != 0 {
			t.Errorf("another guest's counts: %+v", c)
		}
		newBrowser(t, s.URL).want(401, "PUT", "/api/v1/words", wordMark{Language: "es", Word: "gato", Status: "known"})

		// Signing up keeps them; the data download has them.
		signIn(t, s, b, "lena@example.com")
		counts := expect[wordCounts](b, 200, "GET", "/api/v1/words", nil)
		if len(counts.Languages) != 2 || counts.Languages[0].Language != "es" || counts.Languages[0].Known != 1 || counts.Languages[0].Ignored != 1 ||
			len(counts.Languages[0].Months) != 1 || counts.Languages[1].Language != "ja" {
			t.Errorf("counts after sign-up = %+v", counts)
		}
		if kept := expect[lessonWords](b, 200, "GET", "/api/v1/stories/"+id+"/words", nil); kept.Share.Known != 1 {
			t.Errorf("the lesson's words after sign-up = %+v", kept)
		}
		// The curated list says it per story, from the story's cards.
		if _, err := s.App.Store.Exec(context.Background(), "INSERT INTO public_stories (story_id, published_at) VALUES (?, ?)", id, time.Now().UTC()); err != nil {
			t.Fatal(err)
		}
		curated := expect[struct {
			Stories []struct {
				ID    string
				Known *storyKnown
			}
		}](b, 200, "GET", "/api/v1/public-stories?target=es&native=en", nil).Stories
		if len(curated) != 1 || curated[0].Known == nil || curated[0].Known.Percent != after.Share.Percent {
			t.Errorf("curated list: %+v, the lesson's share %+v", curated, after.Share)
		}

		st, body, _ := b.raw("GET", "/api/v1/me/export")
		zr, err := zip.NewReader(bytes.NewReader(body), int64(len(body)))
		if st != 200 || err != nil {
			t.Fatalf("export: %d %v", st, err)
		}
		for _, f := range zr.File {
			if f.Name != "data.json" {
				continue
			}
			rc, err := f.Open()
			if err != nil {
				t.Fatal(err)
			}
			var doc struct {
				Words []struct{ Language, Word, Status string }
			}
			if err := json.NewDecoder(rc).Decode(&doc); err != nil {
				t.Fatal(err)
			}
			if len(doc.Words) != 3 || doc.Words[0].Language != "es" || doc.Words[2].Word != "猫" || doc.Words[2].Status != "known" {
				t.Errorf("the download's words = %+v", doc.Words)
			}
		}
	})
}
