package gloss

// Korean (ko → en): splitting a sentence into words and listing each
// word's candidate base forms.

import (
	"context"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/storyglot/storyglot/internal/lang"
)

// HanjaSource names the Korean route through Chinese characters on cards
// and in the doctor: libhangul's hanja table gives a word's characters
// (학교 → 學校), CC-CEDICT their English meaning.
const HanjaSource = "hanja+cc-cedict"

// koreanEnglish: ko → en has the hanja route (which needs CC-CEDICT) and
// the core words; hunspell-ko, when installed, finds the base forms.
func (g *Glosser) koreanEnglish(p lang.Pair) bool {
	return p.Target == lang.Korean && p.Native == lang.English && g.Hanja.Available() && g.Cedict.Available()
}

// analyseKorean splits a sentence into words (eojeol) and lists each word's
// candidate base forms: hunspell-ko's stems (먹었다 → 먹다, 친구들과 → 친구),
// the word without a trailing particle, the word itself.
func (g *Glosser) analyseKorean(ctx context.Context, sentence string) ([]*word, error) {
	toks := lang.WordsOnly(lang.UnicodeWords(sentence))
	texts := make([]string, len(toks))
	for i, t := range toks {
		texts[i] = koOldSpelling(t.Text)
	}
	stems := make([][]string, len(texts))
	var err error
	if g.Hunspell != nil && g.Hunspell.CanStem(lang.Korean) {
		stems, err = g.stems(ctx, lang.Korean, texts)
	}
	if err != nil {
		return nil, err
	}
	if g.Hunspell != nil && g.Hunspell.CanStem(lang.Korean) {
		if err := g.stemKoreanPieces(ctx, texts, stems); err != nil {
			return nil, err
		}
	}
	out := make([]*word, len(toks))
	for i, t := range toks {
		if isNumber(t.Text) {
			out[i] = &word{gloss: lang.Gloss{Word: t.Text, POS: "num"}}
			continue
		}
		cands := koreanCandidates(texts[i], stems[i])
		// The lemma is the word until a candidate is found (lookupKorean):
		// the core words are matched on every candidate there, in order.
		out[i] = &word{gloss: lang.Gloss{Word: t.Text, Lemma: t.Text}, candidates: cands, initial: i == 0}
	}
	return out, nil
}

// koreanCandidates orders a word's base forms: as written (나이 is "age",
// not 나 "I" with a particle), hunspell's stems (it lists a word's pieces
// too, 친구들과 → 친, 친구: the longer first), then the word without one
// particle.
func koreanCandidates(surface string, stems []string) []string {
	c := []string{surface}
	add := func(s string) {
		if s != "" && !containsString(c, s) {
			c = append(c, s)
		}
	}
	// A core noun or pronoun with a particle comes before hunspell's verb
	// readings of the word: 나는 is 나 "I" + 는 before 날다 "fly", 남자는
	// 남자 "man" before 남다 "remain", 그림을 "picture" before 그리다.
	// Not when hunspell reads the particle as part of a verb's stem: 나가
	// is 나가다 "go out" (its stem is the whole word), not 나 "I" + 가.
	for _, p := range koParticles {
		if rest := strings.TrimSuffix(surface, p); rest != surface && rest != "" {
			if cw, ok := coreWords[lang.Korean][rest]; ok && (cw.pos == "noun" || cw.pos == "pron") && !koStemSpans(surface, rest, stems) {
				add(rest)
			}
			break
		}
	}
	var st []string
	for _, s := range stems {
		if s != surface {
			st = append(st, s)
		}
	}
	// Stable sort, few items: first the verb stems the word starts with
	// (주셨어요: 주다 before 줄다), then the longest (친구 before 친).
	better := func(a, b string) bool {
		if pa, pb := koStemLeads(surface, a), koStemLeads(surface, b); pa != pb {
			return pa
		}
		return utf8.RuneCountInString(a) > utf8.RuneCountInString(b)
	}
	for i := 1; i < len(st); i++ {
		for j := i; j > 0 && better(st[j], st[j-1]); j-- {
			st[j], st[j-1] = st[j-1], st[j]
		}
	}
	st = koConnectiveFirst(surface, st)
	for _, s := range st {
		add(s)
	}
	for _, p := range koParticles {
		if rest := strings.TrimSuffix(surface, p); rest != surface && rest != "" {
			add(rest)
			break
		}
	}
	// Two particles, or a particle and the copula (공항에서부터 → 공항).
	for _, b := range koBases(surface) {
		add(b)
	}
	return c
}

