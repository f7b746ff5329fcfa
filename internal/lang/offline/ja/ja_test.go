package ja

import (
	"context"
	"strings"
	"testing"

	"github.com/storyglot/storyglot/internal/lang"
)

func TestJapanese(t *testing.T) {
	j := New()
	ctx := context.Background()
	tests := []struct{ in, want string }{
		{"私は学生です。", "watashi wa gakusei desu."},
		{"東京へ行きました。", "tōkyō e ikimashita."},
		{"水を飲んで、寝た。", "mizu o nonde, neta."},
	}
	wantRomaji(t, j, tests)
	kana, err := j.Reading(ctx, lang.Japanese, "猫が好きです。")
	if err != nil {
		t.Fatal(err)
	}
	if kana != "ネコガスキデス。" {
		t.Errorf("Reading = %q", kana)
	}
	toks, _ := j.Words(ctx, lang.Japanese, "食べました")
	if len(toks) == 0 || toks[0].Lemma != "食べる" || toks[0].POS != "verb" {
		t.Errorf("tokens = %+v", toks)
	}
}

// TestPronounceAcrossTokens is the class "っ and long vowels across token
// boundaries, no raw ー": kagome cuts 行っ|て, 待っ|た, and long vowels may
// start a token; the romaji must still double the consonant and lengthen.
func TestPronounceAcrossTokens(t *testing.T) {
	j := New()
	ctx := context.Background()
	tests := []struct{ in, want string }{
		{"行って", "itte"},
		{"待ってください。", "matte kudasai."},
		{"彼は言った。", "kare wa itta."},
		{"買ってきた", "katte kita"},
		{"学校に行って、勉強した。", "gakkō ni itte, benkyō shita."},
		{"座った", "suwatta"},
		{"持っている", "motte iru"},
		{"ちょっと待って", "chotto matte"},
		{"本を読んだ。", "hon o yonda."},
		{"海で泳いだら", "umi de oyoidara"},
		{"雨が降るだろう。", "ame ga furu darou."},
	}
	wantRomaji(t, j, tests)
	// Property: no kana mark survives romanization, whatever the text.
	for _, in := range []string{"ラーメン、コーヒー、スーパー。", "えーと、ンー", "ゲームをしっ", "ーあ", "すごーい！", "ケーキを食べたーい"} {
		got, err := j.Pronounce(ctx, lang.Japanese, in)
		if err != nil {
			t.Fatal(err)
		}
		if strings.ContainsAny(got.Romanization, "ーッっ") {
			t.Errorf("Pronounce(%q) = %q keeps a kana mark", in, got.Romanization)
		}
	}
}

// wantRomaji checks the romanization of each sentence.
func wantRomaji(t *testing.T, j *Japanese, tests []struct{ in, want string }) {
	t.Helper()
	for _, tt := range tests {
		got, err := j.Pronounce(context.Background(), lang.Japanese, tt.in)
		if err != nil {
			t.Fatal(err)
		}
		if got.Romanization != tt.want {
			t.Errorf("Pronounce(%q) = %q, want %q", tt.in, got.Romanization, tt.want)
		}
	}
}
