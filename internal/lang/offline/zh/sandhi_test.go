package zh

import "testing"

// TestToneSandhi is the class "the pinyin carries the tones as spoken":
// third tone before third within a word or after a one-syllable word, 一
// and 不 before fourth and other tones, and the cases where they keep their
// tone (counting, ordinals, dates, last in a word) or turn neutral (A不A).
func TestToneSandhi(t *testing.T) {
	if testing.Short() {
		t.Skip("loads the gse dictionary (≈2 s)")
	}
	c := New()
	wantPinyin(t, c, []struct{ in, want string }{
		{"你好", "níhǎo"},
		{"很好", "hén hǎo"},
		{"展览馆", "zhánlánguǎn"},
		{"我想买水果。", "wó xiángmǎi shuíguǒ."},
		{"他不是老师。", "tā búshì lǎoshī."},
		{"不去", "bú qù"},
		{"不好", "bùhǎo"},
		{"是不是", "shìbushì"},
		{"你想不想去？", "ní xiǎng buxiǎng qù?"},
		{"一个", "yígè"},
		{"一天", "yìtiān"},
		{"一起", "yìqǐ"},
		{"一百", "yìbǎi"},
		{"一万", "yíwàn"},
		{"看一看", "kànyikàn"},
		{"第一", "dìyī"},
		{"十一", "shíyī"},
		{"统一", "tǒngyī"},
		{"一月一日", "yīyuè yīrì"},
		{"我想要一点儿水。", "wó xiǎngyào yìdiǎnr shuǐ."},
		{"你去哪儿？", "nǐ qù nǎr?"},
		{"你，好", "nǐ, hǎo"},
	})
}

// TestSyllables: a word's numbered pinyin is cut into syllables paired with
// its characters, a final erhua 儿 sharing the syllable before it.
func TestSyllables(t *testing.T) {
	got := syllables("一点儿", "yi1dianr3")
	if len(got) != 2 || got[0].han != '一' || got[1].han != '点' || got[1].text != "dianr" || got[1].tone != '3' {
		t.Errorf("syllables(一点儿) = %+v", got)
	}
	got = syllables("T恤", "Txu4")
	if len(got) != 1 || got[0].han != '恤' || got[0].text != "Txu" {
		t.Errorf("syllables(T恤) = %+v", got)
	}
}
