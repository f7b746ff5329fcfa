package gloss

// The hanja route: a Sino-Korean word's characters and their senses in
// CC-CEDICT, and X하다 / X되다 verbs glossed by their noun.

import (
	"strings"
	"unicode/utf8"

	"github.com/storyglot/storyglot/internal/lang"
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
	out, err := g.koReadingSenses(word, pos)
	if err != nil || len(out) == 0 {
		return nil, "", err
	}
	if pos == "noun" {
		out = koNounSensesFirst(out)
		// Only verb senses: the noun is their gerund (ko_senses.go).
		out[0] = koGerund(out[0])
	}
	return out, pos, nil
}

// koNounSensesFirst puts a Sino-Korean noun's noun senses before its verb
// senses: CC-CEDICT lists a Chinese word's verb first (變化 "to change;
// change"), while the Korean word as a noun is the noun; X하다 is the verb.
func koNounSensesFirst(senses []string) []string {
	var nouns, verbs []string
	for _, s := range senses {
		if strings.HasPrefix(strings.TrimSpace(stripParens(s)), "to ") {
			verbs = append(verbs, s)
		} else {
			nouns = append(nouns, s)
		}
	}
	return append(nouns, verbs...)
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

// hanjaWhole is CC-CEDICT's senses of one hanja spelling hj of the hangul
// word taken whole, else of its Chinese form, else (3 characters or more,
// when affixed) of a word with a Sino-Korean affix: a core word (기차역
// "train + station": 汽車 is a car in Chinese) or a CC-CEDICT word.
func (g *Glosser) hanjaWhole(word, hj, pos string, affixed bool) ([]string, error) {
	out, err := g.cedictWhole(hj, pos)
	if err != nil {
		return nil, err
	}
	if cn := hanja.ChineseForm(hj); len(out) == 0 && cn != hj {
		// 飮食 is 飲食 in CC-CEDICT, 調査 調查: CC-CEDICT pieces a word it
		// lacks together (調 "to transfer" + 査 "Japanese variant of 查"),
		// so the Chinese form is tried whenever no sense of the word whole
		// is left.
		if out, err = g.cedictWhole(cn, pos); err != nil {
			return nil, err
		}
	}
	if len(out) == 0 && affixed && utf8.RuneCountInString(hj) >= 3 {
		if a := koCoreAffixed(word, hj); a != "" {
			return []string{a}, nil
		}
		// 停留場: a word CC-CEDICT has and a Sino-Korean affix (ko_sino.go).
		a, err := g.hanjaAffixed(hanja.ChineseForm(hj), pos)
		if err != nil || a == "" {
			return nil, err
		}
		out = []string{a}
	}
	return out, nil
}

// cedictWhole is CC-CEDICT's senses of a headword it lists whole: not
// pieced together from its characters, not a surname or a name, and not a
// note that a character is another's variant ("Japanese variant of 查").
func (g *Glosser) cedictWhole(hj, pos string) ([]string, error) {
	senses, err := g.Cedict.Lookup(hj, "", pos, 6)
	if err != nil {
		return nil, err
	}
	var out []string
	for _, s := range senses {
		if strings.Contains(s, " + ") || strings.Contains(s, "surname") || strings.Contains(s, "variant of") || isCapitalised(s) {
			continue
		}
		out = append(out, s)
	}
	return out, nil
}

// koCoreAffixed glosses a hangul word that is a core noun and a Sino-Korean
// suffix (기차역 "train + station"), by the core noun's gloss: "" otherwise.
func koCoreAffixed(word, hj string) string {
	r, h := []rune(word), []rune(hj)
	if len(r) != len(h) || len(r) < 3 {
		return ""
	}
	suf, ok := koSinoSuffixes[h[len(h)-1]]
	if !ok {
		return ""
	}
	c, ok := coreWords[lang.Korean][string(r[:len(r)-1])]
	if !ok || c.pos != "noun" {
		return ""
	}
	return koPartGloss(c.gloss) + " + " + suf
}
