package gloss

// Glossing each Korean word from its candidates: names, core words, the
// hanja route, X하다 verbs, compounds, given names.

import (
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/storyglot/storyglot/internal/lang"
)

// lookupKorean glosses each word from the first candidate the core words
// know, else the first whose characters CC-CEDICT knows (X하다 and X되다
// verbs by X).
func (g *Glosser) lookupKorean(p lang.Pair, words []*word) error {
	if !g.koreanEnglish(p) {
		return nil
	}
	koCounterAfterNumeral(words) // ko_counters.go: 다섯 개 "five items", not "dog"
	for i, w := range words {
		if !needsGloss(w) {
			continue
		}
		if i > 0 {
			if c := koConstruction(words[i-1].gloss.Word, w.gloss.Word); c != "" {
				// -고 나서, -ㄹ 만하다, -아도 되다 (ko_aux.go): grammar.
				w.gloss.POS, w.gloss.Senses, w.gloss.Source = "part", []string{c}, coreSource
				continue
			}
		}
		// A name (ko_names.go) before any look-alike: 탐은 is Tom, not
		// 타다 "ride". A word the core words know as written is no name.
		if _, known := coreWords[lang.Korean][w.gloss.Word]; !known {
			bases := append([]string{w.gloss.Word}, koBases(w.gloss.Word)...)
			if en := koNameGloss(bases); en != "" {
				w.gloss.POS, w.gloss.Senses, w.gloss.Source, w.gloss.Lemma = "name", []string{en + " (name)"}, coreSource, w.gloss.Word
				continue
			}
		}
		if c, cand, ok := koreanCore(w.candidates); ok {
			var before []string // the two words before: 공을 힘껏 찼다
			for k := max(0, i-2); k < i; k++ {
				before = append(before, words[k].gloss.Word)
			}
			c = koHomograph(c, cand, w.gloss.Word, before) // ko_homographs.go
			if senses, pos := g.koWholeBeatsPiece(w.gloss.Word, cand); len(senses) > 0 {
				w.gloss.Senses, w.gloss.Source, w.gloss.Lemma, w.gloss.POS = senses, HanjaSource, w.gloss.Word, pos
				continue
			}
			if w.gloss.POS == "" {
				w.gloss.POS = c.pos
			}
			w.gloss.Senses, w.gloss.Source, w.gloss.Lemma = []string{c.gloss}, coreSource, cand
			continue
		}
		// The word as written is a Sino-Korean noun only if hunspell found
		// no verb in it (관한 is 관하다 "concern", not 寬限 "extend").
		verbal := slices.ContainsFunc(w.candidates[1:], func(c string) bool { return strings.HasSuffix(c, "다") })
		for _, cand := range w.candidates {
			if verbal && cand == w.gloss.Word {
				continue
			}
			senses, pos, err := g.hanjaSenses(cand)
			if err != nil {
				return err
			}
			if len(senses) > 0 {
				w.gloss.Senses, w.gloss.Source, w.gloss.Lemma = senses, HanjaSource, cand
				if w.gloss.POS == "" {
					w.gloss.POS = pos
				}
				break
			}
		}
		if len(w.gloss.Senses) == 0 {
			// X하다 and X되다 verbs in forms hunspell does not parse
			// (공개할꺼야, 결혼한거): the noun before the 하 or 되.
			noun, senses, err := g.koreanHadaVerb(w.gloss.Word)
			if err != nil {
				return err
			}
			if len(senses) > 0 {
				w.gloss.Senses, w.gloss.Lemma, w.gloss.POS = senses, noun, "verb"
				w.gloss.Source = HanjaSource
				if _, ok := coreWords[lang.Korean][strings.TrimSuffix(noun, "하다")]; ok {
					w.gloss.Source = coreSource
				}
				continue
			}
		}
		if len(w.gloss.Senses) == 0 && !verbal {
			// A compound noun (눈사람, 생일파티): its parts.
			for _, cand := range w.candidates {
				if cand == w.gloss.Word && g.koKnownBase(w.candidates[1:]) {
					// The word is a noun the hanja table knows with a
					// particle (구조대가): not 구조 + 대가 "everyone".
					continue
				}
				c, src, err := g.koreanCompound(cand)
				if err != nil {
					return err
				}
				if c != "" {
					w.gloss.Senses, w.gloss.Source, w.gloss.Lemma = []string{c}, src, cand
					if w.gloss.POS == "" {
						w.gloss.POS = "noun"
					}
					break
				}
			}
		}
		if len(w.gloss.Senses) == 0 && !verbal {
			// A Korean given name no dictionary knows (영희는, 민준이가).
			if name := koNameBefore(w.gloss.Word); koLooksLikeGivenName(name) {
				hj, err := g.Hanja.Lookup(name)
				if err != nil {
					return err
				}
				if hj == "" && g.koUnknownNoun(name) {
					w.gloss.POS, w.gloss.Senses, w.gloss.Source, w.gloss.Lemma = "name", []string{koPersonalName(name) + " (name)"}, coreSource, name
					continue
				}
			}
		}
		if len(w.gloss.Senses) == 0 && len(w.candidates) > 1 {
			w.gloss.Lemma = w.candidates[1]
		}
	}
	return nil
}

func koreanCore(cands []string) (coreWord, string, bool) {
	for _, c := range cands {
		if cw, ok := coreWords[lang.Korean][c]; ok {
			return cw, c, true
		}
		// X하다 with X a core noun (공부하다 → 공부 "study").
		for _, suf := range []string{"하다", "되다"} {
			if n := strings.TrimSuffix(c, suf); n != c && n != "" {
				if cw, ok := coreWords[lang.Korean][n]; ok && cw.pos == "noun" {
					return coreWord{pos: "verb", gloss: cw.gloss}, c, true
				}
			}
		}
	}
	return coreWord{}, "", false
}

// koUnknownNoun reports whether no dictionary here glosses a word: not the
// core words, nor the hanja route, nor as a compound.
func (g *Glosser) koUnknownNoun(s string) bool {
	if _, ok := coreWords[lang.Korean][s]; ok {
		return false
	}
	if c, _, err := g.koreanCompound(s); err != nil || c != "" {
		return false
	}
	return true
}

// koWholeBeatsPiece: the core word matched is a piece hunspell cut from
// the word, with no particle or copula form after it (주 "week" in 주요
// 主要 "main", 세 "three" in 세계 世界 "world"), and the word as written is
// a Sino-Korean headword: the word whole is what was written.
// It returns the word's senses and part of speech then, else nothing.
func (g *Glosser) koWholeBeatsPiece(surface, cand string) ([]string, string) {
	if cand == surface || strings.HasSuffix(cand, "다") || utf8.RuneCountInString(surface) < 2 {
		return nil, ""
	}
	if rest, ok := strings.CutPrefix(surface, cand); ok && (containsString(koSuffixes, rest) || containsString(koBases(surface), cand)) {
		return nil, ""
	}
	senses, pos, err := g.hanjaSenses(surface)
	if err != nil {
		return nil, ""
	}
	return senses, pos
}

// koKnownBase reports whether one of a word's bases (with a particle taken
// off) is a word of the hanja table.
func (g *Glosser) koKnownBase(bases []string) bool {
	for _, b := range bases {
		if utf8.RuneCountInString(b) < 2 || strings.HasSuffix(b, "다") {
			continue
		}
		if hj, err := g.Hanja.Lookup(b); err == nil && hj != "" {
			return true
		}
	}
	return false
}
