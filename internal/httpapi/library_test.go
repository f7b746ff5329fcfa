package httpapi_test

import (
	"archive/zip"
	"bytes"
	"context"
	"encoding/csv"
	"encoding/json"
	"io"
	"strings"
	"sync"
	"testing"

	"github.com/storyglot/storyglot/internal/app/apptest"
)

// signedIn registers, confirms and signs in a learner.
func signedIn(t *testing.T, s *apptest.Server, email string) *browser {
	t.Helper()
	b := newBrowser(t, s.URL)
	b.want(201, "POST", "/api/v1/auth/register", map[string]any{"email": email, "password": "Secret-Pass1"})
	b.call("GET", mailLink(t, s, email, "confirm_email"), nil)
	b.want(200, "POST", "/api/v1/auth/login", map[string]any{"email": email, "password": "Secret-Pass1"})
	return b
}

// madeLesson makes a lesson and waits until it is ready.
func madeLesson(t *testing.T, b *browser, content string) (string, []map[string]any) {
	t.Helper()
	created := b.want(202, "POST", "/api/v1/stories", map[string]any{"content": content, "nativeLanguage": "en", "targetLanguage": "es"})
	id := created["story"].(map[string]any)["id"].(string)
	if ev := readEvents(t, b, "/api/v1/stories/"+id+"/events"); ev[len(ev)-1].Data["status"] != "completed" {
		t.Fatalf("lesson did not complete: %v", ev[len(ev)-1])
	}
	var cards []map[string]any
	for _, c := range b.want(200, "GET", "/api/v1/stories/"+id+"/flashcards", nil)["flashcards"].([]any) {
		cards = append(cards, c.(map[string]any))
	}
	return id, cards
}

