package ja

import (
	"archive/zip"
	"bufio"
	"embed"
	"fmt"
	"io"
	"strings"
	"unicode"
	_ "unsafe" // go:linkname to the IPA dictionary's embedded archive

	"github.com/ikawaha/kagome-dict/dict"
	_ "github.com/ikawaha/kagome-dict/ipa" // the archive below lives in it
	"github.com/ikawaha/kagome/v2/tokenizer"
)

// ipaArchive is the zipped IPA dictionary kagome-dict/ipa embeds (ipa.dict).
//
//go:linkname ipaArchive github.com/ikawaha/kagome-dict/ipa.dictsrc
var ipaArchive embed.FS

// contents holds, per dictionary word, the two features this provider
// reads — the dictionary form and the pronunciation — in one string.
// kagome keeps every word's nine features as a slice of strings (≈ 70 MB
// for IPADIC's 392k words); this keeps two in ≈ 8 MB, so the Japanese
// dictionary costs about half as much memory (decision 0026: ≤ 400 MB with the
// CJK dictionaries). The tokenizer runs on the same dictionary without its
// contents (kagome's "shrink" loading), so segmentation is unchanged.
type contents struct {
	text   string   // base \a pronunciation, row after row
	starts []uint32 // text[starts[i]:starts[i+1]] is row i
	// kanji maps the pronunciation of a common noun written with kanji to
	// the likeliest such nouns (CommonKanji).
	kanji kanjiNouns
}

// loadIPA loads the IPA dictionary without its contents and the two
// features from them.
func loadIPA() (*dict.Dict, *contents, error) {
	f, err := ipaArchive.Open("ipa.dict")
	if err != nil {
		return nil, nil, err
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		return nil, nil, err
	}
	ra, ok := f.(io.ReaderAt)
	if !ok {
		return nil, nil, fmt.Errorf("embedded ipa.dict cannot be read at offsets")
	}
	zr, err := zip.NewReader(ra, st.Size())
	if err != nil {
		return nil, nil, err
	}
	d, err := dict.Load(zr, false)
	if err != nil {
		return nil, nil, err
	}
	base, okB := d.ContentsMeta[dict.BaseFormIndex]
	pron, okP := d.ContentsMeta[dict.PronunciationIndex]
	if !okB || !okP {
		return nil, nil, fmt.Errorf("IPA dictionary has no base form or pronunciation feature")
	}
	for _, zf := range zr.File {
		if zf.Name != dict.ContentDictFileName {
			continue
		}
		rc, err := zf.Open()
		if err != nil {
			return nil, nil, err
		}
		defer rc.Close()
		c, err := readContents(rc, d, int(base), int(pron))
		return d, c, err
	}
	return nil, nil, fmt.Errorf("IPA dictionary has no %s", dict.ContentDictFileName)
}

// readContents reads kagome's content.dict (rows split by "\n", features by
// "\a", after the word's parts of speech, which the POS table holds) and
// keeps features base and pron (indexes over parts of speech and contents,
// as in ContentsMeta).
func readContents(r io.Reader, d *dict.Dict, base, pron int) (*contents, error) {
	br := bufio.NewReaderSize(r, 1<<16)
	var b strings.Builder
	b.Grow(8 << 20)
	starts := make([]uint32, 0, len(d.Morphs)+1)
	kanji := kanjiNouns{}
	row := 0
	for {
		line, err := br.ReadString('\n')
		if len(line) > 0 || err == nil {
			line = strings.TrimSuffix(line, "\n")
			npos := 0
			if row < len(d.POSTable.POSs) {
				npos = len(d.POSTable.POSs[row])
			}
			starts = append(starts, uint32(b.Len()))
			bf, pr := column(line, base-npos), column(line, pron-npos)
			b.WriteString(bf)
			b.WriteByte('\a')
			b.WriteString(pr)
			kanji.add(d, row, bf, pr)
			row++
		}
		if err == io.EOF {
			break
		}
		if err != nil {
			return nil, err
		}
	}
	starts = append(starts, uint32(b.Len()))
	return &contents{text: b.String(), starts: starts, kanji: kanji}, nil
}

// column returns feature i of a row ("" when it has none).
func column(row string, i int) string {
	if i < 0 {
		return ""
	}
	for ; i > 0; i-- {
		k := strings.IndexByte(row, '\a')
		if k < 0 {
			return ""
		}
		row = row[k+1:]
	}
	if k := strings.IndexByte(row, '\a'); k >= 0 {
		row = row[:k]
	}
	return row
}

// features returns a token's dictionary form and pronunciation, and
// whether it has each, as kagome's BaseForm and Pronunciation would on the
// full dictionary.
func (c *contents) features(t tokenizer.Token) (base string, okB bool, pron string, okP bool) {
	if t.Class != tokenizer.KNOWN {
		base, okB = t.BaseForm()
		pron, okP = t.Pronunciation()
		return strings.Clone(base), okB, strings.Clone(pron), okP
	}
	if t.ID < 0 || t.ID+1 >= len(c.starts) {
		return "", false, "", false
	}
	row := c.text[c.starts[t.ID]:c.starts[t.ID+1]]
	base, pron, _ = strings.Cut(row, "\a")
	// Copies: a slice of c.text would keep all 10 MB of it alive after the
	// dictionary is released, as long as a lemma is kept (the glosser's
	// memo keeps the last sentences' glosses).
	return strings.Clone(base), true, strings.Clone(pron), true
}

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
	release, err := j.load()
	defer release()
	if err != nil || j.contents == nil {
		return nil
	}
	if _, dep := j.contents.kanji["\x00"+kana]; dep {
		return nil
	}
	var out []string
	for _, n := range j.contents.kanji[pron] {
		out = append(out, strings.Clone(n.base))
	}
	return out
}
