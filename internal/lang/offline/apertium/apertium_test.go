package apertium

import (
	"context"
	"errors"
	"os"
	"os/exec"
	"strings"
	"testing"
	"time"

	"github.com/storyglot/storyglot/internal/lang"
)

func newApertium(t *testing.T) *Apertium {
	t.Helper()
	if _, err := exec.LookPath("apertium-wblank-mode"); err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatal("apertium is not installed (run scripts/setup)")
		}
		t.Skip("apertium is not installed (run scripts/setup)")
	}
	a := New(Config{})
	t.Cleanup(func() {
		if err := a.Close(); err != nil {
			t.Error(err)
		}
	})
	return a
}

func TestTranslate(t *testing.T) {
	a := newApertium(t)
	ctx := context.Background()
	for _, tt := range []struct {
		pair lang.Pair
		in   []string
		want []string // substrings, lower case
	}{
		{lang.Pair{Target: lang.Spanish, Native: lang.English}, []string{"Tengo un perro.", "El perro [es] grande / pequeño."}, []string{"dog", "big"}},
		{lang.Pair{Target: lang.English, Native: lang.Spanish}, []string{"The cat sleeps."}, []string{"gato"}},
		{lang.Pair{Target: lang.Spanish, Native: lang.Portuguese}, []string{"La casa es bonita."}, []string{"casa"}},
		{lang.Pair{Target: lang.Italian, Native: lang.Spanish}, []string{"Il gatto dorme."}, []string{"gato"}},
		{lang.Pair{Target: lang.French, Native: lang.Spanish}, []string{"Le chat dort."}, []string{"gato"}},
	} {
		if !a.Supports(lang.CapTranslate, tt.pair) {
			if os.Getenv("CI") == "true" {
				t.Fatalf("%s not installed", tt.pair)
			}
			t.Logf("skip %s: mode not installed", tt.pair)
			continue
		}
		got, err := a.Translate(ctx, tt.pair, tt.in)
		if err != nil {
			t.Fatal(err)
		}
		var all []string
		for _, g := range got {
			if !g.MachineDraft || g.Text == "" {
				t.Errorf("%s: %+v", tt.pair, g)
			}
			all = append(all, strings.ToLower(g.Text))
		}
		for _, w := range tt.want {
			if !strings.Contains(strings.Join(all, " "), w) {
				t.Errorf("%s: %q lacks %q", tt.pair, all, w)
			}
		}
	}
	if _, err := a.Translate(ctx, lang.Pair{Target: lang.German, Native: lang.English}, []string{"Hallo"}); !errors.Is(err, lang.ErrUnsupported) {
		t.Errorf("de→en: %v, want ErrUnsupported", err)
	}
}

func TestAnalyseAndBidix(t *testing.T) {
	a := newApertium(t)
	ctx := context.Background()
	units, err := a.Analyse(ctx, lang.Spanish, "Comimos pan del horno.")
	if err != nil {
		t.Fatal(err)
	}
	if len(units) < 4 || units[0].Surface != "Comimos" || units[0].Parts[0].Lemma != "Comer" || strings.Join(units[0].Parts[0].Tags, ",") != "vblex,ifi,p1,pl" {
		t.Fatalf("units = %+v", units)
	}
	if len(units[2].Parts) != 2 {
		t.Errorf("del = %+v", units[2])
	}
	tr, err := a.Bidix(ctx, lang.Pair{Target: lang.Spanish, Native: lang.English}, []Part{{Lemma: "comer", Tags: []string{"vblex", "ifi", "p1", "pl"}}, {Lemma: "pan", Tags: []string{"n", "m", "sg"}}})
	if err != nil {
		t.Fatal(err)
	}
	if len(tr) != 2 || len(tr[0]) == 0 || tr[0][0] != "eat" || tr[1][0] != "bread" {
		t.Errorf("bidix = %q", tr)
	}
}

func TestCancelRestarts(t *testing.T) {
	a := newApertium(t)
	p := lang.Pair{Target: lang.Spanish, Native: lang.English}
	ctx, cancel := context.WithTimeout(context.Background(), time.Nanosecond)
	defer cancel()
	<-ctx.Done()
	if _, err := a.Translate(ctx, p, []string{"Hola."}); err == nil {
		t.Fatal("want context error")
	}
	got, err := a.Translate(context.Background(), p, []string{"Hola."})
	if err != nil || got[0].Text == "" {
		t.Fatalf("after cancel: %v %+v", err, got)
	}
}
