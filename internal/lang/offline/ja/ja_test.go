package ja

import (
	"context"
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
	for _, tt := range tests {
		got, err := j.Pronounce(ctx, lang.Japanese, tt.in)
		if err != nil {
			t.Fatal(err)
		}
		if got.Romanization != tt.want {
			t.Errorf("Pronounce(%q) = %q, want %q", tt.in, got.Romanization, tt.want)
		}
	}
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
