package httpapi_test

import (
	"archive/zip"
	"bytes"
	"context"
	"encoding/csv"
	"io"
	"strings"
	"sync"
	"testing"

	"github.com/storyglot/storyglot/internal/app/apptest"
	"github.com/storyglot/storyglot/internal/lang"
)

// signedIn registers, confirms and signs in a learner.
func signedIn(t *testing.T, s *apptest.Server, email string) *browser {
	t.Helper()
	b := newBrowser(t, s.URL)
	b.want(201, "POST", "/api/v1/auth/register", credentials{Email: email, Password: "Secret-Pass1"})
	b.send("GET", mailLink(t, s, email, "confirm_email"), nil)
	b.want(200, "POST", "/api/v1/auth/login", credentials{Email: email, Password: "Secret-Pass1"})
	return b
}

// madeLesson makes a lesson and waits until it is ready.
func madeLesson(t *testing.T, b *browser, content string) (string, []flashcard) {
	t.Helper()
	id := expect[storyCreated](b, 202, "POST", "/api/v1/stories", newStory{Content: content, NativeLanguage: "en", TargetLanguage: "es"}).Story.ID
	if ev := readEvents(t, b, "/api/v1/stories/"+id+"/events"); ev[len(ev)-1].Data.Status != "completed" {
		t.Fatalf("lesson did not complete: %v", ev[len(ev)-1])
	}
	return id, expect[flashcards](b, 200, "GET", "/api/v1/stories/"+id+"/flashcards", nil).Flashcards
}

// cardEdit corrects a card; the zero value is {}.
type cardEdit struct {
	Back  string      `json:"back,omitempty"`
	Hints []lang.Hint `json:"hints,omitempty"`
}

// share is a share link of a lesson.
type share struct {
	Token string `json:"token"`
	URL   string `json:"url"`
}

// accepted is the answer of accepting a share.
type accepted struct {
	StoryID string `json:"storyId"`
	Created bool   `json:"created"`
}

