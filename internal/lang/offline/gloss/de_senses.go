package gloss

import (
	"context"
	"math"
	"regexp"
	"slices"
	"sort"
	"strings"

	"github.com/storyglot/storyglot/internal/lang"
	"github.com/storyglot/storyglot/internal/lang/offline/freedict"
)

// deu-eng (from Ding) files each sense of a word as an entry of its own,
// in an order that says little: Bär "ram" (the pile driver) beside Bär
// "bear", Schnee "picture noise" before "snow", Spiel "bearing play"
// before "game". lookupGerman weighs the entries of a headword instead of
// taking them in order or by length alone (the common sense).

// lookupGerman returns the senses of the first candidate deu-eng knows,
// its entries best first (deEntryScore), and that candidate. Only the
// entries written with the candidate's own case count when there are any:
// leisten, the verb, is not the noun Leisten "last".
//
// A capitalised word takes first a candidate written so in deu-eng
// (Verdächtigen: Verdächtige "suspect"), then any (Verdächtig: the
// adjective verdächtig "fishy").
func (g *Glosser) lookupGerman(p lang.Pair, w *word, max int) ([]string, string) {
	passes := []bool{false}
	if isCapitalised(w.gloss.Word) {
		passes = []bool{true, false}
	}
	for _, asWritten := range passes {
		if senses, c := g.lookupGermanPass(p, w, max, asWritten); len(senses) > 0 {
			return senses, c
		}
	}
	return nil, ""
}

func (g *Glosser) lookupGermanPass(p lang.Pair, w *word, max int, asWritten bool) ([]string, string) {
	for _, c := range w.candidates {
		if c == "" {
			continue
		}
		entries := deWholeWords(g.FreeDict.Entries(p.Target, p.Native, c)) // de_entries.go: not Stell… "servo"
		more := g.deMoreEntries(p, w, c)                                   // de_entries.go: die Polizei, beeinflusst
		if len(entries) == 0 && len(more) == 0 {
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
		} else if asWritten && len(more) == 0 {
			continue
		}
		entries = append(entries, more...)
		entries = deGenderEntries(entries, w.genders) // de_gender.go: der See "lake"
		if w.gloss.POS == "adj" {
			entries = deAdjectiveEntries(entries) // de_attributive.go
			entries = append(entries, g.deStemEntries(p, c)...)
		}
		senses := rankGermanEntries(entries, max)
		if core, ok := deCoreVerbs[c]; ok { // de_core_verbs.go: sagen "say"
			senses = append([]string{core}, senses...)
		}
		if len(senses) > 0 {
			return senses, c
		}
	}
	return nil, ""
}

// deFirstItem is the first item of an entry's first sense, in lower case.
func deFirstItem(raw string) string {
	senses := freedict.EntrySenses(raw)
	if len(senses) == 0 {
		return ""
	}
	first, _, _ := strings.Cut(senses[0], ",")
	return strings.ToLower(strings.TrimSpace(first))
}

// deFirstSenseItems are the items of an entry's first sense, in lower
// case, each once.
func deFirstSenseItems(raw string) []string {
	senses := freedict.EntrySenses(raw)
	if len(senses) == 0 {
		return nil
	}
	var out []string
	for _, it := range strings.Split(senses[0], ",") {
		if it = strings.ToLower(strings.TrimSpace(it)); it != "" && !slices.Contains(out, it) {
			out = append(out, it)
		}
	}
	return out
}

// deScoreMargin is how much worse than the best an entry may score and
// still give senses.
const deScoreMargin = 1.0

