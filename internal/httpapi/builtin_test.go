package httpapi_test

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/storyglot/storyglot/internal/app/apptest"
	"github.com/storyglot/storyglot/internal/builtin"
	"github.com/storyglot/storyglot/internal/config"
	"github.com/storyglot/storyglot/internal/httpapi"
	"github.com/storyglot/storyglot/internal/lang"
)

// Quick stories: guests are refused with the code the UI turns into the
// login prompt; a user's lesson is free, made by the pipeline with our
// translation, and the same on every open; another user gets a copy at once,
// with a fresh memory.
func TestQuickStories(t *testing.T) {
	apptest.ForEachDialect(t, apptest.Options{}, func(t *testing.T, s *apptest.Server) {
		b := newBrowser(t, s.URL)
		var slugs []string
		for _, q := range expect[[]quickStory](b, 200, "GET", "/api/v1/quick-stories?target=es&native=en", nil) {
			slugs = append(slugs, q.Slug)
			if q.Level != "A2" || q.Title == "" {
				t.Errorf("quick story %+v", q)
			}
		}
		if strings.Join(slugs, ",") != "coffee,lost,kitchen,phone" {
			t.Errorf("slugs = %v", slugs)
		}
		if p := expect[problem](b, 400, "GET", "/api/v1/quick-stories?target=xx&native=en", nil); p.Title != "Language Not Supported" {
			t.Errorf("bad pair = %+v", p)
		}
		body := languages{TargetLanguage: "es", NativeLanguage: "en"}

		// A visitor and a guest are refused.
		if p := expect[problem](b, 401, "POST", "/api/v1/quick-stories/coffee/lessons", body); p.Code != "unauthorized" {
			t.Errorf("visitor = %+v", p)
		}
		b.want(201, "POST", "/api/v1/guest-sessions", emailBody{})
		if p := expect[problem](b, 401, "POST", "/api/v1/quick-stories/coffee/lessons", body); p.Code != "unauthorized" || p.Title != "Login required" {
			t.Errorf("guest = %+v", p)
		}

		// A user: free, through the pipeline, the same lesson twice.
		ida := signIn(t, s, b, "ida@example.com")
		id := expect[quickLesson](b, 201, "POST", "/api/v1/quick-stories/coffee/lessons", body).StoryID
		if ev := readEvents(t, b, "/api/v1/stories/"+id+"/events"); ev[len(ev)-1].Data.Status != "completed" {
			t.Fatalf("lesson did not complete: %v", ev[len(ev)-1])
		}
		again := expect[quickLesson](b, 201, "POST", "/api/v1/quick-stories/coffee/lessons", body)
		if again.StoryID != id || again.Status != "completed" {
			t.Errorf("second open = %+v, want %s completed", again, id)
		}
		if after := expect[me](b, 200, "GET", "/api/v1/me", nil); after.Credits != ida.Credits {
			t.Errorf("credits %v → %v: a quick story is free", ida.Credits, after.Credits)
		}
		cat, _ := builtin.Load()
		coffee, _ := cat.Story(lang.Spanish, "coffee")
		ours, _, _ := coffee.Translation(lang.English)
		lesson := expect[flashcards](b, 200, "GET", "/api/v1/stories/"+id+"/flashcards", nil)
		cards := lesson.Flashcards
		sentences := 0
		for _, card := range cards {
			if card.AudioURL == "" || card.Pronunciation == "" {
				t.Errorf("card without audio or pronunciation: %+v", card)
			}
			if card.Kind == "sentence" {
				if card.Back != ours[sentences] || card.MachineDraft {
					t.Errorf("sentence %d back %q, want our %q", sentences, card.Back, ours[sentences])
				}
				sentences++
			}
		}
		if sentences != len(coffee.Sentences) {
			t.Errorf("%d sentence cards, want %d", sentences, len(coffee.Sentences))
		}
		if st := lesson.Story; st.Title != coffee.Title || st.CreditsCharged != 0 {
			t.Errorf("story = %+v", st)
		}

		// Problems.
		if p := expect[problem](b, 404, "POST", "/api/v1/quick-stories/bakery/lessons", body); p.Title != "Story Not Found" {
			t.Errorf("unknown slug = %+v", p)
		}
		p := expect[problem](b, 400, "POST", "/api/v1/quick-stories/lost/lessons", languages{TargetLanguage: "xx", NativeLanguage: "en"})
		if p.Title != "Language Not Supported" || p.Detail != "Lost story not available for language pair: xx_en" {
			t.Errorf("unknown pair = %+v", p)
		}

		// Another user gets a copy at once: the same cards, nothing studied.
		b2 := newBrowser(t, s.URL)
		signIn(t, s, b2, "jon@example.com")
		copied := expect[quickLesson](b2, 201, "POST", "/api/v1/quick-stories/coffee/lessons", body)
		if copied.StoryID == id || copied.Status != "completed" {
			t.Fatalf("copy = %+v", copied)
		}
		cid := copied.StoryID
		theirs := expect[flashcards](b2, 200, "GET", "/api/v1/stories/"+cid+"/flashcards", nil).Flashcards
		if len(theirs) != len(cards) || theirs[0].AudioURL != cards[0].AudioURL ||
			theirs[0].ID == cards[0].ID {
			t.Errorf("copied cards differ: %d vs %d", len(theirs), len(cards))
		}
		due := expect[studyDue](b2, 200, "GET", "/api/v1/study/due", nil)
		if due.Total != (httpapi.CountsBody{Due: 0, New: len(cards)}) {
			t.Errorf("copy's memory is not fresh: %+v", due.Total)
		}
		b.want(404, "GET", "/api/v1/stories/"+cid+"/flashcards", nil) // still the other user's

		// Published, the same lesson is not added a second time.
		if err := s.App.Auth.GrantAdmin(context.Background(), "ida@example.com"); err != nil {
			t.Fatal(err)
		}
		b.want(200, "PUT", "/api/v1/admin/public-stories/"+id, nil)
		listed := expect[publicStories](b2, 200, "GET", "/api/v1/public-stories?target=es&native=en", nil).Stories
		if len(listed) != 1 || listed[0].MyStoryID != cid {
			t.Errorf("curated list for jon = %+v, want his coffee copy %s", listed, cid)
		}
		if added := expect[quickLesson](b2, 201, "POST", "/api/v1/public-stories/"+id+"/copies", nil); added.StoryID != cid {
			t.Errorf("adding the published coffee gave %+v, want %s", added, cid)
		}
	})
}