func TestShareAcceptDeleteJourney(t *testing.T) {
	apptest.ForEachDialect(t, apptest.Options{}, func(t *testing.T, s *apptest.Server) {
		owner := signedIn(t, s, "olga@example.com")
		id, cards := madeLesson(t, owner, spanishStory)

		// Correct a card: kept, marked edited, owner only.
		c0 := cards[0].ID
		edited := expect[flashcard](owner, 200, "PATCH", "/api/v1/flashcards/"+c0, cardEdit{Back: "  Ana lives in Seville.  ",
			Hints: []lang.Hint{{Word: "vive", Lemma: "vivir", Gloss: "lives"}}})
		if edited.Back != "Ana lives in Seville." || !edited.Edited || edited.MachineDraft ||
			len(edited.Hints) != 1 {
			t.Errorf("edited card = %+v", edited)
		}
		wantProblem(t, owner, 400, "invalid", "PATCH", "/api/v1/flashcards/"+c0, cardEdit{Back: "   "})
		wantProblem(t, owner, 400, "invalid", "PATCH", "/api/v1/flashcards/"+c0, cardEdit{})
		wantProblem(t, owner, 404, "not_found", "PATCH", "/api/v1/flashcards/nope", cardEdit{Back: "x"})

		// Share: one live link per story, ≥ 128 bits.
		sh := expect[share](owner, 201, "POST", "/api/v1/stories/"+id+"/shares", nil)
		token := sh.Token
		if len(token) < 22 || sh.URL != "/shared/"+token {
			t.Fatalf("share = %+v", sh)
		}
		if again := expect[share](owner, 201, "POST", "/api/v1/stories/"+id+"/shares", nil); again.Token != token {
			t.Errorf("sharing again gave another link %+v", again)
		}

		// Anyone reads it, without anything about the owner.
		visitor := newBrowser(t, s.URL)
		r := visitor.send("GET", "/api/v1/shared/"+token, nil)
		if r.Status != 200 {
			t.Fatalf("GET shared = %d %s", r.Status, r.Body)
		}
		got := decode[flashcards](t, r)
		if got.Story.Title == "" || len(got.Flashcards) != len(cards) || got.Story.CreditsCharged != 0 {
			t.Errorf("shared = %+v", got.Story)
		}
		// The whole body, not only the fields a test reads.
		if raw := string(r.Body); strings.Contains(raw, "olga") {
			t.Errorf("shared story reveals its owner: %s", raw)
		}
		if len(got.Flashcards) == 0 {
			t.Fatal("shared lesson has no cards")
		}
		if fc := got.Flashcards[0]; fc.Back != "Ana lives in Seville." || !fc.Edited {
			t.Errorf("shared card lost its correction: %+v", fc)
		}
		wantProblem(t, visitor, 401, "unauthorized", "POST", "/api/v1/shared/"+token+"/accept", nil)
		for _, bad := range []string{"short", strings.Repeat("a", 42) + "!", "..%2F..%2Fetc%2Fpasswd"} {
			wantProblem(t, visitor, 400, "invalid", "GET", "/api/v1/shared/"+bad, nil)
		}
		wantProblem(t, visitor, 404, "not_found", "GET", "/api/v1/shared/"+strings.Repeat("A", 43), nil)

		// Someone else's story: not found, never forbidden.
		other := signedIn(t, s, "pia@example.com")
		for _, c := range []struct{ method, path string }{
			{"DELETE", "/api/v1/stories/" + id}, {"POST", "/api/v1/stories/" + id + "/shares"},
			{"GET", "/api/v1/stories/" + id + "/export?format=csv"}, {"DELETE", "/api/v1/shares/" + token},
		} {
			wantProblem(t, other, 404, "not_found", c.method, c.path, nil)
		}
		wantProblem(t, other, 404, "not_found", "PATCH", "/api/v1/flashcards/"+c0, cardEdit{Back: "hijack"})
		wantProblem(t, other, 422, "invalid", "GET", "/api/v1/stories/"+id+"/export?format=pdf", nil)

		// Accept: exactly once, also when two arrive at once.
		var wg sync.WaitGroup
		ids := make([]string, 6)
		for i := range ids {
			wg.Add(1)
			go func() {
				defer wg.Done()
				r := other.send("POST", "/api/v1/shared/"+token+"/accept", nil)
				if r.Status != 201 {
					t.Errorf("accept %d: %d %s", i, r.Status, r.Body)
					return
				}
				ids[i] = decode[accepted](t, r).StoryID
			}()
		}
		wg.Wait()
		copyID := ids[0]
		for _, x := range ids {
			if x != copyID || x == "" || x == id {
				t.Fatalf("accepts gave %v", ids)
			}
		}
		list := expect[storyList](other, 200, "GET", "/api/v1/stories", nil).Stories
		if len(list) != 1 || list[0].ID != copyID || list[0].Status != "completed" {
			t.Fatalf("recipient's stories = %+v", list)
		}
		if me := expect[me](other, 200, "GET", "/api/v1/me", nil); me.Credits != 300 {
			t.Errorf("accepting cost credits: %v", me.Credits)
		}
		copyCards := expect[flashcards](other, 200, "GET", "/api/v1/stories/"+copyID+"/flashcards", nil).Flashcards
		if len(copyCards) != len(cards) || copyCards[0].AudioURL != cards[0].AudioURL ||
			copyCards[0].ID == c0 {
			t.Errorf("copy's cards = %+v", copyCards)
		}
		if q := expect[studyQueue](other, 200, "GET", "/api/v1/stories/"+copyID+"/study-queue", nil).Cards; q[0].Group != "new" {
			t.Errorf("the copy's memory is not fresh: %+v", q[0])
		}
		// Accepting one's own share gives the original.
		if own := expect[accepted](owner, 201, "POST", "/api/v1/shared/"+token+"/accept", nil); own.StoryID != id || own.Created {
			t.Errorf("own accept = %+v", own)
		}

		// The owner studies, then deletes: cards, memory, reviews and links go; the copy stays.
		owner.want(200, "POST", "/api/v1/reviews", map[string]any{"cardId": c0, "mode": "test", "correct": true, "durationMs": 3000, "idempotencyKey": "r1"})
		owner.want(204, "DELETE", "/api/v1/stories/"+id, nil)
		wantProblem(t, owner, 404, "not_found", "DELETE", "/api/v1/stories/"+id, nil)
		wantProblem(t, owner, 404, "not_found", "GET", "/api/v1/stories/"+id+"/flashcards", nil)
		wantProblem(t, visitor, 404, "not_found", "GET", "/api/v1/shared/"+token, nil)
		wantProblem(t, other, 404, "not_found", "POST", "/api/v1/shared/"+token+"/accept", nil)
		wantProblem(t, owner, 404, "not_found", "POST", "/api/v1/stories/"+id+"/shares", nil)
		ctx := context.Background()
		for _, table := range []string{"flashcards", "card_memory", "review_log", "story_shares"} {
			var n int
			if err := s.App.Store.QueryRow(ctx, "SELECT COUNT(*) FROM "+table+" WHERE story_id = ?", id).Scan(&n); err != nil || n != 0 {
				t.Errorf("%s keeps %d rows of the deleted story (%v)", table, n, err)
			}
		}
		if n := len(expect[flashcards](other, 200, "GET", "/api/v1/stories/"+copyID+"/flashcards", nil).Flashcards); n != len(cards) {
			t.Errorf("the recipient's copy has %d cards after the original was deleted", n)
		}
		// The audio is shared with the copy: the file sweep keeps it.
		if removed, err := s.App.Lessons.SweepFiles(ctx, 0); err != nil || removed != 0 {
			t.Errorf("sweep removed %d files still used by the copy (%v)", removed, err)
		}
		res, err := other.c.Get(s.URL + cards[0].AudioURL)
		if err != nil || res.StatusCode != 200 {
			t.Fatalf("shared audio after delete: %v %v", res, err)
		}
		res.Body.Close()
		// Once the copy goes too, the sweep removes its files.
		other.want(204, "DELETE", "/api/v1/stories/"+copyID, nil)
		if removed, err := s.App.Lessons.SweepFiles(ctx, 0); err != nil || removed == 0 {
			t.Errorf("sweep removed %d files (%v)", removed, err)
		}
		res, _ = other.c.Get(s.URL + cards[0].AudioURL)
		res.Body.Close()
		if res.StatusCode != 404 {
			t.Errorf("audio of deleted lessons still served: %d", res.StatusCode)
		}
	})
}

