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
			if a := visitor.send(r.method, r.path, struct{}{}); a.Status != 401 || problemOf(t, a).Code != "unauthorized" {
				t.Errorf("visitor %s %s = %d %s", r.method, r.path, a.Status, a.Body)
			}
			if a := joe.send(r.method, r.path, struct{}{}); a.Status != 403 || problemOf(t, a).Code != "forbidden" {
				t.Errorf("user %s %s = %d %s", r.method, r.path, a.Status, a.Body)
			}
		}
	})
}

// bakery is a Spanish coffee story an admin writes; title and the first
// sentence's translation vary with n.
func bakery(base int, n string) contentSave {
	return contentSave{
		Language: "es", Slug: "coffee", BaseVersion: base, Level: "A1",
		Title:             "La panadería " + n,
		TitleTranslations: map[string]string{"en": "The bakery " + n},
		Sentences: []contentSentence{
			{Text: "Ana entra en la panadería.", Translations: map[string]string{"en": "Ana walks into the bakery " + n + "."}},
			{Text: "«Una barra de pan, por favor.»", Translations: map[string]string{"en": "“A loaf of bread, please.”"}},
			{Text: "El panadero sonríe y le da el pan.", Translations: map[string]string{"en": "The baker smiles and gives her the bread."}},
		},
		Note: "Shorter for beginners",
	}
}

// contentSentence and contentSave are the body of a saved story.
type contentSentence struct {
	Text         string            `json:"text"`
	Translations map[string]string `json:"translations"`
}

type contentSave struct {
	Language          string            `json:"language"`
	Slug              string            `json:"slug"`
	BaseVersion       int               `json:"baseVersion"`
	Level             string            `json:"level"`
	Title             string            `json:"title"`
	TitleTranslations map[string]string `json:"titleTranslations"`
	Sentences         []contentSentence `json:"sentences"`
	Note              string            `json:"note,omitempty"`
}

// restoreBody brings back a version (0: the original).
type restoreBody struct {
	Version     int `json:"version"`
	BaseVersion int `json:"baseVersion"`
}

type retireBody struct {
	BaseVersion int    `json:"baseVersion"`
	Note        string `json:"note,omitempty"`
}

// contentVersion is a version of a built-in story (contentVersionBody).
type contentVersion struct {
	Language     string           `json:"language"`
	Slug         string           `json:"slug"`
	Version      int              `json:"version"`
	Action       string           `json:"action"`
	RestoredFrom int              `json:"restoredFrom"`
	Retired      bool             `json:"retired"`
	Title        string           `json:"title"`
	Changes      []builtin.Change `json:"changes"`
	AuthorEmail  string           `json:"authorEmail"`
}

type contentVersions struct {
	Stories []contentVersion `json:"stories"`
}

// quickStory is an entry of GET /api/v1/quick-stories.
type quickStory struct {
	Slug  string `json:"slug"`
	Title string `json:"title"`
	Level string `json:"level"`
	Back  string `json:"back"`
	Via   string `json:"via"`
}

// languages is the body that opens a quick story.
type languages struct {
	TargetLanguage string `json:"targetLanguage"`
	NativeLanguage string `json:"nativeLanguage"`
}

// quickLesson is the answer of opening a quick story.
type quickLesson struct {
	StoryID string `json:"storyId"`
	Status  string `json:"status"`
}

func quickTitle(t *testing.T, b *browser, slug string) string {
	t.Helper()
	for _, q := range expect[[]quickStory](b, 200, "GET", "/api/v1/quick-stories?target=es&native=en", nil) {
		if q.Slug == slug {
			return q.Title
		}
	}
	return ""
}