// The curated list: users only, the pair in either order, 50 newest, titles
// cut at 100; admins publish and unpublish; adding copies once.
func TestCuratedStories(t *testing.T) {
	webOnly := apptest.Options{Configure: func(c *config.Config) { c.Role = config.RoleWeb }} // lessons are made by hand here
	apptest.ForEachDialect(t, webOnly, func(t *testing.T, s *apptest.Server) {
		ctx := context.Background()
		b := newBrowser(t, s.URL)
		if p := expect[problem](b, 401, "GET", "/api/v1/public-stories", nil); p.Detail != "Authentication required to view curated stories" {
			t.Errorf("visitor = %v", p)
		}
		b.want(201, "POST", "/api/v1/guest-sessions", emailBody{})
		if p := expect[problem](b, 401, "GET", "/api/v1/public-stories?target=es&native=en", nil); p.Detail != "Authentication required to view curated stories" {
			t.Errorf("guest = %v", p)
		}
		signIn(t, s, b, "kim@example.com")
		if l := expect[publicStories](b, 200, "GET", "/api/v1/public-stories", nil).Stories; len(l) != 0 {
			t.Errorf("empty list = %v", l)
		}

		// Finished stories of three pairs, published 1 minute apart.
		now := time.Now().UTC().Add(-2 * time.Hour)
		insert := func(id, title, target, native string, published bool, at time.Time) {
			t.Helper()
			pair, _ := lang.NewPair(target, native)
			if _, err := s.App.Store.Exec(ctx, `INSERT INTO stories (id, owner_kind, owner_id, title, content, native_language, target_language,
				language_pair, status, loading_flashcards, credits_charged, cards_total, created_at, updated_at, completed_at, deadline_at)
				VALUES (?, 'user', 'someone', ?, ?, ?, ?, ?, 'completed', ?, 0, 1, ?, ?, ?, ?)`,
				id, title, title, native, target, pair.Key(), false, at, at, at, at); err != nil {
				t.Fatal(err)
			}
			if _, err := s.App.Store.Exec(ctx, `INSERT INTO flashcards (id, story_id, position, kind, front, back, created_at)
				VALUES (?, ?, 0, 'sentence', ?, 'x', ?)`, "card-"+id, id, title, at); err != nil {
				t.Fatal(err)
			}
			if published {
				if _, err := s.App.Store.Exec(ctx, "INSERT INTO public_stories (story_id, published_at) VALUES (?, ?)", id, at); err != nil {
					t.Fatal(err)
				}
			}
		}
		for i := range 55 {
			insert(fmt.Sprintf("es-en-%02d", i), fmt.Sprintf("Historia %02d", i), "es", "en", true, now.Add(time.Duration(i)*time.Minute))
		}
		long := strings.Repeat("Una historia muy larga ", 10)
		insert("en-es-long", long, "en", "es", true, now.Add(time.Hour))
		insert("fr-en-1", "Une histoire", "fr", "en", true, now.Add(time.Hour))
		insert("es-en-private", "Privada", "es", "en", false, now.Add(time.Hour))

		list := expect[publicStories](b, 200, "GET", "/api/v1/public-stories?target=en&native=es", nil).Stories
		if len(list) != 50 {
			t.Fatalf("%d stories, want the 50 newest", len(list))
		}
		first := list[0]
		if first.ID != "en-es-long" || first.Title != string([]rune(long)[:100])+"..." {
			t.Errorf("newest = %+v, want the long one cut at 100", first)
		}
		if list[1].ID != "es-en-54" || list[49].ID != "es-en-06" {
			t.Errorf("order: %+v … %+v", list[1], list[49])
		}
		for _, it := range list {
			if id := it.ID; id == "fr-en-1" || id == "es-en-private" {
				t.Errorf("%v is not of the pair or not public", id)
			}
		}
		if l := expect[publicStories](b, 200, "GET", "/api/v1/public-stories?target=fr&native=en", nil).Stories; len(l) != 1 {
			t.Errorf("fr/en = %+v", l)
		}
		b.want(400, "GET", "/api/v1/public-stories?target=es&native=es", nil)

		// A signed-in user previews a curated lesson before adding it; anyone
		// else gets the spec's words; a story off the list is not found.
		if c := expect[flashcards](b, 200, "GET", "/api/v1/public-stories/fr-en-1/flashcards", nil).Flashcards; len(c) != 1 || c[0].Front != "Une histoire" {
			t.Errorf("preview = %+v", c)
		}
		b.want(404, "GET", "/api/v1/public-stories/es-en-private/flashcards", nil)
		b.want(404, "GET", "/api/v1/public-stories/nope/flashcards", nil)
		visitor := newBrowser(t, s.URL)
		if p := expect[problem](visitor, 401, "GET", "/api/v1/public-stories/fr-en-1/flashcards", nil); p.Detail != "Authentication required to view flashcards" {
			t.Errorf("visitor preview = %+v", p)
		}
		visitor.want(201, "POST", "/api/v1/guest-sessions", emailBody{})
		if p := expect[problem](visitor, 401, "GET", "/api/v1/public-stories/fr-en-1/flashcards", nil); p.Detail != "Authentication required to view flashcards" {
			t.Errorf("guest preview = %+v", p)
		}

		// Adding copies once, free.
		mine := expect[quickLesson](b, 201, "POST", "/api/v1/public-stories/fr-en-1/copies", nil).StoryID
		if again := expect[quickLesson](b, 201, "POST", "/api/v1/public-stories/fr-en-1/copies", nil); again.StoryID != mine {
			t.Errorf("added twice: %+v vs %s", again, mine)
		}
		if c := expect[flashcards](b, 200, "GET", "/api/v1/stories/"+mine+"/flashcards", nil).Flashcards; len(c) != 1 {
			t.Errorf("copy has %d cards", len(c))
		}
		if l := expect[publicStories](b, 200, "GET", "/api/v1/public-stories?target=fr&native=en", nil).Stories; l[0].MyStoryID != mine {
			t.Errorf("list does not show my copy: %+v", l)
		}
		b.want(404, "POST", "/api/v1/public-stories/es-en-private/copies", nil)

		// Publishing is for admins.
		b.want(403, "PUT", "/api/v1/admin/public-stories/es-en-private", nil)
		b.want(403, "DELETE", "/api/v1/admin/public-stories/fr-en-1", nil)
		if err := s.App.Auth.GrantAdmin(ctx, "kim@example.com"); err != nil {
			t.Fatal(err)
		}
		if r := expect[struct {
			StoryID     string    `json:"storyId"`
			PublishedAt time.Time `json:"publishedAt"`
		}](b, 200, "PUT", "/api/v1/admin/public-stories/es-en-private", nil); r.StoryID != "es-en-private" || r.PublishedAt.IsZero() {
			t.Errorf("publish = %+v", r)
		}
		b.want(200, "PUT", "/api/v1/admin/public-stories/es-en-private", nil) // again: no change
		b.want(404, "PUT", "/api/v1/admin/public-stories/nope", nil)
		b.want(204, "DELETE", "/api/v1/admin/public-stories/fr-en-1", nil)
		b.want(404, "DELETE", "/api/v1/admin/public-stories/fr-en-1", nil)
		if l := expect[publicStories](b, 200, "GET", "/api/v1/public-stories?target=fr&native=en", nil).Stories; len(l) != 0 {
			t.Errorf("unpublished story still listed: %v", l)
		}
		b.want(200, "GET", "/api/v1/stories/"+mine+"/flashcards", nil) // the copy stays
	})
}

