package gloss

import (
	"context"
	"os"
	"os/exec"
	"testing"

	"github.com/storyglot/storyglot/internal/lang"
	"github.com/storyglot/storyglot/internal/lang/offline/apertium"
	"github.com/storyglot/storyglot/internal/lang/offline/freedict"
	"github.com/storyglot/storyglot/internal/lang/offline/hunspell"
)

// notInstalled stops a test whose dictionary or tool is missing: a failure
// in CI (scripts/setup installs everything there), a skip on a machine that
// has not run it.
func notInstalled(t *testing.T, what string) {
	t.Helper()
	if os.Getenv("CI") == "true" {
		t.Fatal(what + " is not installed (scripts/setup installs it)")
	}
	t.Skip(what + " is not installed (run scripts/setup)")
}

func newGlosser(t *testing.T) *Glosser {
	t.Helper()
	if _, err := exec.LookPath("apertium"); err != nil {
		notInstalled(t, "apertium")
	}
	g := &Glosser{Apertium: apertium.New(apertium.Config{}), FreeDict: freedict.NewLibrary(""), Hunspell: hunspell.New("")}
	t.Cleanup(func() { g.Apertium.Close(); g.FreeDict.Close() })
	return g
}

// newGermanGlosser is newGlosser with German's hunspell and deu-eng.
func newGermanGlosser(t *testing.T) *Glosser {
	t.Helper()
	g := newGlosser(t)
	if !g.Hunspell.CanStem(lang.German) || !g.FreeDict.Has(lang.German, lang.English) {
		notInstalled(t, "German hunspell or dict-freedict-deu-eng")
	}
	return g
}

func TestExplainSpanish(t *testing.T) {
	g := newGlosser(t)
	hints, err := g.Explain(context.Background(), lang.Pair{Target: lang.Spanish, Native: lang.English}, "Comimos pan en la casa.")
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]lang.Hint{
		"Comimos": {Word: "Comimos", Lemma: "comer", POS: "verb", Gloss: "eat", Source: "apertium:spa-eng", Note: "comimos — comer: past (preterite), we"},
		"pan":     {Word: "pan", Lemma: "pan", POS: "noun", Gloss: "bread", Source: "apertium:spa-eng"},
		"casa":    {Word: "casa", Lemma: "casa", POS: "noun", Gloss: "house", Source: "apertium:spa-eng"},
	}
	got := map[string]lang.Hint{}
	for _, h := range hints {
		got[h.Word] = h
	}
	for w, h := range want {
		if got[w] != h {
			t.Errorf("hint %q = %+v, want %+v", w, got[w], h)
		}
	}
}

func TestGlossFreeDict(t *testing.T) {
	g := newGlosser(t)
	ctx := context.Background()
	for _, tt := range []struct {
		pair     lang.Pair
		sentence string
		word     string
	}{
		{lang.Pair{Target: lang.Spanish, Native: lang.German}, "El perro come.", "perro"},
		{lang.Pair{Target: lang.German, Native: lang.English}, "Der Hund schläft im Haus.", "Hund"},
		{lang.Pair{Target: lang.Arabic, Native: lang.English}, "الكتاب جديد", "الكتاب"},
	} {
		if !g.Supports(lang.CapGloss, tt.pair) {
			t.Errorf("%s: not supported", tt.pair)
			continue
		}
		gl, err := g.Gloss(ctx, tt.pair, tt.sentence)
		if err != nil {
			t.Fatal(err)
		}
		found := false
		for _, x := range gl {
			if x.Word == tt.word && len(x.Senses) > 0 {
				found = true
			}
		}
		if !found {
			t.Errorf("%s: no senses for %q in %+v", tt.pair, tt.word, gl)
		}
	}
}

func TestVerbNote(t *testing.T) {
	for _, tt := range []struct {
		native lang.Code
		want   string
	}{
		{lang.English, "comimos — comer: past (preterite), we"},
		{lang.French, "comimos — comer: passé simple, nous"},
		{lang.Korean, "comimos — comer: past (preterite), we"},
	} {
		if got := VerbNote(tt.native, "Comimos", "comer", []string{"vblex", "ifi", "p1", "pl"}); got != tt.want {
			t.Errorf("VerbNote(%s) = %q, want %q", tt.native, got, tt.want)
		}
	}
}

func TestGermanStrongVerbs(t *testing.T) {
	g := newGlosser(t)
	p := lang.Pair{Target: lang.German, Native: lang.English}
	if !g.Supports(lang.CapExplain, p) {
		if os.Getenv("CI") == "true" {
			t.Fatal("no German dictionary (dict-freedict-deu-eng), which CI installs through scripts/setup")
		}
		t.Skip("no German dictionary (apt-get install dict-freedict-deu-eng)")
	}
	hints, err := g.Explain(context.Background(), p, "Er lief nach Hause und nimmt den Bus. Sie sprachen leise.")
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]struct{ lemma, note string }{
		"lief":     {"laufen", "lief — laufen: past"},
		"nimmt":    {"nehmen", "nimmt — nehmen: present"},
		"sprachen": {"sprechen", "sprachen — sprechen: past"},
	}
	got := map[string]lang.Hint{}
	for _, h := range hints {
		got[h.Word] = h
	}
	for w, x := range want {
		h := got[w]
		if h.Lemma != x.lemma || h.POS != "verb" || h.Note != x.note || h.Gloss == "" {
			t.Errorf("%s: %+v, want lemma %s, note %q and a gloss", w, h, x.lemma, x.note)
		}
	}
}

// TestGermanClosedClassesStable: a word listed in two closed classes gets
// the first listed one, in every run (map order must not decide).
func TestGermanClosedClassesStable(t *testing.T) {
	for _, w := range []string{"ihr", "sie", "sein"} {
		if deClosed[w] == "" {
			t.Errorf("deClosed[%q] is empty", w)
		}
	}
	if deClosed["ihr"] != "det" {
		t.Errorf("deClosed[ihr] = %q, want det (listed first)", deClosed["ihr"])
	}
}
