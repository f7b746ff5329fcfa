package httpapi_test

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/storyglot/storyglot/internal/app/apptest"
	"github.com/storyglot/storyglot/internal/builtin"
	"github.com/storyglot/storyglot/internal/testproc"
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
	return testproc.EventuallyValue(t, 20*time.Second, "the library lists "+want, func() ([]string, bool) {
		var titles []string
		for _, p := range expect[publicStories](b, 200, "GET", "/api/v1/public-stories?target=it&native=en", nil).Stories {
			titles = append(titles, p.Title)
		}
		return titles, strings.Contains(strings.Join(titles, "|"), want)
	})
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
			if a := visitor.send(r.method, r.path, struct{}{}); a.Status != 401 || problemOf(t, a).Code != "unauthorized" {
				t.Errorf("visitor %s %s = %d %s", r.method, r.path, a.Status, a.Body)
			}
			if a := ida.send(r.method, r.path, struct{}{}); a.Status != 403 || problemOf(t, a).Code != "forbidden" {
				t.Errorf("user %s %s = %d %s", r.method, r.path, a.Status, a.Body)
			}
		}

		// Bad input: a clear message naming the field.
		for _, c := range []struct {
			body  curatedNew
			field string
		}{
			{curatedNew{TargetLanguage: "it", NativeLanguage: "it", Title: "T", Text: "Ciao."}, "target"},
			{curatedNew{TargetLanguage: "it", NativeLanguage: "en", Title: " ", Text: "Ciao."}, "title"},
			{curatedNew{TargetLanguage: "it", NativeLanguage: "en", Title: "T", Text: ""}, "text"},
			{curatedNew{TargetLanguage: "it", NativeLanguage: "en", Title: strings.Repeat("a", 101), Text: "Ciao."}, "title"},
			{curatedNew{TargetLanguage: "it", NativeLanguage: "en", Title: "T", Text: strings.Repeat("a", 2001)}, "text"},
		} {
			p := expect[problem](boss, 400, "POST", "/api/v1/admin/content/curated", c.body)
			if p.Code != "invalid" || p.Fields == nil || p.Fields[c.field] == "" {
				t.Errorf("%+v = %+v", c.body, p)
			}
		}

		// Write: version 1, made by the lesson pipeline and on the library.
		v1 := expect[curatedVersion](boss, 201, "POST", "/api/v1/admin/content/curated", curatedNew{TargetLanguage: "it", NativeLanguage: "en",
			Title: "Il mercato", Text: "Marco va al mercato. Compra delle mele."})
		id := v1.ID
		if v1.Version != 1 || v1.AuthorEmail != "boss@example.com" || !slices.Equal(v1.Changes, []builtin.Change{{Field: "written"}}) {
			t.Errorf("v1 = %+v", v1)
		}
		if got := libraryTitles(t, ida, "Il mercato"); !slices.Equal(got, []string{"Il mercato"}) {
			t.Errorf("library after writing = %v", got)
		}
		auditedBy(t, s, "curated_story_saved", "", "boss@example.com")

		// Edit: version 2 replaces version 1 on the library.
		if p := expect[problem](boss, 400, "POST", "/api/v1/admin/content/curated/"+id, curatedEdit{BaseVersion: 1,
			Title: "Il mercato", Text: "Marco va al mercato. Compra delle mele."}); p.Title != "Nothing Changed" {
			t.Errorf("unchanged = %+v", p)
		}
		v2 := expect[curatedVersion](boss, 201, "POST", "/api/v1/admin/content/curated/"+id, curatedEdit{BaseVersion: 1,
			Title: "Al mercato", Text: "Marco va al mercato. Compra delle pere."})
		if v2.Version != 2 || !slices.Equal(v2.Changes, []builtin.Change{{Field: "title"}, {Field: "text"}}) ||
			v2.TargetLanguage != "it" || v2.StoryID == v1.StoryID {
			t.Errorf("v2 = %+v", v2)
		}
		if p := expect[problem](boss, 409, "POST", "/api/v1/admin/content/curated/"+id, curatedEdit{BaseVersion: 1,
			Title: "Stale", Text: "Marco."}); p.Code != "conflict" || p.Title != "Story Changed" {
			t.Errorf("stale = %+v", p)
		}
		boss.want(404, "POST", "/api/v1/admin/content/curated/nope", curatedEdit{BaseVersion: 1, Title: "T", Text: "Ciao."})
		boss.want(404, "GET", "/api/v1/admin/content/curated/nope/versions", nil)
		if got := libraryTitles(t, ida, "Al mercato"); !slices.Equal(got, []string{"Al mercato"}) {
			t.Errorf("library after editing = %v", got)
		}

		var vs []string
		for _, v := range curatedList(t, boss, "/api/v1/admin/content/curated/"+id+"/versions") {
			vs = append(vs, fmt.Sprintf("%d:%s", v.Version, v.Title))
		}
		if strings.Join(vs, ",") != "2:Al mercato,1:Il mercato" {
			t.Errorf("versions = %v", vs)
		}
		if list := curatedList(t, boss, "/api/v1/admin/content/curated"); len(list) != 1 || list[0].Version != 2 {
			t.Errorf("list = %+v", list)
		}
		if recent := curatedList(t, boss, "/api/v1/admin/content/curated/history?limit=1"); len(recent) != 1 || recent[0].Title != "Al mercato" {
			t.Errorf("history = %+v", recent)
		}
	})
}

// curatedNew and curatedEdit are the bodies that write and edit a curated story.
type curatedNew struct {
	TargetLanguage string `json:"targetLanguage"`
	NativeLanguage string `json:"nativeLanguage"`
	Title          string `json:"title"`
	Text           string `json:"text"`
}

type curatedEdit struct {
	BaseVersion int    `json:"baseVersion"`
	Title       string `json:"title"`
	Text        string `json:"text"`
}

// curatedVersion is a version of a curated story (curatedVersionBody).
type curatedVersion struct {
	ID             string           `json:"id"`
	Version        int              `json:"version"`
	TargetLanguage string           `json:"targetLanguage"`
	NativeLanguage string           `json:"nativeLanguage"`
	Title          string           `json:"title"`
	Text           string           `json:"text"`
	StoryID        string           `json:"storyId"`
	Changes        []builtin.Change `json:"changes"`
	AuthorEmail    string           `json:"authorEmail"`
}

func curatedList(t *testing.T, b *browser, path string) []curatedVersion {
	t.Helper()
	return expect[struct {
		Stories []curatedVersion `json:"stories"`
	}](b, 200, "GET", path, nil).Stories
}
