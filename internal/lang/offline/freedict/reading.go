package freedict

import (
	"context"
	"fmt"
	"sort"
	"strings"
	"unicode"

	"github.com/storyglot/storyglot/internal/lang"
)

// LookupReading is Lookup for a Japanese headword read as reading (the
// analyser's katakana pronunciation, キョー, アサ): only the entries that
// list that reading, so 朝 read アサ is "morning" and read チョー
// "dynasty". With no reading, or none that matches, it is Lookup.
func (l *Library) LookupReading(ctx context.Context, from, to lang.Code, headword, reading string, max int) ([]string, error) {
	want := normKana(reading)
	if want == "" {
		return l.Lookup(ctx, from, to, headword, max)
	}
	d, release, err := l.open(from, to)
	defer release()
	if err != nil {
		return nil, err
	}
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	refs := d.index.find(foldKey(headword))
	entries := make([]string, 0, len(refs))
	matched := false
	for _, r := range refs {
		raw, err := d.dz.read(int64(r.off), int64(r.len))
		if err != nil {
			return nil, fmt.Errorf("freedict %s: %s: %w", d.name, headword, err)
		}
		entries = append(entries, string(raw))
		matched = matched || readsAs(string(raw), want)
	}
	if !matched {
		return l.Lookup(ctx, from, to, headword, max)
	}
	// As Lookup, with only the entries of that reading.
	kept := entries[:0]
	for _, e := range entries {
		if readsAs(e, want) {
			kept = append(kept, e)
		}
	}
	entries = kept
	sort.SliceStable(entries, func(i, j int) bool {
		if hi, hj := leadsWith(entries[i], headword), leadsWith(entries[j], headword); hi != hj {
			return hi
		}
		return len(entries[i]) > len(entries[j])
	})
	var senses []string
	for _, raw := range entries {
		for _, s := range l.entrySenses(raw, from, to) {
			if !containsFold(senses, s) {
				senses = append(senses, s)
			}
		}
		if max > 0 && len(senses) >= max {
			return senses[:max], nil
		}
	}
	return senses, nil
}

// readsAs reports whether an entry's first line (JMdict's written forms
// and readings) has a kana reading equal to want (normalised).
func readsAs(entry, want string) bool {
	first, _, _ := strings.Cut(entry, "\n")
	for _, f := range strings.FieldsFunc(first, func(r rune) bool { return !isKana(r) }) {
		if normKana(f) == want {
			return true
		}
	}
	return false
}

func isKana(r rune) bool {
	return unicode.In(r, unicode.Hiragana, unicode.Katakana) || r == 'ー'
}

// kanaVowel is the vowel that ends a hiragana syllable.
var kanaVowel = func() map[rune]byte {
	m := map[rune]byte{}
	for v, row := range map[byte]string{
		'a': "あかさたなはまやらわがざだばぱゃぁ",
		'i': "いきしちにひみりぎじぢびぴぃ",
		'u': "うくすつぬふむゆるぐずづぶぷゅぅ",
		'e': "えけせてねへめれげぜでべぺぇ",
		'o': "おこそとのほもよろをごぞどぼぽょぉ",
	} {
		for _, r := range row {
			m[r] = v
		}
	}
	return m
}()

// lengthens: the kana that, after a syllable ending in the vowel, spell
// it long (とう, せい, おお, ああ): written ー in the analyser's pronunciation.
var lengthens = map[byte]string{'a': "あ", 'i': "い", 'u': "う", 'e': "いえ", 'o': "うお"}

// normKana writes a reading in hiragana with long vowels as ー, so that
// the dictionary's きょう and the analyser's キョー compare equal; "" when
// it has anything but kana.
func normKana(s string) string {
	var out []rune
	for _, r := range s {
		switch {
		case r >= 'ァ' && r <= 'ヶ':
			r -= 'ァ' - 'ぁ'
		case r == 'ー' || unicode.Is(unicode.Hiragana, r):
		default:
			return ""
		}
		if n := len(out); n > 0 {
			if v, ok := kanaVowel[out[n-1]]; ok && strings.ContainsRune(lengthens[v], r) {
				r = 'ー'
			}
		}
		out = append(out, r)
	}
	return string(out)
}
