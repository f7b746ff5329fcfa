package espeak

import (
	"context"
	"errors"
	"os"
	"os/exec"
	"strings"
	"testing"

	"github.com/storyglot/storyglot/internal/lang"
)

// needBinaries fails in CI and skips elsewhere when a binary is missing.
func needBinaries(t *testing.T, names ...string) {
	t.Helper()
	for _, n := range names {
		if _, err := exec.LookPath(n); err != nil {
			if os.Getenv("CI") == "true" {
				t.Fatalf("%s is not installed (run scripts/setup)", n)
			}
			t.Skipf("%s is not installed (run scripts/setup)", n)
		}
	}
}

func TestPronounce(t *testing.T) {
	needBinaries(t, "espeak-ng")
	e := New(Config{})
	ctx := context.Background()
	p, err := e.Pronounce(ctx, lang.Spanish, "-Hola, me llamo María.")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(p.IPA, "ˈola") || !strings.Contains(p.IPA, "maɾˈia") {
		t.Errorf("IPA = %q", p.IPA)
	}
	p, err = e.Pronounce(ctx, lang.Russian, "Каждое утро")
	if err != nil {
		t.Fatal(err)
	}
	if p.Romanization != "Kazhdoye utro" || p.IPA == "" {
		t.Errorf("ru = %+v", p)
	}
	if _, err := e.Pronounce(ctx, lang.Chinese, "你好"); !errors.Is(err, lang.ErrUnsupported) {
		t.Errorf("zh IPA: %v, want ErrUnsupported", err)
	}
}

func TestSynthesize(t *testing.T) {
	needBinaries(t, "espeak-ng", "lame")
	e := New(Config{})
	sp, err := e.Synthesize(context.Background(), lang.French, "Bonjour, je m'appelle Paul.")
	if err != nil {
		t.Fatal(err)
	}
	if sp.ContentType != "audio/mpeg" || len(sp.Data) < 1000 {
		t.Errorf("speech: %s, %d bytes", sp.ContentType, len(sp.Data))
	}
	if _, err := e.Synthesize(context.Background(), lang.Japanese, "猫"); !errors.Is(err, lang.ErrUnsupported) {
		t.Errorf("ja without reader: %v, want ErrUnsupported", err)
	}
}