// Start-up seeding: the library account's lessons of every quick story, on
// the curated list once made; seeding again adds nothing.
func TestSeedLibrary(t *testing.T) {
	webOnly := apptest.Options{Configure: func(c *config.Config) { c.Role = config.RoleWeb }}
	apptest.ForEachDialect(t, webOnly, func(t *testing.T, s *apptest.Server) {
		ctx := context.Background()
		if n, err := s.App.Library.Seed(ctx); err != nil || n != 44 {
			t.Fatalf("seeded %d (%v), want 44", n, err)
		}
		if n, err := s.App.Library.Seed(ctx); err != nil || n != 0 {
			t.Fatalf("seeded again %d (%v), want 0", n, err)
		}
		var perLanguage []string
		rows, err := s.App.Store.Query(ctx, `SELECT st.target_language, COUNT(*) FROM public_stories p JOIN stories st ON st.id = p.story_id
			WHERE st.owner_id = ? GROUP BY st.target_language ORDER BY st.target_language`, builtin.LibraryUserID)
		if err != nil {
			t.Fatal(err)
		}
		for rows.Next() {
			var l string
			var n int
			if err := rows.Scan(&l, &n); err != nil {
				t.Fatal(err)
			}
			perLanguage = append(perLanguage, fmt.Sprintf("%s:%d", l, n))
		}
		rows.Close()
		if got := strings.Join(perLanguage, " "); got != "ar:4 de:4 en:4 es:4 fr:4 it:4 ja:4 ko:4 pt:4 ru:4 zh:4" {
			t.Errorf("published per language: %s", got)
		}
		// Not listed before their lessons are made (nothing works them here).
		b := newBrowser(t, s.URL)
		signIn(t, s, b, "lou@example.com")
		if l := expect[publicStories](b, 200, "GET", "/api/v1/public-stories?target=ja&native=en", nil).Stories; len(l) != 0 {
			t.Errorf("unfinished seeds listed: %v", l)
		}
	})
}

// publicStories is GET /api/v1/public-stories (publicStoryBody in the server).
type publicStories struct {
	Stories []struct {
		ID             string    `json:"id"`
		Title          string    `json:"title"`
		TargetLanguage string    `json:"targetLanguage"`
		NativeLanguage string    `json:"nativeLanguage"`
		Cards          int       `json:"cards"`
		PublishedAt    time.Time `json:"publishedAt"`
		MyStoryID      string    `json:"myStoryId"`
		Back           string    `json:"back"`
	} `json:"stories"`
}