func versionNumbers(t *testing.T, b *browser) string {
	t.Helper()
	var out []string
	for _, v := range expect[contentVersions](b, 200, "GET", "/api/v1/admin/content/stories/es/coffee/versions", nil).Stories {
		out = append(out, fmt.Sprintf("%d:%s", v.Version, v.Action))
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

		all := expect[contentVersions](boss, 200, "GET", "/api/v1/admin/content/stories", nil).Stories
		if len(all) != 44 {
			t.Errorf("%d stories, want 44", len(all))
		}
		if es := expect[contentVersions](boss, 200, "GET", "/api/v1/admin/content/stories?language=es", nil).Stories; len(es) != 4 ||
			es[0].Action != "original" || es[0].Version != 0 {
			t.Errorf("es stories = %+v", es)
		}
		original := quickTitle(t, ida, "coffee")

		// Problems, with the field and a clear message.
		bad := bakery(0, "1")
		bad.Sentences[1].Translations = map[string]string{}
		if p := expect[problem](boss, 400, "POST", "/api/v1/admin/content/stories", bad); p.Code != "invalid" ||
			p.Fields["sentences.2.translations.en"] != "Sentence 2 needs its English translation." {
			t.Errorf("missing translation = %+v", p)
		}
		bad = bakery(0, "1")
		bad.Title = strings.Repeat("a", 101)
		if p := expect[problem](boss, 400, "POST", "/api/v1/admin/content/stories", bad); p.Detail != "The title is 101 characters long; at most 100." {
			t.Errorf("long title = %+v", p)
		}
		bad = bakery(0, "1")
		bad.Sentences[0].Text = "Ana entra. Luego sale."
		if p := expect[problem](boss, 400, "POST", "/api/v1/admin/content/stories", bad); p.Fields["sentences.1.text"] == "" {
			t.Errorf("two sentences in one = %+v", p)
		}
		bad = bakery(0, "1")
		bad.Slug = "bakery"
		boss.want(400, "POST", "/api/v1/admin/content/stories", bad)
		bad = bakery(0, "1")
		bad.Sentences[0].Translations = map[string]string{"en": "x", "fr": "y"}
		boss.want(400, "POST", "/api/v1/admin/content/stories", bad)

		// Version 1: learners get it, with our translation on the cards.
		v1 := expect[contentVersion](boss, 201, "POST", "/api/v1/admin/content/stories", bakery(0, "1"))
		if v1.Version != 1 || v1.Action != "edited" || v1.AuthorEmail != "boss@example.com" || len(v1.Changes) == 0 {
			t.Errorf("v1 = %+v", v1)
		}
		if p := expect[problem](boss, 409, "POST", "/api/v1/admin/content/stories", bakery(0, "x")); p.Code != "conflict" {
			t.Errorf("stale save = %+v", p)
		}
		if got := quickTitle(t, ida, "coffee"); got != "La panadería 1" {
			t.Errorf("learner's coffee title = %q", got)
		}
		body := languages{TargetLanguage: "es", NativeLanguage: "en"}
		id := expect[quickLesson](ida, 201, "POST", "/api/v1/quick-stories/coffee/lessons", body).StoryID
		if ev := readEvents(t, ida, "/api/v1/stories/"+id+"/events"); ev[len(ev)-1].Data.Status != "completed" {
			t.Fatalf("lesson did not complete: %v", ev[len(ev)-1])
		}
		var backs []string
		for _, card := range expect[flashcards](ida, 200, "GET", "/api/v1/stories/"+id+"/flashcards", nil).Flashcards {
			if card.Kind == "sentence" {
				backs = append(backs, card.Back)
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
		if p := expect[problem](boss, 400, "POST", "/api/v1/admin/content/stories", bakery(1, "1")); p.Title != "Nothing Changed" {
			t.Errorf("unchanged save = %+v", p)
		}
		v2 := expect[contentVersion](boss, 201, "POST", "/api/v1/admin/content/stories", bakery(1, "2"))
		if want := []builtin.Change{{Field: "title"}, {Field: "titleTranslation", Language: "en"}, {Field: "translation", Language: "en", Sentence: 1}}; !slices.Equal(v2.Changes, want) {
			t.Errorf("v2 changes = %+v", v2.Changes)
		}
		if got := versionNumbers(t, boss); got != "2:edited,1:edited,0:original" {
			t.Errorf("history = %s", got)
		}
		boss.want(409, "POST", "/api/v1/admin/content/stories/es/coffee/restore", restoreBody{Version: 1, BaseVersion: 1})
		boss.want(404, "POST", "/api/v1/admin/content/stories/es/coffee/restore", restoreBody{Version: 9, BaseVersion: 2})
		v3 := expect[contentVersion](boss, 201, "POST", "/api/v1/admin/content/stories/es/coffee/restore", restoreBody{Version: 1, BaseVersion: 2})
		if v3.Version != 3 || v3.Action != "restored" || v3.RestoredFrom != 1 || v3.Title != "La panadería 1" {
			t.Errorf("v3 = %+v", v3)
		}
		if got := quickTitle(t, ida, "coffee"); got != "La panadería 1" {
			t.Errorf("after restore the learner sees %q", got)
		}
		if det := auditedBy(t, s, "content_story_restored", "", "boss@example.com"); det != nil && det["restoredFrom"] != float64(1) {
			t.Errorf("restore audit = %v", det)
		}

		// Retire: gone for learners and from the curated list; restore the original.
		boss.want(201, "POST", "/api/v1/admin/content/stories/es/coffee/retire", retireBody{BaseVersion: 3, Note: "Off for now"})
		auditedBy(t, s, "content_story_retired", "", "boss@example.com")
		if got := quickTitle(t, ida, "coffee"); got != "" {
			t.Errorf("retired coffee still listed: %q", got)
		}
		// A retired story is 'Story not available' (product §11): the pair is fine, the story is not there.
		if p := expect[problem](ida, 400, "POST", "/api/v1/quick-stories/coffee/lessons", body); p.Title != "Story not available" ||
			p.Detail != "Coffee story not available for language pair: spanish_english" {
			t.Errorf("open retired = %+v", p)
		}
		if err := s.App.Store.QueryRow(ctx, `SELECT COUNT(*) FROM story_sources src JOIN public_stories p ON p.story_id = src.story_id
			WHERE src.owner_id = ? AND src.source LIKE 'quick:coffee:es:%'`, builtin.LibraryUserID).Scan(&seeded); err != nil || seeded != 0 {
			t.Errorf("curated seeds of a retired story: %d %v", seeded, err)
		}
		boss.want(409, "POST", "/api/v1/admin/content/stories/es/coffee/retire", retireBody{BaseVersion: 4})
		boss.want(201, "POST", "/api/v1/admin/content/stories/es/coffee/restore", restoreBody{Version: 0, BaseVersion: 4})
		if got := quickTitle(t, ida, "coffee"); got != original {
			t.Errorf("after restoring the original the learner sees %q, want %q", got, original)
		}
		recent := expect[contentVersions](boss, 200, "GET", "/api/v1/admin/content/history?limit=2", nil).Stories
		if len(recent) != 2 || recent[0].Version != 5 || recent[1].Action != "retired" {
			t.Errorf("recent = %+v", recent)
		}
		if got := versionNumbers(t, boss); got != "5:restored,4:retired,3:restored,2:edited,1:edited,0:original" {
			t.Errorf("history = %s", got)
		}
	})
}
