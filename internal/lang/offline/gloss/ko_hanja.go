package gloss

// The hanja route: a Sino-Korean word's characters and their senses in
// CC-CEDICT, and X하다 / X되다 verbs glossed by their noun.

import (
	"strings"
	"unicode/utf8"

	"github.com/storyglot/storyglot/internal/lang/offline/hanja"
)

// hanjaSenses glosses a Sino-Korean word (two syllables or more) by its
// characters in CC-CEDICT: only a headword CC-CEDICT lists whole, never
// pieced together, and never a surname.
func (g *Glosser) hanjaSenses(cand string) ([]string, string, error) {
	word, pos := cand, "noun"
	for _, suf := range []string{"하다", "되다", "스럽다", "적"} {
		if n := strings.TrimSuffix(cand, suf); n != cand && utf8.RuneCountInString(n) >= 2 {
			word, pos = n, "verb"
			if suf == "스럽다" || suf == "적" {
				pos = "adj"
			}
			break
		}
	}
	if utf8.RuneCountInString(word) < 2 {
		return nil, "", nil
	}
	hj, err := g.Hanja.Lookup(word)
	if err != nil || hj == "" {
		return nil, "", err
	}
	senses, err := g.Cedict.Lookup(hj, "", pos, 6)
	if err != nil {
		return nil, "", err
	}
	if cn := hanja.ChineseForm(hj); len(senses) == 0 && cn != hj {
		// 飮食 is 飲食 in CC-CEDICT.
		if senses, err = g.Cedict.Lookup(cn, "", pos, 6); err != nil {
			return nil, "", err
		}
	}
	var out []string
	for _, s := range senses {
		if strings.Contains(s, " + ") || strings.Contains(s, "surname") || isCapitalised(s) {
			continue
		}
		out = append(out, s)
	}
	if len(out) == 0 && utf8.RuneCountInString(hj) >= 3 {
		// 停留場: a word CC-CEDICT has and a Sino-Korean affix (ko_sino.go).
		a, err := g.hanjaAffixed(hanja.ChineseForm(hj), pos)
		if err != nil || a == "" {
			return nil, "", err
		}
		out = []string{a}
	}
	return out, pos, nil
}

// koHada are the syllables that begin 하다's and 되다's forms (할, 했, 돼).
const koHada = "하한할함합해했되된될됨됐돼됩"

// koreanHadaVerb glosses a word that is a noun of two syllables or more
// followed by a form of 하다 or 되다 (공개할꺼야 "will make public",
// 결혼한거 "having married"), by the verb X하다 in the core words or the
// noun's hanja: the longest such noun first. It returns the verb's
// dictionary form and its senses, or nothing.
func (g *Glosser) koreanHadaVerb(word string) (string, []string, error) {
	r := []rune(word)
	for i := len(r) - 1; i >= 2; i-- {
		if !strings.ContainsRune(koHada, r[i]) {
			continue
		}
		noun := string(r[:i])
		verb := noun + "하다"
		if r[i] == '되' || r[i] == '된' || r[i] == '될' || r[i] == '됨' || r[i] == '됐' || r[i] == '돼' || r[i] == '됩' {
			verb = noun + "되다"
		}
		if c, _, ok := koreanCore([]string{verb}); ok && c.pos == "verb" {
			return verb, []string{c.gloss}, nil
		}
		if hj, err := g.Hanja.Lookup(noun); err != nil || hj == "" {
			if err != nil {
				return "", nil, err
			}
			continue
		}
		senses, pos, err := g.hanjaSenses(verb)
		if err != nil {
			return "", nil, err
		}
		if len(senses) > 0 && pos == "verb" {
			return verb, senses, nil
		}
	}
	return "", nil, nil
}
