package httpapi_test

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/storyglot/storyglot/internal/app/apptest"
	"github.com/storyglot/storyglot/internal/builtin"
)

var contentRoutes = []struct{ method, path string }{
	{"GET", "/api/v1/admin/content/stories"},
	{"POST", "/api/v1/admin/content/stories"},
	{"GET", "/api/v1/admin/content/stories/es/coffee/versions"},
	{"POST", "/api/v1/admin/content/stories/es/coffee/retire"},
	{"POST", "/api/v1/admin/content/stories/es/coffee/restore"},
	{"GET", "/api/v1/admin/content/history"},
}

func TestContentAuthoringRoles(t *testing.T) {
	apptest.ForEachDialect(t, apptest.Options{}, func(t *testing.T, s *apptest.Server) {
		visitor, joe := newBrowser(t, s.URL), newBrowser(t, s.URL)
		signIn(t, s, joe, "joe@example.com")
		for _, r := range contentRoutes {
			if st, p, _ := visitor.call(r.method, r.path, map[string]any{}); st != 401 || p["code"] != "unauthorized" {
				t.Errorf("visitor %s %s = %d %v", r.method, r.path, st, p)
			}
			if st, p, _ := joe.call(r.method, r.path, map[string]any{}); st != 403 || p["code"] != "forbidden" {
				t.Errorf("user %s %s = %d %v", r.method, r.path, st, p)
			}
		}
	})
}

// bakery is a Spanish coffee story an admin writes; title and the first
// sentence's translation vary with n.
func bakery(base int, n string) map[string]any {
	return map[string]any{
		"language": "es", "slug": "coffee", "baseVersion": base, "level": "A1",
		"title":             "La panadería " + n,
		"titleTranslations": map[string]string{"en": "The bakery " + n},
		"sentences": []map[string]any{
			{"text": "Ana entra en la panadería.", "translations": map[string]string{"en": "Ana walks into the bakery " + n + "."}},
			{"text": "«Una barra de pan, por favor.»", "translations": map[string]string{"en": "“A loaf of bread, please.”"}},
			{"text": "El panadero sonríe y le da el pan.", "translations": map[string]string{"en": "The baker smiles and gives her the bread."}},
		},
		"note": "Shorter for beginners",
	}
}

func quickTitle(t *testing.T, b *browser, slug string) string {
	t.Helper()
	for _, q := range getArray(t, b, "/api/v1/quick-stories?target=es&native=en") {
		if q["slug"] == slug {
			return q["title"].(string)
		}
	}
	return ""
}

func versionNumbers(t *testing.T, b *browser) string {
	t.Helper()
	var out []string
	for _, v := range b.want(200, "GET", "/api/v1/admin/content/stories/es/coffee/versions", nil)["stories"].([]any) {
		m := v.(map[string]any)
		out = append(out, fmt.Sprintf("%v:%v", m["version"], m["action"]))
	}
	return strings.Join(out, ",")
}

