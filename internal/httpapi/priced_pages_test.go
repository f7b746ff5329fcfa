package httpapi_test

import (
	"os"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/storyglot/storyglot/internal/app/apptest"
	"github.com/storyglot/storyglot/internal/config"
	"github.com/storyglot/storyglot/internal/domain"
)

// About's prerendered HTML states the default packs' prices (product §5,
// decision 0039): a server selling at those prices serves it; one with other
// prices renders the page in the browser from GET /meta instead, so no
// visitor reads a price this server does not charge.
func TestPricedPagesPrerenderedOnlyAtTheirPrices(t *testing.T) {
	ui := fstest.MapFS{
		"index.html":           {Data: []byte("<!doctype html><div id=root></div>")},
		"_pages/about.html":    {Data: []byte(`<!doctype html><h1>About Storyglot</h1><p>$0.99</p>`)},
		"_pages/de/about.html": {Data: []byte(`<!doctype html><h1>Über Storyglot</h1><p>0,99 $</p>`)},
		"_pages/contact.html":  {Data: []byte(`<!doctype html><h1>Contact</h1>`)},
	}
	for _, tc := range []struct {
		name       string
		smallCents int
		about      string
	}{
		{"default prices", domain.SmallCreditPackCents, "About Storyglot"},
		{"other prices", 199, "id=root"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := apptest.Start(t, "sqlite", apptest.Options{UI: ui, Configure: func(c *config.Config) { c.PackSmallCents = tc.smallCents }})
			for path, want := range map[string]string{"/about": tc.about, "/contact": "Contact"} {
				if r := do(t, "GET", s.URL+path, ""); r.Status != 200 || !strings.Contains(string(r.Body), want) {
					t.Errorf("%s = %d %q, want %q", path, r.Status, r.Body, want)
				}
			}
			if r := do(t, "GET", s.URL+"/about?lang=de", ""); tc.smallCents != domain.SmallCreditPackCents && strings.Contains(string(r.Body), "Über") {
				t.Errorf("the German About with the default prices was served at other prices")
			}
		})
	}
}

// The web's default packs (what the prerender states) are the Go ones.
func TestDefaultPacksAgree(t *testing.T) {
	src, err := os.ReadFile("../../web/src/lib/default-packs.ts")
	if err != nil {
		t.Fatal(err)
	}
	row := regexp.MustCompile(`\{ id: '(\w+)', credits: (\d+), priceCents: (\d+), currency: '(\w+)', bestValue: (true|false) \}`)
	var web []domain.CreditPack
	for _, m := range row.FindAllStringSubmatch(string(src), -1) {
		credits, _ := strconv.Atoi(m[2])
		cents, _ := strconv.Atoi(m[3])
		web = append(web, domain.CreditPack{ID: m[1], Credits: credits, PriceCents: cents, Currency: m[4], BestValue: m[5] == "true"})
	}
	want := domain.DefaultPacks()
	if len(web) != len(want) {
		t.Fatalf("web/src/lib/default-packs.ts has %d packs %+v, Go %d", len(web), web, len(want))
	}
	for i := range want {
		if web[i] != want[i] {
			t.Errorf("pack %d: web %+v, Go %+v", i, web[i], want[i])
		}
	}
}