// koStemLeads: a verb's dictionary form X다 whose stem X begins the word
// (주다 in 주셨어요; not 줄다).
// The stem's last syllable may have merged with the ending -어/-아 (쓰러지
// + 었 → 쓰러졌다, 바뀌 + 었 → 바뀌었다, 보 + 았 → 봤다): 쓰러지다 leads in
// 쓰러졌다, before 쓰다.
func koStemLeads(surface, stem string) bool {
	root, ok := strings.CutSuffix(stem, "다")
	if !ok || root == "" {
		return false
	}
	if strings.HasPrefix(surface, root) {
		return true
	}
	last, n := utf8.DecodeLastRuneInString(root)
	rest, ok := strings.CutPrefix(surface, root[:len(root)-n])
	if !ok || rest == "" {
		return false
	}
	next, _ := utf8.DecodeRuneInString(rest)
	return koContracts(last, next)
}

// koContracts: the syllable next is the stem syllable last merged with
// -어/-아 and a final consonant (지 → 졌, 리 → 렸, 보 → 봤, 주 → 줬, 쓰 → 썼):
// the same initial, last without a final, and the vowels of a contraction.
func koContracts(last, next rune) bool {
	const base, count = 0xAC00, 11172
	if last < base || last >= base+count || next < base || next >= base+count {
		return false
	}
	li, lv, lf := (last-base)/588, (last-base)%588/28, (last-base)%28
	ni, nv := (next-base)/588, (next-base)%588/28
	if li != ni || lf != 0 {
		return false
	}
	// Vowel indexes: ㅏ0 ㅐ1 ㅓ4 ㅔ5 ㅕ6 ㅗ8 ㅘ9 ㅙ10 ㅚ11 ㅜ13 ㅝ14 ㅡ18 ㅣ20.
	switch lv {
	case 20:
		return nv == 6 // ㅣ → ㅕ
	case 8:
		return nv == 9 // ㅗ → ㅘ
	case 13:
		return nv == 14 // ㅜ → ㅝ
	case 18:
		return nv == 4 // ㅡ → ㅓ
	case 11:
		return nv == 10 // ㅚ → ㅙ
	case 0, 1, 4, 5:
		return nv == lv // 가 → 갔, 내 → 냈, 서 → 섰
	}
	return false
}

// stemKoreanPieces adds to each word's stems the base forms of its pieces
// (koPieces): 가르쳐주세요 gets 가르치다, 누워있다 눕다.
func (g *Glosser) stemKoreanPieces(ctx context.Context, words []string, stems [][]string) error {
	pieces := koPieces(words, stems)
	var flat []string
	for _, ps := range pieces {
		for _, p := range ps {
			if !containsString(flat, p) {
				flat = append(flat, p)
			}
		}
	}
	if len(flat) == 0 {
		return nil
	}
	got, err := g.stems(ctx, lang.Korean, flat)
	if err != nil {
		return err
	}
	byPiece := map[string][]string{}
	for k, p := range flat {
		byPiece[p] = got[k]
	}
	for i, ps := range pieces {
		for _, p := range ps {
			for _, s := range byPiece[p] {
				if strings.HasSuffix(s, "다") && !containsString(stems[i], s) {
					// A copy: stems[i] may be the stem cache's slice.
					stems[i] = append(stems[i][:len(stems[i]):len(stems[i])], s)
				}
			}
		}
	}
	return nil
}

// koStemSpans: one of hunspell's stems is a verb X다 whose stem X begins
// the word and is longer than the noun read before a particle (나가다 in
// 나가, against 나 + 가; not 남다 in 남자는, where 남자 is longer).
func koStemSpans(surface, noun string, stems []string) bool {
	for _, s := range stems {
		root, ok := strings.CutSuffix(s, "다")
		if ok && len(root) > len(noun) && strings.HasPrefix(surface, root) {
			return true
		}
	}
	return false
}

// koConnectiveFirst: a word X서 that is both X다 with the connective
// -아서/-어서 (나서 "occurring, and so", 서서 "standing") and the bare stem
// of X서다 (나서다 "come forward") is the far commoner connective: X다 goes
// before X서다 (사고가 나서 "an accident happened, so").
func koConnectiveFirst(surface string, st []string) []string {
	root, ok := strings.CutSuffix(surface, "서")
	if !ok || root == "" {
		return st
	}
	long, short := slices.Index(st, surface+"다"), slices.Index(st, root+"다")
	if long < 0 || short < 0 || short < long {
		return st
	}
	out := slices.Delete(slices.Clone(st), short, short+1)
	return slices.Insert(out, long, root+"다")
}