func TestRevokedShareAndUnfinishedLesson(t *testing.T) {
	apptest.ForEachDialect(t, apptest.Options{}, func(t *testing.T, s *apptest.Server) {
		owner := signedIn(t, s, "rui@example.com")
		id, _ := madeLesson(t, owner, spanishStory)
		token := expect[share](owner, 201, "POST", "/api/v1/stories/"+id+"/shares", nil).Token
		owner.want(204, "DELETE", "/api/v1/shares/"+token, nil)
		wantProblem(t, owner, 404, "not_found", "GET", "/api/v1/shared/"+token, nil)
		wantProblem(t, owner, 404, "not_found", "DELETE", "/api/v1/shares/"+token, nil)
		if fresh := expect[share](owner, 201, "POST", "/api/v1/stories/"+id+"/shares", nil); fresh.Token == token {
			t.Errorf("a revoked link came back")
		}

		// A lesson still being made cannot be shared or exported (409), and may be deleted.
		ctx := context.Background()
		if _, err := s.App.Store.Exec(ctx, "UPDATE stories SET status = 'processing' WHERE id = ?", id); err != nil {
			t.Fatal(err)
		}
		p := wantProblem(t, owner, 409, "conflict", "GET", "/api/v1/stories/"+id+"/export?format=apkg", nil)
		if p.Title != "Lesson Still Being Made" {
			t.Errorf("export of unfinished = %+v", p)
		}
		wantProblem(t, owner, 409, "conflict", "POST", "/api/v1/stories/"+id+"/shares", nil)
		wantProblem(t, owner, 404, "not_found", "GET", "/api/v1/stories/export?format=csv", nil)
		owner.want(204, "DELETE", "/api/v1/stories/"+id, nil)
	})
}

func TestExportOverHTTP(t *testing.T) {
	apptest.ForEachDialect(t, apptest.Options{}, func(t *testing.T, s *apptest.Server) {
		b := newBrowser(t, s.URL)
		b.want(201, "POST", "/api/v1/guest-sessions", emailBody{})
		id, cards := madeLesson(t, b, spanishStory)
		madeLesson(t, b, "Pedro tiene un perro. El perro corre en el parque.")

		body, h := fetch(t, b, "/api/v1/stories/"+id+"/export?format=csv")
		if !strings.HasPrefix(h, "text/csv") {
			t.Errorf("csv content type %q", h)
		}
		rows, err := csv.NewReader(bytes.NewReader(bytes.TrimPrefix(body, []byte("\ufeff")))).ReadAll()
		if err != nil {
			t.Fatal(err)
		}
		if strings.Join(rows[0], ",") != "front,back,pronunciation,hints,audio_url,deck" || len(rows) != len(cards)+1 ||
			rows[1][0] != cards[0].Front || rows[1][4] != "http://localhost:8080"+cards[0].AudioURL { // the site's base URL: usable outside the app
			t.Errorf("csv rows %d, first %v", len(rows), rows[:2])
		}

		body, h = fetch(t, b, "/api/v1/stories/export?format=apkg")
		if h != "application/apkg" {
			t.Errorf("apkg content type %q", h)
		}
		zr, err := zip.NewReader(bytes.NewReader(body), int64(len(body)))
		if err != nil {
			t.Fatal(err)
		}
		names := map[string]bool{}
		for _, f := range zr.File {
			names[f.Name] = true
		}
		if !names["collection.anki2"] || !names["media"] || !names["0"] {
			t.Errorf("package holds %v", names)
		}
	})
}

func fetch(t *testing.T, b *browser, path string) ([]byte, string) {
	t.Helper()
	res, err := b.c.Get(b.base + path)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	body, _ := io.ReadAll(res.Body)
	if res.StatusCode != 200 {
		t.Fatalf("GET %s = %d %s", path, res.StatusCode, body)
	}
	return body, res.Header.Get("Content-Type")
}
