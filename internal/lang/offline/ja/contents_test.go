package ja

import (
	"context"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/ikawaha/kagome-dict/dict"
	"github.com/ikawaha/kagome-dict/ipa"
	"github.com/ikawaha/kagome/v2/tokenizer"

	"github.com/storyglot/storyglot/internal/lang"
)

// TestContentsMatchKagome: for every word of the IPA dictionary, the
// compact table gives the dictionary form and pronunciation that kagome's
// full dictionary gives, and the provider's tokens of the corpus stories
// are those it made on the full dictionary.
func TestContentsMatchKagome(t *testing.T) {
	if testing.Short() {
		t.Skip("loads the IPA dictionary twice (≈ 300 MB)")
	}
	d, c, err := loadIPA()
	if err != nil {
		t.Fatal(err)
	}
	full := ipa.Dict()
	if len(full.Contents) < len(d.Morphs) || len(c.starts) != len(d.Morphs)+1 {
		t.Fatalf("rows: full %d, compact %d, morphs %d", len(full.Contents), len(c.starts)-1, len(d.Morphs))
	}
	feature := func(id int, key string) string {
		i := int(full.ContentsMeta[key]) - len(full.POSTable.POSs[id])
		if row := full.Contents[id]; i >= 0 && i < len(row) {
			return row[i]
		}
		return ""
	}
	for id := range d.Morphs {
		row := c.text[c.starts[id]:c.starts[id+1]]
		base, pron, _ := strings.Cut(row, "\a")
		if wb, wp := feature(id, dict.BaseFormIndex), feature(id, dict.PronunciationIndex); base != wb || pron != wp {
			t.Fatalf("word %d: %q %q, kagome %q %q", id, base, pron, wb, wp)
		}
	}

	// The provider on the compact table against the same code on kagome's
	// full dictionary (BaseForm, Pronunciation).
	tok, err := tokenizer.New(full, tokenizer.OmitBosEos())
	if err != nil {
		t.Fatal(err)
	}
	j := New()
	files, _ := filepath.Glob("../../../lang/testdata/corpus/ja/*.txt")
	if len(files) == 0 {
		t.Fatal("no Japanese corpus stories")
	}
	texts := []string{"東京へ行って、ゾルタニカさんに会いました。", "ＡＢＣとabc、１２３。", "ミケランジェロの「ダビデ像」を見た！"}
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		texts = append(texts, string(b))
	}
	for _, text := range texts {
		got, err := j.Words(context.Background(), lang.Japanese, text)
		if err != nil {
			t.Fatal(err)
		}
		var want, gotW []lang.Token
		for _, k := range tok.Tokenize(text) {
			if pos := k.POS(); !isWordText(k.Surface) || len(pos) > 0 && pos[0] == "記号" {
				continue
			}
			base, okB := k.BaseForm()
			pr, okP := k.Pronunciation()
			want = append(want, lang.Token{Text: k.Surface, Lemma: pick(okB && base != "*", base), Reading: pick(okP && pr != "*", pr)})
		}
		for _, k := range got {
			if k.Word {
				gotW = append(gotW, lang.Token{Text: k.Text, Lemma: k.Lemma, Reading: k.Reading})
			}
		}
		if !reflect.DeepEqual(gotW, want) {
			t.Errorf("%q:\n got %v\nwant %v", text, gotW, want)
		}
	}
}

func pick(ok bool, s string) string {
	if ok {
		return s
	}
	return ""
}

// A pronunciation's likeliest common noun written with kanji, a native
// word of one kanji before a compound (石 before 医師); none for a
// dependent noun (せい in のせいで).
func TestCommonKanji(t *testing.T) {
	j := New()
	for kana, want := range map[string]string{"かさ": "傘", "あめ": "雨", "ふた": "蓋", "いし": "石", "くも": "雲", "きのう": "昨日", "せい": "", "こと": "", "ぬぬぬ": ""} {
		pron := strings.Map(func(r rune) rune { return r + 0x60 }, kana)
		switch kana {
		case "きのう":
			pron = "キノー"
		}
		got := ""
		if ks := j.CommonKanji(kana, pron); len(ks) > 0 {
			got = ks[0]
		}
		if got != want {
			t.Errorf("CommonKanji(%s, %s) = %q, want %q", kana, pron, got, want)
		}
	}
}
