package ja

import (
	"unicode"

	"github.com/ikawaha/kagome-dict/dict"
)

// kanjiNoun is a common noun written with kanji and its cost in the IPA
// dictionary (lower is likelier).
type kanjiNoun struct {
	base  string
	cost  int16
	kanji int // how many kanji it is written with
}

// kanjiNouns maps a pronunciation (katakana) to the likeliest common nouns
// written with kanji that are pronounced so (kanjiKept, likeliest first);
// "\x00" + a word written in
// kana that the dictionary has as a dependent noun, pronoun or suffix (せい
// in のせいで "because of", こと, ため), which is no kanji noun.
type kanjiNouns map[string][]kanjiNoun

// kanjiKept is how many nouns are kept for a pronunciation: the likeliest
// may be an old spelling JMdict does not list (龜 for 亀 "turtle").
const kanjiKept = 3

// notKanji are the kinds of noun written in kana that stand for no noun
// written with kanji: dependent nouns (せい, こと, はず), pronouns, suffixes.
var notKanji = map[string]bool{"非自立": true, "代名詞": true, "接尾": true, "特殊": true}

// commonNoun are the kinds of common noun (名詞) kept: plain nouns and
// nouns of time that are also adverbs (昨日). Not the stems of
// na-adjectives: one written in kana (きれい, しずか) is found as it is.
var commonNoun = map[string]bool{"一般": true, "副詞可能": true}

// add keeps row when it is a common noun (commonNoun) written with kanji and
// likelier than the noun kept for its pronunciation: written with fewer
// kanji, or as many at a lower cost. A word a text writes in hiragana is
// most often a native word, written with one kanji (いし is 石 "stone"
// before 医師 "doctor", a Sino-Japanese compound that is written in
// kanji).
func (k kanjiNouns) add(d *dict.Dict, row int, base, pron string) {
	if row >= len(d.Morphs) || row >= len(d.POSTable.POSs) || pron == "" || pron == "*" {
		return
	}
	pos := d.POSTable.POSs[row]
	if len(pos) < 2 || int(pos[0]) >= len(d.POSTable.NameList) || int(pos[1]) >= len(d.POSTable.NameList) ||
		d.POSTable.NameList[pos[0]] != "名詞" {
		return
	}
	if kind := d.POSTable.NameList[pos[1]]; !commonNoun[kind] {
		if notKanji[kind] && !hasKanji(base) {
			k["\x00"+base] = nil
		}
		return
	}
	if !hasKanji(base) {
		return
	}
	n := kanjiNoun{base, d.Morphs[row].Weight, countKanji(base)}
	list := k[pron]
	i := 0
	for i < len(list) && (list[i].kanji < n.kanji || list[i].kanji == n.kanji && list[i].cost <= n.cost) {
		if list[i].base == n.base {
			return
		}
		i++
	}
	if i >= kanjiKept {
		return
	}
	list = append(list[:i], append([]kanjiNoun{n}, list[i:]...)...)
	if len(list) > kanjiKept {
		list = list[:kanjiKept]
	}
	k[pron] = list
}

func hasKanji(s string) bool { return countKanji(s) > 0 }

func countKanji(s string) int {
	n := 0
	for _, r := range s {
		if unicode.Is(unicode.Han, r) {
			n++
		}
	}
	return n
}

// CommonKanji returns the common nouns written with kanji that the IPA
// dictionary finds likeliest for a word written in kana and its
// pronunciation (katakana, as Words gives it), likeliest first: 傘 for
// かさ, 雨 for あめ, 石 for いし; none when it has none or has the word as a
// dependent noun, pronoun or suffix (せい, こと). A noun written in
// hiragana (a children's story writes かさ, あめ) is most often such a
// noun, where a dictionary of kana headwords lists the homographs in no
// order of use (かさ "cone", あめ "sky").
func (j *Japanese) CommonKanji(kana, pron string) []string {
	if j.load() != nil || j.contents == nil {
		return nil
	}
	if _, dep := j.contents.kanji["\x00"+kana]; dep {
		return nil
	}
	var out []string
	for _, n := range j.contents.kanji[pron] {
		out = append(out, n.base)
	}
	return out
}
