package gloss

import (
	"context"
	"math"
	"regexp"
	"sort"
	"strings"

	"github.com/storyglot/storyglot/internal/lang"
	"github.com/storyglot/storyglot/internal/lang/offline/freedict"
)

// deu-eng (from Ding) files each sense of a word as an entry of its own,
// in an order that says little: Bär "ram" (the pile driver) beside Bär
// "bear", Schnee "picture noise" before "snow", Spiel "bearing play"
// before "game". lookupGerman weighs the entries of a headword instead of
// taking them in order or by length alone (issue 25: the common sense).

// lookupGerman returns the senses of the first candidate deu-eng knows,
// its entries best first (deEntryScore), and that candidate. Only the
// entries written with the candidate's own case count when there are any:
// leisten, the verb, is not the noun Leisten "last".
func (g *Glosser) lookupGerman(p lang.Pair, w *word, max int) ([]string, string) {
	for _, c := range w.candidates {
		if c == "" {
			continue
		}
		entries := g.FreeDict.Entries(p.Target, p.Native, c)
		if len(entries) == 0 {
			continue
		}
		var exact []string
		for _, e := range entries {
			if freedict.WrittenAs(e, c) {
				exact = append(exact, e)
			}
		}
		if len(exact) > 0 {
			entries = exact
		}
		if senses := rankGermanEntries(entries, max); len(senses) > 0 {
			return senses, c
		}
	}
	return nil, ""
}

// rankGermanEntries orders a headword's entries by deEntryScore and returns
// their senses, at most max (0 = all).
func rankGermanEntries(entries []string, max int) []string {
	type scored struct {
		raw   string
		score float64
	}
	list := make([]scored, len(entries))
	for i, e := range entries {
		list[i] = scored{e, deEntryScore(e)}
	}
	sort.SliceStable(list, func(i, j int) bool { return list[i].score < list[j].score })
	var out []string
	for _, s := range list {
		for _, sense := range freedict.EntrySenses(s.raw) {
			if !containsFold(out, sense) {
				out = append(out, sense)
			}
		}
		if max > 0 && len(out) >= max {
			return out[:max]
		}
	}
	return out
}

// deEntryScore scores one deu-eng entry, lower first. It adds up:
//   - how rare its English is: the log of the rank of the first sense's
//     commonest item among its first three (bear before ram, snow before
//     picture noise); a phrase ranks as its rarest word, doubled;
//   - its labels: a register or a trade ([ugs.], [techn.], [astron.]) costs
//     1, a German context ([Regel], [ins Schwarze], [einzelnes]) 2 — that
//     sense holds only in that phrase; an everyday field ([zool.], [cook.])
//     nothing; a note ("Note: video") 0.3;
//   - a plural entry (Fenster <pl> "windows") 1;
//   - less the log of its length: a long entry, with examples and
//     cross-references, is the word as it is mostly used.
func deEntryScore(raw string) float64 {
	senses := freedict.EntrySenses(raw)
	if len(senses) == 0 {
		return math.Inf(1)
	}
	items := strings.Split(senses[0], ", ")
	best := deItemRank(items[0])
	for _, it := range items[1:min(3, len(items))] {
		best = min(best, deItemRank(it))
	}
	score := math.Log(float64(best) + 50)
	head, rest, _ := strings.Cut(raw, "\n")
	for _, line := range strings.Split(rest, "\n") {
		s := strings.TrimSpace(line)
		switch {
		case s == "":
		case strings.HasPrefix(s, "Note:"):
			score += 0.3
		case strings.HasPrefix(s, "[") && !strings.HasPrefix(strings.ToLower(s), "[synonym"):
			for _, m := range leadingLabels.FindAllStringSubmatch(leadingLabel.FindString(s), -1) {
				score += labelCost(m[1])
			}
		}
	}
	if strings.Contains(head, "<pl>") || strings.Contains(head, "<pl,") {
		score++
	}
	return score - math.Log(float64(len(raw)))
}

