package gloss

// Korean (ko → en): splitting a sentence into words and listing each
// word's candidate base forms.

import (
	"context"
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
	for _, p := range koParticles {
		if rest := strings.TrimSuffix(surface, p); rest != surface && rest != "" {
			if cw, ok := coreWords[lang.Korean][rest]; ok && (cw.pos == "noun" || cw.pos == "pron") {
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
func koStemLeads(surface, stem string) bool {
	root, ok := strings.CutSuffix(stem, "다")
	return ok && root != "" && strings.HasPrefix(surface, root)
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