func TestShareAcceptDeleteJourney(t *testing.T) {
	apptest.ForEachDialect(t, apptest.Options{}, func(t *testing.T, s *apptest.Server) {
		owner := signedIn(t, s, "olga@example.com")
		id, cards := madeLesson(t, owner, spanishStory)

		// Correct a card: kept, marked edited, owner only.
		c0 := cards[0]["id"].(string)
		edited := owner.want(200, "PATCH", "/api/v1/flashcards/"+c0, map[string]any{"back": "  Ana lives in Seville.  ",
			"hints": []map[string]any{{"word": "vive", "lemma": "vivir", "gloss": "lives"}}})
		if edited["back"] != "Ana lives in Seville." || edited["edited"] != true || edited["machineDraft"] != false ||
			len(edited["hints"].([]any)) != 1 {
			t.Errorf("edited card = %v", edited)
		}
		wantProblem(t, owner, 400, "invalid", "PATCH", "/api/v1/flashcards/"+c0, map[string]any{"back": "   "})
		wantProblem(t, owner, 400, "invalid", "PATCH", "/api/v1/flashcards/"+c0, map[string]any{})
		wantProblem(t, owner, 404, "not_found", "PATCH", "/api/v1/flashcards/nope", map[string]any{"back": "x"})

		// Share: one live link per story, ≥ 128 bits.
		sh := owner.want(201, "POST", "/api/v1/stories/"+id+"/shares", nil)
		token := sh["token"].(string)
		if len(token) < 22 || sh["url"] != "/shared/"+token {
			t.Fatalf("share = %v", sh)
		}
		if again := owner.want(201, "POST", "/api/v1/stories/"+id+"/shares", nil); again["token"] != token {
			t.Errorf("sharing again gave another link %v", again)
		}

		// Anyone reads it, without anything about the owner.
		visitor := newBrowser(t, s.URL)
		got := visitor.want(200, "GET", "/api/v1/shared/"+token, nil)
		story := got["story"].(map[string]any)
		if story["title"] == "" || len(got["flashcards"].([]any)) != len(cards) || story["creditsCharged"] != float64(0) {
			t.Errorf("shared = %v", story)
		}
		if raw := mustJSON(t, got); strings.Contains(raw, "olga") {
			t.Errorf("shared story reveals its owner: %s", raw)
		}
		if fc := got["flashcards"].([]any)[0].(map[string]any); fc["back"] != "Ana lives in Seville." || fc["edited"] != true {
			t.Errorf("shared card lost its correction: %v", fc)
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
		wantProblem(t, other, 404, "not_found", "PATCH", "/api/v1/flashcards/"+c0, map[string]any{"back": "hijack"})
		wantProblem(t, other, 422, "invalid", "GET", "/api/v1/stories/"+id+"/export?format=pdf", nil)

		// Accept: exactly once, also when two arrive at once.
		var wg sync.WaitGroup
		ids := make([]string, 6)
		for i := range ids {
			wg.Add(1)
			go func() {
				defer wg.Done()
				code, m, _ := other.call("POST", "/api/v1/shared/"+token+"/accept", nil)
				if code != 201 {
					t.Errorf("accept %d: %d %v", i, code, m)
					return
				}
				ids[i], _ = m["storyId"].(string)
			}()
		}
		wg.Wait()
		copyID := ids[0]
		for _, x := range ids {
			if x != copyID || x == "" || x == id {
				t.Fatalf("accepts gave %v", ids)
			}
		}
		list := other.want(200, "GET", "/api/v1/stories", nil)["stories"].([]any)
		if len(list) != 1 || list[0].(map[string]any)["id"] != copyID || list[0].(map[string]any)["status"] != "completed" {
			t.Fatalf("recipient's stories = %v", list)
		}
		if me := other.want(200, "GET", "/api/v1/me", nil); me["credits"] != float64(300) {
			t.Errorf("accepting cost credits: %v", me["credits"])
		}
		copyCards := other.want(200, "GET", "/api/v1/stories/"+copyID+"/flashcards", nil)["flashcards"].([]any)
		if len(copyCards) != len(cards) || copyCards[0].(map[string]any)["audioUrl"] != cards[0]["audioUrl"] ||
			copyCards[0].(map[string]any)["id"] == c0 {
			t.Errorf("copy's cards = %v", copyCards[0])
		}
		if q := other.want(200, "GET", "/api/v1/stories/"+copyID+"/study-queue", nil)["cards"].([]any); q[0].(map[string]any)["group"] != "new" {
			t.Errorf("the copy's memory is not fresh: %v", q[0])
		}
		// Accepting one's own share gives the original.
		if own := owner.want(201, "POST", "/api/v1/shared/"+token+"/accept", nil); own["storyId"] != id || own["created"] != false {
			t.Errorf("own accept = %v", own)
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
		if n := len(other.want(200, "GET", "/api/v1/stories/"+copyID+"/flashcards", nil)["flashcards"].([]any)); n != len(cards) {
			t.Errorf("the recipient's copy has %d cards after the original was deleted", n)
		}
		// The audio is shared with the copy: the file sweep keeps it.
		if removed, err := s.App.Lessons.SweepFiles(ctx, 0); err != nil || removed != 0 {
			t.Errorf("sweep removed %d files still used by the copy (%v)", removed, err)
		}
		res, err := other.c.Get(s.URL + cards[0]["audioUrl"].(string))
		if err != nil || res.StatusCode != 200 {
			t.Fatalf("shared audio after delete: %v %v", res, err)
		}
		res.Body.Close()
		// Once the copy goes too, the sweep removes its files.
		other.want(204, "DELETE", "/api/v1/stories/"+copyID, nil)
		if removed, err := s.App.Lessons.SweepFiles(ctx, 0); err != nil || removed == 0 {
			t.Errorf("sweep removed %d files (%v)", removed, err)
		}
		res, _ = other.c.Get(s.URL + cards[0]["audioUrl"].(string))
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
		token := owner.want(201, "POST", "/api/v1/stories/"+id+"/shares", nil)["token"].(string)
		owner.want(204, "DELETE", "/api/v1/shares/"+token, nil)
		wantProblem(t, owner, 404, "not_found", "GET", "/api/v1/shared/"+token, nil)
		wantProblem(t, owner, 404, "not_found", "DELETE", "/api/v1/shares/"+token, nil)
		if fresh := owner.want(201, "POST", "/api/v1/stories/"+id+"/shares", nil); fresh["token"] == token {
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
		b.want(201, "POST", "/api/v1/guest-sessions", map[string]any{})
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
			rows[1][0] != cards[0]["front"] || rows[1][4] != cards[0]["audioUrl"] {
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

func mustJSON(t *testing.T, v any) string {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}
