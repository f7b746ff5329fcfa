package gloss

import (
	"strings"

	"github.com/storyglot/storyglot/internal/lang"
)

// deClosed gives the part of speech of German function words: articles,
// pronouns, determiners, prepositions and conjunctions. Hunspell gives stems
// but no part of speech, and these closed classes are short enough to list;
// without them "jeden", "sich" or "nach" would pass for content words.
var deClosed = func() map[string]string {
	out := map[string]string{}
	// A slice, not a map: a word in two classes (ihr: det and pron) must get
	// the same one in every run (decision 0011, deterministic lessons).
	for _, class := range [][2]string{
		{"det", "der die das den dem des ein eine einen einem einer eines kein keine keinen keinem keiner keines " +
			"jeder jede jedes jeden jedem dieser diese dieses diesen diesem jener jene jenes jenen jenem " +
			"alle allen aller alles beide beiden beider manche manchen mancher einige einigen einiger welche welcher welches welchen welchem " +
			"mein meine meinen meinem meiner meines dein deine deinen deinem deiner deines sein seine seinen seinem seiner seines " +
			"ihr ihre ihren ihrem ihrer ihres unser unsere unseren unserem unserer unseres euer eure euren eurem eurer eures"},
		{"pron", "ich du er sie es wir ihr mich dich sich uns euch mir dir ihm ihn ihnen man jemand niemand etwas nichts " +
			"wer wen wem wessen was"},
		{"prep", "an am ans auf aus bei beim bis durch für gegen hinter in im ins mit nach neben ohne seit über um unter " +
			"von vom vor während wegen zu zum zur zwischen trotz statt"},
		{"conj", "und oder aber denn sondern dass weil wenn als ob obwohl damit sowie doch"},
	} {
		pos, words := class[0], class[1]
		for _, w := range strings.Fields(words) {
			if _, taken := out[w]; !taken {
				out[w] = pos
			}
		}
	}
	return out
}()

// deTitles precede a name: "Frau Weber", "Herr Schmidt", "Dr. Klein".
var deTitles = map[string]bool{"herr": true, "herrn": true, "frau": true, "dr": true, "doktor": true, "prof": true, "professor": true, "professorin": true}

// germanNounCandidates orders the lookup candidates of a word capitalised
// inside a sentence, which is a noun: the word, then the noun without a case
// or plural ending (Hause → Haus, Kindern → Kind), then capitalised stems,
// and only then lower-case stems (verbs: hunspell stems Hause to hausen).
func germanNounCandidates(word string, stems []string) []string {
	out := []string{word}
	add := func(s string) {
		if s != "" && !containsFold(out, s) {
			out = append(out, s)
		}
	}
	for _, suf := range []string{"es", "en", "ern", "er", "e", "s", "n"} {
		if base, ok := strings.CutSuffix(word, suf); ok && len([]rune(base)) >= 3 {
			add(base)
		}
	}
	for _, s := range stems {
		if isCapitalised(s) {
			add(s)
		}
	}
	for _, s := range stems {
		add(s)
	}
	return out
}

// germanVerbCandidates gives the infinitives a lower-case word could be a
// present or past form of (sucht, suchst → suchen; wartete → warten); -e
// and -en are left out, as adjectives and adverbs end so (lange).
func germanVerbCandidates(word string) []string {
	var out []string
	for _, suf := range []string{"test", "tet", "st", "te", "t"} {
		if base, ok := strings.CutSuffix(word, suf); ok && len([]rune(base)) >= 3 {
			if inf := base + "en"; inf != word && !containsFold(out, inf) {
				out = append(out, inf)
			}
		}
	}
	return out
}

// germanPrefixVerbs puts first, for a lower-case word whose stems lost a
// verb prefix (hunspell stems versteckte to stecken "put", not verstecken
// "hide"; entdeckte to decken), the infinitive rebuilt from the word
// itself when deu-eng has it.
func (g *Glosser) germanPrefixVerbs(words []*word) {
	for _, w := range words {
		if w.initial || w.gloss.POS != "" || isCapitalised(w.gloss.Word) {
			continue
		}
		for _, inf := range germanVerbCandidates(strings.ToLower(w.gloss.Word)) {
			if !g.dropsPrefix(w.candidates, inf) || !g.FreeDict.HasExact(lang.German, lang.English, inf) {
				continue
			}
			rest := []string{inf}
			for _, c := range w.candidates {
				if c != inf {
					rest = append(rest, c)
				}
			}
			w.candidates = rest
			break
		}
	}
}

// dropsPrefix reports whether a candidate is inf without a prefix of two
// letters or more (stecken of verstecken).
func (g *Glosser) dropsPrefix(candidates []string, inf string) bool {
	for _, c := range candidates {
		if low := strings.ToLower(c); len(inf) >= len(low)+2 && strings.HasSuffix(inf, low) {
			return true
		}
	}
	return false
}

// germanCapitalNoun: a word capitalised inside a sentence is a noun (am
// Morgen "morning", der Weg "way", das Wissen "knowledge", das Mal "time"),
// not the core adverb or verb spelt alike in lower case (morgen
// "tomorrow", weg "away", wissen "know", mal "just"). The first word of a
// sentence is capitalised either way and keeps the core word (Morgen
// fahren wir: "tomorrow").
func germanCapitalNoun(w *word, c coreWord) bool {
	switch c.pos {
	case "adv", "verb", "conj":
		return !w.initial && isCapitalised(w.gloss.Word)
	}
	return false
}

// germanPrefixDropped: hunspell's stem of a prefixed verb is often the verb
// without its prefix (verbringen → bringen, bekommen → kommen), a
// different verb ("spend", "get"), so the stem must not pick a core word.
// The prefix ge- of a participle is no other verb (gesehen: sehen).
func germanPrefixDropped(lemma, surface string) bool {
	stem, ok := strings.CutSuffix(strings.ToLower(lemma), "en")
	if !ok || len([]rune(stem)) < 3 {
		return false
	}
	i := strings.Index(strings.ToLower(surface), stem)
	return i > 0 && strings.ToLower(surface)[:i] != "ge"
}
