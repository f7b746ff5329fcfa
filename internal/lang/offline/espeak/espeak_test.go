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

// TestCleanIPA is the class "espeak language-switch marks and clitic joins
// never reach a card".
func TestCleanIPA(t *testing.T) {
	tests := []struct{ in, want string }{
		{"ʒˈɛm lə- (en)fˈʊtbɔːl(fr) e lə- (en)wiːkˈɛnd(fr)\n", "ʒˈɛm lə fˈʊtbɔːl e lə wiːkˈɛnd"},
		{"ɪç lˈiːbə (en)hˈæpi(de) ˈɛndə\n", "ɪç lˈiːbə hˈæpi ˈɛndə"},
		{"  (en-us)kˈɒmpjuːtɐ(ru)  \n", "kˈɒmpjuːtɐ"},
		{"(pt-br)ˈola(es)", "ˈola"},
		{"mrħbˈaː\n bˈak", "mrħbˈaː bˈak"},
	}
	for _, tt := range tests {
		if got := cleanIPA(tt.in); got != tt.want {
			t.Errorf("cleanIPA(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

// TestPronounceApproximate: IPA of unvowelled Arabic is labelled approximate,
// vowelled Arabic and other languages are not; real espeak output carries no
// language-switch mark.
func TestPronounceApproximate(t *testing.T) {
	needBinaries(t, "espeak-ng")
	e := New(Config{})
	ctx := context.Background()
	for _, tt := range []struct {
		l      lang.Code
		text   string
		approx bool
	}{
		{lang.Arabic, "مرحبا بك في البيت", true},
		{lang.Arabic, "ذهبت إلى السوق", true},
		{lang.Arabic, "ذَهَبْتُ إِلَى السُّوقِ", false},
		{lang.French, "J'aime le football et le weekend.", false},
		{lang.German, "Ich liebe das Happy End und den Computer.", false},
		{lang.Spanish, "Vi un show en el shopping.", false},
	} {
		p, err := e.Pronounce(ctx, tt.l, tt.text)
		if err != nil {
			t.Fatal(err)
		}
		if p.Approximate != tt.approx {
			t.Errorf("%s %q: approximate = %v, want %v", tt.l, tt.text, p.Approximate, tt.approx)
		}
		if switchMark.MatchString(p.IPA) || strings.Contains(p.IPA, "- ") {
			t.Errorf("%s %q: IPA %q keeps espeak marks", tt.l, tt.text, p.IPA)
		}
		if tt.approx && !strings.HasPrefix(p.Display(), "≈ /") {
			t.Errorf("%s: Display() = %q, want the approximate label", tt.l, p.Display())
		}
	}
}

// TestUnvowelled is the class "the IPA of Arabic is approximate exactly
// when a word lacks its harakat": bare text, text vowelled here and there,
// text with shadda alone; fully vowelled text and other languages are not.
func TestUnvowelled(t *testing.T) {
	for _, tt := range []struct {
		l    lang.Code
		text string
		want bool
	}{
		{lang.Arabic, "كتب الولد الدرس", true},
		{lang.Arabic, "كَتَبَ الوَلَدُ الدرس", true},         // last word bare
		{lang.Arabic, "محمّد", true},                         // shadda is no vowel
		{lang.Arabic, "كَتَبَ الوَلَدُ الدَّرْسَ.", false},   // every word vowelled
		{lang.Arabic, "ذَهَبَ إِلَى المَدْرَسَةِ، و", false}, // a one-letter word needs none
		{lang.Arabic, "هٰذَا كِتَابٌ", false},                // dagger alif and tanwin
		{lang.Arabic, "123 !", false},
		{lang.French, "Il écrit", false},
	} {
		if got := unvowelled(tt.l, tt.text); got != tt.want {
			t.Errorf("unvowelled(%s, %q) = %v, want %v", tt.l, tt.text, got, tt.want)
		}
	}
}