var (
	leadingLabel  = regexp.MustCompile(`^(?:\[[^\]]*\]\s*)+`)
	leadingLabels = regexp.MustCompile(`\[([^\]]*)\]`)
)

// everydayFields are the domain labels of deu-eng under which the common
// sense of a word is filed ([zool.] Bär "bear", [meteo.] Schnee "snow").
var everydayFields = map[string]bool{
	"zool.": true, "bot.": true, "ornith.": true, "meteo.": true, "cook.": true, "transp.": true, "anat.": true,
	"school": true, "geogr.": true, "med.": true, "biol.": true, "mus.": true, "pol.": true,
}

// regionLabels say where a sense is used, not what it is about: Junge
// "boy" is [Norddt.] [Mitteldt.].
var regionLabels = map[string]bool{
	"Norddt.": true, "Süddt.": true, "Mitteldt.": true, "Westdt.": true, "Ostdt.": true, "Ös.": true, "Schw.": true,
	"Bayr.": true, "BW": true, "Br.": true, "Am.": true, "Austr.": true, "Sc.": true, "Ir.": true, "Can.": true,
}

// labelCost is the cost of a label at the head of a sense line: nothing
// for an everyday field, 1 for another abbreviated field or register, 2
// for a German context that the sense needs ([Regel], [ins Schwarze]).
func labelCost(label string) float64 {
	l := strings.TrimSpace(label)
	switch {
	case everydayFields[strings.ToLower(l)]:
		return 0
	case regionLabels[l]:
		return 0.5
	case isCapitalised(l) || strings.Contains(l, " ") || !strings.HasSuffix(l, "."):
		return 2
	}
	return 1
}

// deParticles follow an English verb in a phrasal verb ("find out", "look
// up"): such a phrase is not as common as its verb.
var deParticles = map[string]bool{"up": true, "out": true, "off": true, "down": true, "over": true, "away": true, "back": true,
	"in": true, "on": true, "around": true, "through": true, "along": true}

// deItemRank is the English rank of one item of a sense: a word ranks as
// itself (wordRank), a phrase of two or more words or a phrasal verb as
// its rarest word (or 300 if rarer), doubled. Placeholders and light
// words ("to", "sth.", "sb.") do not count.
func deItemRank(item string) int {
	var words, content []string
	particle := false
	for i, f := range strings.Fields(strings.ReplaceAll(item, "/", " ")) {
		if i > 0 && isAbbreviation(f) {
			continue // "government Gov.", "Monday Mon"
		}
		f = strings.Trim(strings.ToLower(f), ".;:!?\"'…")
		if f == "" {
			continue
		}
		words = append(words, f)
		switch {
		case deParticles[f] && len(words) > 1:
			particle = true
		case !lightWords[f]:
			content = append(content, f)
		}
	}
	switch {
	case len(words) == 0:
		return unranked
	case len(content) == 0 && len(words) > 1:
		return bandGeneral // "be on", "get up": no word says what it means
	case len(content) == 0:
		return wordRank(words[0])
	case len(content) == 1 && !particle:
		return wordRank(content[0])
	}
	worst := 300
	for _, w := range content {
		worst = max(worst, wordRank(w))
	}
	return min(2*worst, unranked)
}

// lookupGermanWord is the hook for lookupFreeDictWord: German glossed in
// English takes its senses from lookupGerman.
func (g *Glosser) lookupGermanWord(_ context.Context, p lang.Pair, w *word, max int) ([]string, string, error) {
	senses, c := g.lookupGerman(p, w, max)
	return senses, c, nil
}

// isAbbreviation: a capitalised word of at most five letters ending in a
// period (Gov., Govt.), as deu-eng glues after the word it abbreviates.
func isAbbreviation(f string) bool {
	return isCapitalised(f) && strings.HasSuffix(f, ".") && len([]rune(f)) <= 6
}
