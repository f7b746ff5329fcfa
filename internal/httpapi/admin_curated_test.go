package httpapi_test

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/storyglot/storyglot/internal/app/apptest"
)

var curatedRoutes = []struct{ method, path string }{
	{"GET", "/api/v1/admin/content/curated"},
	{"POST", "/api/v1/admin/content/curated"},
	{"GET", "/api/v1/admin/content/curated/history"},
	{"POST", "/api/v1/admin/content/curated/abc"},
	{"GET", "/api/v1/admin/content/curated/abc/versions"},
}

// libraryTitles waits (up to 20 s) until the library lists want for it→en,
// then returns the titles listed.
func libraryTitles(t *testing.T, b *browser, want string) []string {
	t.Helper()
	var titles []string
	for end := time.Now().Add(20 * time.Second); ; time.Sleep(100 * time.Millisecond) {
		titles = nil
		for _, p := range curatedList(t, b, "/api/v1/public-stories?target=it&native=en") {
			titles = append(titles, p["title"].(string))
		}
		if strings.Contains(strings.Join(titles, "|"), want) || time.Now().After(end) {
			return titles
		}
	}
}

func TestCuratedAuthoring(t *testing.T) {
	apptest.ForEachDialect(t, apptest.Options{}, func(t *testing.T, s *apptest.Server) {
		ctx := context.Background()
		visitor, boss, ida := newBrowser(t, s.URL), newBrowser(t, s.URL), newBrowser(t, s.URL)
		signIn(t, s, boss, "boss@example.com")
		if err := s.App.Auth.GrantAdmin(ctx, "boss@example.com"); err != nil {
			t.Fatal(err)
		}
		signIn(t, s, ida, "ida@example.com")
		for _, r := range curatedRoutes {
			if st, p, _ := visitor.call(r.method, r.path, map[string]any{}); st != 401 || p["code"] != "unauthorized" {
				t.Errorf("visitor %s %s = %d %v", r.method, r.path, st, p)
			}
			if st, p, _ := ida.call(r.method, r.path, map[string]any{}); st != 403 || p["code"] != "forbidden" {
				t.Errorf("user %s %s = %d %v", r.method, r.path, st, p)
			}
		}

		// Bad input: a clear message naming the field.
		for _, c := range []struct {
			body  map[string]any
			field string
		}{
			{map[string]any{"targetLanguage": "it", "nativeLanguage": "it", "title": "T", "text": "Ciao."}, "target"},
			{map[string]any{"targetLanguage": "it", "nativeLanguage": "en", "title": " ", "text": "Ciao."}, "title"},
			{map[string]any{"targetLanguage": "it", "nativeLanguage": "en", "title": "T", "text": ""}, "text"},
			{map[string]any{"targetLanguage": "it", "nativeLanguage": "en", "title": strings.Repeat("a", 101), "text": "Ciao."}, "title"},
			{map[string]any{"targetLanguage": "it", "nativeLanguage": "en", "title": "T", "text": strings.Repeat("a", 2001)}, "text"},
		} {
			p := boss.want(400, "POST", "/api/v1/admin/content/curated", c.body)
			if p["code"] != "invalid" || p["fields"] == nil || p["fields"].(map[string]any)[c.field] == nil {
				t.Errorf("%v = %v", c.body, p)
			}
		}

		// Write: version 1, made by the lesson pipeline and on the library.
		v1 := boss.want(201, "POST", "/api/v1/admin/content/curated", map[string]any{"targetLanguage": "it", "nativeLanguage": "en",
			"title": "Il mercato", "text": "Marco va al mercato. Compra delle mele."})
		id := v1["id"].(string)
		if v1["version"] != float64(1) || v1["authorEmail"] != "boss@example.com" || fmt.Sprint(v1["changes"]) != "[map[field:written]]" {
			t.Errorf("v1 = %v", v1)
		}
		if got := libraryTitles(t, ida, "Il mercato"); fmt.Sprint(got) != "[Il mercato]" {
			t.Errorf("library after writing = %v", got)
		}
		auditedBy(t, s, "curated_story_saved", "", "boss@example.com")

		// Edit: version 2 replaces version 1 on the library.
		if p := boss.want(400, "POST", "/api/v1/admin/content/curated/"+id, map[string]any{"baseVersion": 1,
			"title": "Il mercato", "text": "Marco va al mercato. Compra delle mele."}); p["title"] != "Nothing Changed" {
			t.Errorf("unchanged = %v", p)
		}
		v2 := boss.want(201, "POST", "/api/v1/admin/content/curated/"+id, map[string]any{"baseVersion": 1,
			"title": "Al mercato", "text": "Marco va al mercato. Compra delle pere."})
		if v2["version"] != float64(2) || fmt.Sprint(v2["changes"]) != "[map[field:title] map[field:text]]" ||
			v2["targetLanguage"] != "it" || v2["storyId"] == v1["storyId"] {
			t.Errorf("v2 = %v", v2)
		}
		if p := boss.want(409, "POST", "/api/v1/admin/content/curated/"+id, map[string]any{"baseVersion": 1,
			"title": "Stale", "text": "Marco."}); p["code"] != "conflict" || p["title"] != "Story Changed" {
			t.Errorf("stale = %v", p)
		}
		boss.want(404, "POST", "/api/v1/admin/content/curated/nope", map[string]any{"baseVersion": 1, "title": "T", "text": "Ciao."})
		boss.want(404, "GET", "/api/v1/admin/content/curated/nope/versions", nil)
		if got := libraryTitles(t, ida, "Al mercato"); fmt.Sprint(got) != "[Al mercato]" {
			t.Errorf("library after editing = %v", got)
		}

		var vs []string
		for _, v := range curatedList(t, boss, "/api/v1/admin/content/curated/"+id+"/versions") {
			vs = append(vs, fmt.Sprintf("%v:%v", v["version"], v["title"]))
		}
		if strings.Join(vs, ",") != "2:Al mercato,1:Il mercato" {
			t.Errorf("versions = %v", vs)
		}
		if list := curatedList(t, boss, "/api/v1/admin/content/curated"); len(list) != 1 || list[0]["version"] != float64(2) {
			t.Errorf("list = %v", list)
		}
		if recent := curatedList(t, boss, "/api/v1/admin/content/curated/history?limit=1"); len(recent) != 1 || recent[0]["title"] != "Al mercato" {
			t.Errorf("history = %v", recent)
		}
	})
}

func curatedList(t *testing.T, b *browser, path string) []map[string]any {
	t.Helper()
	var out []map[string]any
	for _, v := range b.want(200, "GET", path, nil)["stories"].([]any) {
		out = append(out, v.(map[string]any))
	}
	return out
}
