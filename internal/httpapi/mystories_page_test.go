package httpapi_test

import (
	"net/url"
	"strings"
	"testing"

	"github.com/storyglot/storyglot/internal/app/apptest"
)

// My Stories comes a page at a time (product §10): the cursor of one page
// opens the next, the first names the pairs for the filter, each page says
// what its lessons have due, and a cursor this server did not give is a
// clear 400.
func TestMyStoriesPagesOverHTTP(t *testing.T) {
	apptest.ForEachDialect(t, apptest.Options{}, func(t *testing.T, s *apptest.Server) {
		b := signedIn(t, s, "paula@example.com")
		first, _ := madeLesson(t, b, "Ana vive en Sevilla. Tiene un gato negro.")
		second, _ := madeLesson(t, b, "El tren sale a las ocho. Llegamos tarde.")
		third, _ := madeLesson(t, b, "Mi abuela cocina muy bien. Hoy hace sopa.")

		p1 := expect[storyList](b, 200, "GET", "/api/v1/stories?limit=2&tzOffset=60", nil)
		if len(p1.Stories) != 2 || p1.Stories[0].ID != third || p1.Stories[1].ID != second || p1.Next == "" {
			t.Fatalf("first page: %+v", p1)
		}
		if len(p1.Pairs) != 1 || p1.Pairs[0].Pair != "spanish_english" || p1.Pairs[0].Target != "es" || p1.Total == nil || *p1.Total != 3 {
			t.Fatalf("pairs: %v, total %v", p1.Pairs, p1.Total)
		}
		if len(p1.Due) != 2 || p1.Due[0].StoryID != third || p1.Due[0].New == 0 {
			t.Fatalf("due of the first page: %+v", p1.Due)
		}
		p2 := expect[storyList](b, 200, "GET", "/api/v1/stories?limit=2&after="+url.QueryEscape(p1.Next), nil)
		if len(p2.Stories) != 1 || p2.Stories[0].ID != first || p2.Next != "" || len(p2.Pairs) != 0 || p2.Total != nil {
			t.Fatalf("second page: %+v", p2)
		}
		// The title in capitals finds that lesson alone.
		found := expect[storyList](b, 200, "GET", "/api/v1/stories?q="+url.QueryEscape(strings.ToUpper(p1.Stories[1].Title)), nil)
		if len(found.Stories) != 1 || found.Stories[0].ID != second {
			t.Fatalf("search for %q: %+v", p1.Stories[1].Title, found.Stories)
		}
		if other := expect[storyList](b, 200, "GET", "/api/v1/stories?pair=german_english", nil); len(other.Stories) != 0 {
			t.Fatalf("german: %+v", other.Stories)
		}
		wantProblem(t, b, 400, "invalid", "GET", "/api/v1/stories?after=not-a-cursor", nil)
		wantProblem(t, b, 422, "invalid", "GET", "/api/v1/stories?limit=101", nil)
	})
}