// rankGermanEntries orders a headword's entries by deEntryScore and returns
// the senses of those that score near the best, at most max (0 = all).
func rankGermanEntries(entries []string, max int) []string {
	type scored struct {
		raw   string
		score float64
	}
	// A sense filed in several entries (frisch: "fresh" three times,
	// "recent" once) is the word's main one.
	// So is one that leads an entry and is the second item of another
	// (gelernt: "found out, learned" and "learned, learnt"); a fifth item
	// is a loose synonym (Stunden: "periods, ..., lessons").
	firsts := map[string]int{}
	for _, e := range entries {
		items := deFirstSenseItems(e)
		for _, it := range items[:min(2, len(items))] {
			firsts[it]++
		}
	}
	list := make([]scored, len(entries))
	shared := deSharedCredit(entries) // de_usage.go: voll "full"
	for i, e := range entries {
		credit := 0.5 * float64(min(firsts[deFirstItem(e)], 3)-1)
		if shared[e] > credit {
			credit = shared[e]
		}
		if deCognate(e) {
			credit += deCognateCredit // de_usage.go: ticken "tick"
		}
		list[i] = scored{e, deEntryScore(e) - credit}
		if raw, ok := strings.CutPrefix(e, deStemMark); ok {
			list[i] = scored{raw, deEntryScore(raw) - 2} // de_attributive.go: the form before a noun
		}
		if raw, ok := strings.CutPrefix(e, deArticleMark); ok {
			list[i] = scored{raw, deEntryScore(raw) + deArticleCost} // de_entries.go: die Öffentlichkeit
		}
	}
	sort.SliceStable(list, func(i, j int) bool { return list[i].score < list[j].score })
	var out []string
	for k, s := range list {
		if k > 0 && s.score > list[0].score+deScoreMargin {
			break // a far worse entry: rankEnglishSenses would put its common word first (Fehler "bad")
		}
		for _, sense := range freedict.EntrySenses(s.raw) {
			if sense = dropAbbreviations(sense); sense != "" && !containsFold(out, sense) {
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
//     first item, or of one of the next two doubled (bear before ram, snow before
//     picture noise); a phrase ranks as its rarest word, doubled;
//   - its labels: a register or a trade ([ugs.], [techn.], [astron.]) costs
//     1, a German context ([Regel], [ins Schwarze], [einzelnes]) 2 — that
//     sense holds only in that phrase; an everyday field ([zool.], [cook.])
//     nothing; a note ("Note: video") deNoteCost;
//   - a plural entry (Fenster <pl> "windows") 1;
//   - less the log of its length without its lists (deUsageLength): an
//     entry with many examples is the word as it is mostly used.
func deEntryScore(raw string) float64 {
	senses := freedict.EntrySenses(raw)
	if len(senses) == 0 {
		return math.Inf(1)
	}
	items := strings.Split(senses[0], ", ")
	best := deItemRank(items[0])
	for _, it := range items[1:min(3, len(items))] {
		best = min(best, 2*deItemRank(it)) // the first item is what a learner reads
	}
	score := math.Log(float64(best) + rankDamping)
	head, rest, _ := strings.Cut(raw, "\n")
	first, technical, noted := true, false, false
	for _, line := range strings.Split(rest, "\n") {
		s := strings.TrimSpace(line)
		switch {
		case s == "":
		case strings.HasPrefix(s, "Note:") && !noted:
			noted = true
			score += deNoteCost // de_usage.go
		case first:
			first = false
			for _, m := range leadingLabels.FindAllStringSubmatch(leadingLabel.FindString(s), -1) {
				c := labelCost(m[1])
				score += c
				technical = technical || c >= 1
			}
			score += registerCost(s) + figurativeCost(s)
		}
	}
	if strings.Contains(head, "<pl>") || strings.Contains(head, "<pl,") {
		score++
	}
	score += deInterjectionCost(head) // de_usage.go: Mensch "gosh"
	if !technical {
		score -= compoundCredit(head, rest) // de_entries.go; a trade's terms are not the word's everyday sense
	}
	return score - math.Log(float64(deUsageLength(raw)))
}

// rankDamping is added to an English rank before its log is taken: words
// of the first thousand or two differ little (decision is not much rarer
// than move), rare words much.
const rankDamping = 1000

var (
	leadingLabel  = regexp.MustCompile(`^(?:\[[^\]]*\]\s*)+`)
	leadingLabels = regexp.MustCompile(`\[([^\]]*)\]`)
)

// everydayFields are the domain labels of deu-eng under which the common
// sense of a word is filed ([zool.] Bär "bear", [meteo.] Schnee "snow").
var everydayFields = map[string]bool{
	"zool.": true, "bot.": true, "ornith.": true, "meteo.": true, "cook.": true, "transp.": true, "anat.": true,
	"school": true, "stud.": true, "geogr.": true, "med.": true, "biol.": true, "mus.": true, "pol.": true, "textil.": true,
	"soc.": true, // Gesellschaft "society", Familie "family": the social sense of an everyday noun
}

// regionLabels say where a sense is used, not what it is about: Junge
// "boy" is [Norddt.] [Mitteldt.].
var regionLabels = map[string]bool{
	"Norddt.": true, "Süddt.": true, "Mitteldt.": true, "Westdt.": true, "Ostdt.": true, "Ös.": true, "Schw.": true,
	"Bayr.": true, "BW": true, "Dt.": true, "Br.": true, "Am.": true, "Austr.": true, "Sc.": true, "Ir.": true, "Can.": true,
}

// labelCost is the cost of a label at the head of a sense line: nothing
// for an everyday field, half for a region ([Norddt.]) or a German
// adjective that only narrows the sense ([formelle] Entscheidung, still
// "decision"), 1 for another abbreviated field or register ([techn.],
// [ugs.]), 1.5 for a German noun the sense needs ([Regel] verletzen,
// "break") and 2 for a German phrase ([ins Schwarze] treffen, "hit home").
func labelCost(label string) float64 {
	l := strings.TrimSpace(label)
	switch {
	case everydayFields[strings.ToLower(l)]:
		return 0
	case l == "übtr.", l == "fig.":
		return 2 // übertragen: a figurative sense, never the word's own (Öffentlichkeit "light of day")
	case regionLabels[l]:
		return 0.5
	case strings.Contains(l, " ") && strings.ToLower(l) == l:
		return 0.5 // [zusammengerollter und gefüllter] Pfannkuchen: still "pancake"
	case strings.Contains(l, " "):
		return 2
	case strings.HasSuffix(l, "."), l == "slang", l == "sport", l == "art":
		return 1
	case isCapitalised(l):
		return 1.5
	}
	return 0.5
}

// registerMarks after an item mark a sense as colloquial, rare or figurative
// ("bad <n> [Am.] [coll.]" for Fehler).
var registerMarks = []string{"[coll.]", "[formal]", "[slang]", "[vulg.]", "[pej.]", "[obs.]", "[rare]", "[dated]", "[humor.]", "[fig.]", "[poet.]"}

// registerCost is 1 when the first item of an entry's first sense line
// carries a register mark ("bad <n> [Am.] [coll.]"); a mark on a later
// item ("at least <adv>, leastways <adv> [coll.]") is that item's.
func registerCost(line string) float64 {
	rest, _, _ := strings.Cut(leadingLabel.ReplaceAllString(line, ""), ",")
	for _, m := range registerMarks {
		if strings.Contains(rest, m) {
			return 1
		}
	}
	return 0
}

// deParticles follow an English verb in a phrasal verb ("find out", "look
// up"): such a phrase is not as common as its verb.
var deParticles = map[string]bool{"up": true, "out": true, "off": true, "down": true, "over": true, "away": true, "back": true,
	"in": true, "on": true, "around": true, "through": true, "along": true}

// deItemRank is the English rank of one item of a sense: a word ranks as
// itself (wordRank), a phrase of two or more words or a phrasal verb as
// its rarest word (or 300, bandEveryday for a phrasal verb, if rarer), doubled. Placeholders and light
// words ("to", "sth.", "sb.") do not count.
func deItemRank(item string) int {
	var words, content []string
	particle := false
	fields := strings.Fields(strings.ReplaceAll(item, "/", " "))
	for i, f := range fields {
		if i > 0 && isAbbreviation(f, fields[0]) {
			continue // "government Gov.", "street St", "Monday Mon"
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
		return englishFormRank(content[0])
	case idiomItem(words):
		return min(2*bandGeneral, unranked) // "hold your own", "keep one's head": an idiom, not the word
	}
	worst := 300
	if particle {
		worst = bandEveryday // "way out", "find out" are not as common as way or find
	}
	for _, w := range content {
		worst = max(worst, englishFormRank(w))
	}
	return min(2*worst, unranked)
}

// lookupGermanWord is the hook for lookupFreeDictWord: German glossed in
// English takes its senses from lookupGerman.
func (g *Glosser) lookupGermanWord(_ context.Context, p lang.Pair, w *word, max int) ([]string, string, error) {
	senses, c := g.lookupGerman(p, w, max)
	return senses, c, nil
}

// isAbbreviation: a capitalised word of at most five letters that ends in
// a period (Gov., Govt.), or of at most four that starts as the word it
// follows (St after street, Mon after Monday), as deu-eng glues
// abbreviations to the word they abbreviate.
func isAbbreviation(f, head string) bool {
	n := len([]rune(f))
	if !isCapitalised(f) || n < 2 {
		return false
	}
	if strings.HasSuffix(f, ".") {
		return n <= 6
	}
	return n <= 4 && strings.HasPrefix(strings.ToLower(head), strings.ToLower(f[:1]))
}

// dropAbbreviations removes from a sense the abbreviations deu-eng glues to
// its items ("government Gov., Govt., administration" → "government,
// administration"; "road Rd" → "road").
func dropAbbreviations(sense string) string {
	var items []string
	for _, it := range strings.Split(sense, ",") {
		fields := strings.Fields(it)
		var kept []string
		for i, f := range fields {
			switch {
			case strings.HasPrefix(f, "/") && strings.HasSuffix(f, "/"): // its IPA: "/ɡˈoːf/"
			case i > 0 && isAbbreviation(f, fields[0]):
			case len(fields) == 1 && isAbbreviation(f, "") && strings.HasSuffix(f, "."):
			default:
				kept = append(kept, f)
			}
		}
		if len(kept) > 0 {
			items = append(items, strings.Join(kept, " "))
		}
	}
	return strings.Join(items, ", ")
}
