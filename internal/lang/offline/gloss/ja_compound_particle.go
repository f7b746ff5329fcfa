package gloss

import (
	"strings"

	"github.com/storyglot/storyglot/internal/lang"
)

// Japanese compound particles are に and a verb that has become grammar
// (文脈による "depending on the context", 雨によって "because of the rain",
// 年齢に応じて "according to age"). The analyser splits some of them into
// に and the verb, and the verb alone finds JMdict's homographs (よる "verb
// suffix indicating contempt", 比べる "to compare"), which a learner reads
// as the meaning. Read as one unit, they are glossed as grammar, as the
// particles are (ja_grammar.go). Written from general knowledge of
// Japanese grammar.

// jaCompoundParticles maps the verb of a compound particle to its gloss;
// jaAccordingTo is the gloss of よる followed by と or ば (天気予報によると
// "according to the forecast").
var jaCompoundParticles = map[string]string{
	"よる": "(depending on, by, because of)", "因る": "(depending on, by, because of)", "依る": "(depending on, by, because of)", "拠る": "(according to)",
	"対する": "(towards, against, regarding)", "関する": "(about, concerning)", "つく": "(about, concerning)",
	"基づく": "(based on)", "従う": "(in accordance with)", "比べる": "(compared with)", "くらべる": "(compared with)",
	"応じる": "(according to, in response to)", "沿う": "(along, in line with)", "伴う": "(along with, as)",
	"際する": "(on the occasion of)", "おく": "(in, at)", "於く": "(in, at)", "わたる": "(throughout, over)", "渡る": "(throughout, over)",
}

const jaAccordingTo = "(according to)"

// mergeJaCompoundParticles joins に, a verb of jaCompoundParticles right
// after it and the verb's て, と or ば into one particle whose lemma is に
// and the verb (による): analyseJaGrammar glosses it. に must follow a
// word (not start the sentence).
func mergeJaCompoundParticles(toks []lang.Token) []lang.Token {
	var out []lang.Token
	for i := 0; i < len(toks); i++ {
		t := toks[i]
		if i > 0 && i+1 < len(toks) && t.Text == "に" && t.POS == "part" && toks[i+1].Start == t.End && toks[i+1].POS == "verb" {
			if _, ok := jaCompoundParticles[toks[i+1].Lemma]; ok {
				v := toks[i+1]
				u := lang.Token{Text: t.Text + v.Text, Start: t.Start, End: v.End, Word: true, POS: "part", Lemma: "に" + v.Lemma, Reading: t.Reading + v.Reading}
				if i+2 < len(toks) && toks[i+2].Start == v.End && toks[i+2].POS == "part-conj" {
					switch toks[i+2].Text {
					case "て", "で", "と", "ば":
						u.Text, u.End, u.Reading = u.Text+toks[i+2].Text, toks[i+2].End, u.Reading+toks[i+2].Reading
						i++
					}
				}
				out = append(out, u)
				i++
				continue
			}
		}
		out = append(out, t)
	}
	return out
}

// jaCompoundParticle is the gloss of a unit made by
// mergeJaCompoundParticles, from its lemma ("に" + the verb) and text.
func jaCompoundParticle(lemma, text string) (string, bool) {
	verb, ok := strings.CutPrefix(lemma, "に")
	if !ok {
		return "", false
	}
	g, ok := jaCompoundParticles[verb]
	if ok && strings.ContainsRune("よ因依拠", []rune(verb)[0]) && (strings.HasSuffix(text, "と") || strings.HasSuffix(text, "ば")) {
		g = jaAccordingTo
	}
	return g, ok
}
