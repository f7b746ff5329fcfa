package gloss

import (
	"strings"

	"github.com/storyglot/storyglot/internal/lang"
)

// deParticleWords are the particles of German separable verbs that stand
// alone at the end of a main clause: "Der Zug kommt um acht an" is
// ankommen "arrive", not kommen "come"; "Sie zog den Mantel an" anziehen
// "put on", not ziehen "pull".
var deParticleWords = map[string]bool{
	"an": true, "auf": true, "aus": true, "ab": true, "ein": true, "mit": true, "vor": true, "zu": true, "nach": true,
	"um": true, "zurück": true, "weg": true, "los": true, "fest": true, "hin": true, "her": true, "heraus": true,
	"hinaus": true, "herein": true, "hinein": true, "herunter": true, "hinunter": true, "herauf": true, "hinauf": true,
	"zusammen": true, "weiter": true, "fort": true, "vorbei": true, "nieder": true, "teil": true, "statt": true,
	"bei": true, "durch": true, "kennen": true, "frei": true, "heim": true, "empor": true, "entgegen": true,
}

// deClauseEnders end a clause even without punctuation: "zog die Stiefel
// an und ging hinaus" has two.
var deClauseEnders = map[string]bool{"und": true, "oder": true, "aber": true, "denn": true, "sondern": true}

// germanSeparable joins a particle at the end of a clause to the clause's
// verb: the verb is then looked up as the compound (particle + infinitive,
// when deu-eng has it as a lower-case headword) before its own infinitive,
// and the particle, part of the verb, is not glossed on its own ("zurück"
// in "kehrten ... zurück" is not "back"). Called by germanSentence.
func (g *Glosser) germanSeparable(sentence string, toks []lang.Token, words []*word) {
	start := 0
	for i := range toks {
		end := i == len(toks)-1 || clauseBreak(sentence[toks[i].End:toks[i+1].Start]) || deClauseEnders[strings.ToLower(toks[i+1].Text)]
		if !end {
			continue
		}
		if i > start && deParticleWords[strings.ToLower(toks[i].Text)] {
			g.joinParticle(strings.ToLower(toks[i].Text), words[start:i], words[i])
		}
		start = i + 1
		if start < len(toks) && deClauseEnders[strings.ToLower(toks[start].Text)] {
			start++
		}
	}
}

// clauseBreak reports whether the text between two words ends a clause.
func clauseBreak(between string) bool {
	return strings.ContainsAny(between, ".,;:!?()–—\"„“”")
}

// joinParticle finds, among the words of a clause before its final
// particle, the first that is a form of a verb whose compound with the
// particle is a headword, and makes that compound its first candidate.
func (g *Glosser) joinParticle(particle string, clause []*word, part *word) {
	for _, w := range clause {
		if closedClass(w.gloss.POS) || w.gloss.POS == "num" || isCapitalised(w.gloss.Word) && !w.initial {
			continue
		}
		for _, inf := range deInfinitives(w) {
			compound := particle + inf
			if !g.FreeDict.HasExact(lang.German, lang.English, compound) {
				continue
			}
			if w.candidates[0] != compound { // joined already
				w.candidates = append([]string{compound}, w.candidates...)
			}
			w.gloss.Lemma = compound
			w.gloss.POS = "verb"
			part.gloss.POS = "part"
			return
		}
	}
}

// deInfinitives are the infinitives a word's candidates offer (sucht →
// suchen; zog → ziehen from the strong-verb table).
func deInfinitives(w *word) []string {
	var out []string
	for _, c := range w.candidates {
		low := strings.ToLower(c)
		if strings.HasSuffix(low, "en") || strings.HasSuffix(low, "ern") || strings.HasSuffix(low, "eln") || low == "tun" || low == "sein" {
			if !containsFold(out, low) {
				out = append(out, low)
			}
		}
	}
	return out
}

// germanJoined reports whether germanSeparable joined a particle to the
// word: its first candidate, its lemma, is the compound, which the core
// lists must not override with the simple verb's form ("sah ... aus" is
// aussehen "look", not sehen's "saw"; "fand ... statt" stattfinden).
func germanJoined(w *word) bool {
	if len(w.candidates) == 0 || w.gloss.Lemma != w.candidates[0] || w.gloss.POS != "verb" {
		return false
	}
	for p := range deParticleWords {
		if rest, ok := strings.CutPrefix(w.gloss.Lemma, p); ok && len(rest) > 2 && !strings.EqualFold(w.gloss.Word, w.gloss.Lemma) {
			return true
		}
	}
	return false
}
