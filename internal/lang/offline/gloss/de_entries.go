package gloss

import (
	"regexp"
	"slices"
	"strings"

	"github.com/storyglot/storyglot/internal/lang"
	"github.com/storyglot/storyglot/internal/lang/offline/freedict"
)

// deu-eng (from Ding) files some senses of a word under another headword
// than the one lookupGerman tries:
//   - a verb's own forms: beeinflussen has only "bias" and "prejudice",
//     while beeinflusst has "affects", "influenced"; bestand has "existed";
//   - a noun with its article: Öffentlichkeit has "light of day" [übtr.],
//     "publicness", while die Öffentlichkeit has "the public".
// deMoreEntries adds those entries to the candidate's, to be ranked with
// them.

// deArticleMark marks an entry of "die X" added for the noun X, and
// deArticleCost is what it costs more: it wins only over weak entries
// (das Gebäude "the indoors" must not beat Gebäude "building").
const (
	deArticleMark = "\x00article\x00"
	deArticleCost = 0.5
)

// deMoreEntries returns the entries of the word as written when it is a
// lower-case form of the candidate c (a verb form beside its infinitive),
// and the entries of der/die/das c when c is a noun.
func (g *Glosser) deMoreEntries(p lang.Pair, w *word, c string) []string {
	if w.gloss.POS != "" && w.gloss.POS != "verb" {
		return nil
	}
	var out []string
	form := w.gloss.Word
	// Not for a verb joined to its particle (gibt ... zurück: zurückgeben,
	// not gibt "gives").
	if !isCapitalised(form) && !isCapitalised(c) && !strings.EqualFold(form, c) && !germanJoined(w) {
		for _, e := range g.FreeDict.Entries(p.Target, p.Native, form) {
			if freedict.WrittenAs(e, form) {
				out = append(out, e)
			}
		}
	}
	if isCapitalised(c) && isCapitalised(form) {
		for _, art := range []string{"der", "die", "das"} {
			h := art + " " + c
			for _, e := range g.FreeDict.Entries(p.Target, p.Native, h) {
				if freedict.WrittenAs(e, h) {
					out = append(out, deArticleMark+e)
				}
			}
		}
	}
	return out
}

// figurativeCost is what a sense line marked figurative or humorous on
// any of its items costs ("light <n>, light of day <n> [fig.]"): a word
// whose senses a dictionary calls figurative has a literal one a learner
// needs first.
func figurativeCost(line string) float64 {
	if strings.Contains(line, "[fig.]") || strings.Contains(line, "[humor.]") {
		return 0.5
	}
	return 0
}

var braced = regexp.MustCompile(`\{([^}]*)\}`)

// compoundCredit is what an entry without a trade's label gains for the
// compounds and phrases headed by its headword it cross-references (Aufsatz "essay": Schulaufsatz,
// Erlebnisaufsatz; Morgen "morning": Sonntagmorgen): the sense words are
// built on is the word's main one (not Aufsatz "top part"). 0.3 each, at
// most 1.2. A plural's compounds are those of its singular's senses
// (Stunden: Unterrichtsstunden, Wochenstunden are "periods", not
// "hours"), so a plural entry gets none.
func compoundCredit(head, rest string) float64 {
	if strings.Contains(head, "<pl") {
		return 0
	}
	h, _, _ := strings.Cut(head, " /")
	h = strings.TrimSpace(h)
	noun := isCapitalised(h)
	h = strings.ToLower(h)
	if len([]rune(h)) < 4 || strings.Contains(h, " ") {
		return 0
	}
	n := 0
	for _, m := range braced.FindAllStringSubmatch(rest, -1) {
		b := strings.ToLower(m[1])
		f := strings.Fields(b)
		if b == h || len(f) == 0 {
			continue
		}
		// A noun: a compound or a phrase headed by it, a kind of it
		// (Schulaufsatz, stickige Luft), not a phrase about something
		// else ({abends unter der Woche}) nor a compound of another word
		// (Arbeitsplätze). Another word: a phrase using it
		// (unberechenbares Wetter), not a compound, which is another
		// verb (hereinspazieren, not spazieren "breeze").
		switch {
		case noun && strings.HasSuffix(f[len(f)-1], h):
			n++
		case !noun && len(f) > 1 && slices.ContainsFunc(f, func(x string) bool { return strings.HasPrefix(x, h) }):
			n++
		}
	}
	return 0.3 * float64(min(n, 4))
}

// idiomWords mark an English phrase as an idiom: a possessive placeholder
// ("hold your own", "keep one's head", "be doing (your) bird").
var idiomWords = map[string]bool{"your": true, "one's": true, "sb's": true, "his": true, "her": true, "their": true, "yourself": true}

func idiomItem(words []string) bool {
	for _, w := range words {
		if idiomWords[strings.Trim(w, "()")] {
			return true
		}
	}
	return false
}

// germanRanked: deu-eng's senses come ranked by lookupGerman, which weighs
// English forms (learned as learn), labels and cross-references;
// rankEnglishSenses, which knows fewer English words (proposal, learned
// are "unranked" to it), must not undo it (gelernt: "found out, learned"
// put before "learned, learnt"; Vorschlag "advice" before "proposal").
func germanRanked(p lang.Pair, w lang.Gloss) bool {
	return p.Target == lang.German && w.Source == "freedict:"+freedict.Name(lang.German, lang.English)
}

// deWholeWords drops the entries of a combining form, whose headword ends
// in an ellipsis (Stell… "servo", Schließ… "closure", Ersatz… "backup"):
// they gloss the first part of compounds, not the word alone, and took
// imperatives at the start of a sentence (Stell das Glas hin!).
func deWholeWords(entries []string) []string {
	out := entries[:0:0]
	for _, e := range entries {
		head, _, _ := strings.Cut(e, "\n")
		h, _, _ := strings.Cut(head, " /")
		if !strings.HasSuffix(strings.TrimSpace(h), "…") {
			out = append(out, e)
		}
	}
	return out
}

// germanInitialCandidates adds to the candidates of a capitalised first
// word its reading as an imperative (Schließ, Stell: schließen, stellen),
// after the noun's: only the first word of a sentence is capitalised
// without being a noun.
func germanInitialCandidates(word string, cands []string) []string {
	low := strings.ToLower(word)
	for _, inf := range []string{low + "en", low + "n"} {
		// Four letters at least: a short first word is more often a name
		// (Tim, not timen "time"); the short imperatives are core words.
		if len([]rune(low)) >= 4 && !containsFold(cands, inf) && !strings.HasSuffix(low, "en") {
			cands = append(cands, inf)
		}
	}
	return cands
}