func TestContentAuthoring(t *testing.T) {
	apptest.ForEachDialect(t, apptest.Options{}, func(t *testing.T, s *apptest.Server) {
		ctx := context.Background()
		boss, ida := newBrowser(t, s.URL), newBrowser(t, s.URL)
		signIn(t, s, boss, "boss@example.com")
		if err := s.App.Auth.GrantAdmin(ctx, "boss@example.com"); err != nil {
			t.Fatal(err)
		}
		signIn(t, s, ida, "ida@example.com")
		// The library account exists (as after start-up seeding), so saves
		// keep the curated list in step.
		now := time.Now().UTC()
		if _, err := s.App.Store.Exec(ctx, `INSERT INTO users (id, email, role, interface_lang, created_at, updated_at)
			VALUES (?, 'library@storyglot.invalid', 'user', 'en', ?, ?)`, builtin.LibraryUserID, now, now); err != nil {
			t.Fatal(err)
		}

		all := boss.want(200, "GET", "/api/v1/admin/content/stories", nil)["stories"].([]any)
		if len(all) != 44 {
			t.Errorf("%d stories, want 44", len(all))
		}
		if es := boss.want(200, "GET", "/api/v1/admin/content/stories?language=es", nil)["stories"].([]any); len(es) != 4 ||
			es[0].(map[string]any)["action"] != "original" || es[0].(map[string]any)["version"] != float64(0) {
			t.Errorf("es stories = %v", es)
		}
		original := quickTitle(t, ida, "coffee")

		// Problems, with the field and a clear message.
		bad := bakery(0, "1")
		bad["sentences"].([]map[string]any)[1]["translations"] = map[string]string{}
		if p := boss.want(400, "POST", "/api/v1/admin/content/stories", bad); p["code"] != "invalid" ||
			p["fields"].(map[string]any)["sentences.2.translations.en"] != "Sentence 2 needs its English translation." {
			t.Errorf("missing translation = %v", p)
		}
		bad = bakery(0, "1")
		bad["title"] = strings.Repeat("a", 101)
		if p := boss.want(400, "POST", "/api/v1/admin/content/stories", bad); p["detail"] != "The title is 101 characters long; at most 100." {
			t.Errorf("long title = %v", p)
		}
		bad = bakery(0, "1")
		bad["sentences"].([]map[string]any)[0]["text"] = "Ana entra. Luego sale."
		if p := boss.want(400, "POST", "/api/v1/admin/content/stories", bad); p["fields"].(map[string]any)["sentences.1.text"] == nil {
			t.Errorf("two sentences in one = %v", p)
		}
		bad = bakery(0, "1")
		bad["slug"] = "bakery"
		boss.want(400, "POST", "/api/v1/admin/content/stories", bad)
		bad = bakery(0, "1")
		bad["sentences"].([]map[string]any)[0]["translations"] = map[string]string{"en": "x", "fr": "y"}
		boss.want(400, "POST", "/api/v1/admin/content/stories", bad)

		// Version 1: learners get it, with our translation on the cards.
		v1 := boss.want(201, "POST", "/api/v1/admin/content/stories", bakery(0, "1"))
		if v1["version"] != float64(1) || v1["action"] != "edited" || v1["authorEmail"] != "boss@example.com" || len(v1["changes"].([]any)) == 0 {
			t.Errorf("v1 = %v", v1)
		}
		if p := boss.want(409, "POST", "/api/v1/admin/content/stories", bakery(0, "x")); p["code"] != "conflict" {
			t.Errorf("stale save = %v", p)
		}
		if got := quickTitle(t, ida, "coffee"); got != "La panadería 1" {
			t.Errorf("learner's coffee title = %q", got)
		}
		body := map[string]any{"targetLanguage": "es", "nativeLanguage": "en"}
		id := ida.want(201, "POST", "/api/v1/quick-stories/coffee/lessons", body)["storyId"].(string)
		if ev := readEvents(t, ida, "/api/v1/stories/"+id+"/events"); ev[len(ev)-1].Data["status"] != "completed" {
			t.Fatalf("lesson did not complete: %v", ev[len(ev)-1])
		}
		var backs []string
		for _, c := range ida.want(200, "GET", "/api/v1/stories/"+id+"/flashcards", nil)["flashcards"].([]any) {
			if card := c.(map[string]any); card["kind"] == "sentence" {
				backs = append(backs, card["back"].(string))
			}
		}
		if len(backs) != 3 || backs[0] != "Ana walks into the bakery 1." {
			t.Errorf("sentence cards = %q", backs)
		}
		auditedBy(t, s, "content_story_saved", "", "boss@example.com")

		// The curated list follows: the library's lesson of version 1 is published.
		var seeded int
		if err := s.App.Store.QueryRow(ctx, `SELECT COUNT(*) FROM story_sources src JOIN public_stories p ON p.story_id = src.story_id
			WHERE src.owner_id = ? AND src.source = 'quick:coffee:es:en:v1'`, builtin.LibraryUserID).Scan(&seeded); err != nil || seeded != 1 {
			t.Errorf("curated seed of v1: %d %v", seeded, err)
		}

		// Version 2, then restore 1 as version 3.
		if p := boss.want(400, "POST", "/api/v1/admin/content/stories", bakery(1, "1")); p["title"] != "Nothing Changed" {
			t.Errorf("unchanged save = %v", p)
		}
		v2 := boss.want(201, "POST", "/api/v1/admin/content/stories", bakery(1, "2"))
		if fmt.Sprint(v2["changes"]) != "[map[field:title] map[field:titleTranslation language:en] map[field:translation language:en sentence:1]]" {
			t.Errorf("v2 changes = %v", v2["changes"])
		}
		if got := versionNumbers(t, boss); got != "2:edited,1:edited,0:original" {
			t.Errorf("history = %s", got)
		}
		boss.want(409, "POST", "/api/v1/admin/content/stories/es/coffee/restore", map[string]any{"version": 1, "baseVersion": 1})
		boss.want(404, "POST", "/api/v1/admin/content/stories/es/coffee/restore", map[string]any{"version": 9, "baseVersion": 2})
		v3 := boss.want(201, "POST", "/api/v1/admin/content/stories/es/coffee/restore", map[string]any{"version": 1, "baseVersion": 2})
		if v3["version"] != float64(3) || v3["action"] != "restored" || v3["restoredFrom"] != float64(1) || v3["title"] != "La panadería 1" {
			t.Errorf("v3 = %v", v3)
		}
		if got := quickTitle(t, ida, "coffee"); got != "La panadería 1" {
			t.Errorf("after restore the learner sees %q", got)
		}
		if det := auditedBy(t, s, "content_story_restored", "", "boss@example.com"); det != nil && det["restoredFrom"] != float64(1) {
			t.Errorf("restore audit = %v", det)
		}

		// Retire: gone for learners and from the curated list; restore the original.
		boss.want(201, "POST", "/api/v1/admin/content/stories/es/coffee/retire", map[string]any{"baseVersion": 3, "note": "Off for now"})
		auditedBy(t, s, "content_story_retired", "", "boss@example.com")
		if got := quickTitle(t, ida, "coffee"); got != "" {
			t.Errorf("retired coffee still listed: %q", got)
		}
		if p := ida.want(400, "POST", "/api/v1/quick-stories/coffee/lessons", body); p["title"] != "Language Not Supported" {
			t.Errorf("open retired = %v", p)
		}
		if err := s.App.Store.QueryRow(ctx, `SELECT COUNT(*) FROM story_sources src JOIN public_stories p ON p.story_id = src.story_id
			WHERE src.owner_id = ? AND src.source LIKE 'quick:coffee:es:%'`, builtin.LibraryUserID).Scan(&seeded); err != nil || seeded != 0 {
			t.Errorf("curated seeds of a retired story: %d %v", seeded, err)
		}
		boss.want(409, "POST", "/api/v1/admin/content/stories/es/coffee/retire", map[string]any{"baseVersion": 4})
		boss.want(201, "POST", "/api/v1/admin/content/stories/es/coffee/restore", map[string]any{"version": 0, "baseVersion": 4})
		if got := quickTitle(t, ida, "coffee"); got != original {
			t.Errorf("after restoring the original the learner sees %q, want %q", got, original)
		}
		recent := boss.want(200, "GET", "/api/v1/admin/content/history?limit=2", nil)["stories"].([]any)
		if len(recent) != 2 || recent[0].(map[string]any)["version"] != float64(5) || recent[1].(map[string]any)["action"] != "retired" {
			t.Errorf("recent = %v", recent)
		}
		if got := versionNumbers(t, boss); got != "5:restored,4:retired,3:restored,2:edited,1:edited,0:original" {
			t.Errorf("history = %s", got)
		}
	})
}
