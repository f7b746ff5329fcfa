package gloss

import (
	"context"
	"sort"
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/storyglot/storyglot/internal/lang"
	"github.com/storyglot/storyglot/internal/lang/offline/arabic"
	"github.com/storyglot/storyglot/internal/lang/offline/freedict"
)

func stripArabicArticle(w string) string {
	for _, pre := range []string{"وال", "بال", "فال", "كال", "لل", "ال"} {
		if strings.HasPrefix(w, pre) && len([]rune(w)) > len([]rune(pre))+1 {
			return strings.TrimPrefix(w, pre)
		}
	}
	return w
}

// arabicCandidates: FreeDict's Arabic headwords keep the article, the text
// may carry a conjunction or preposition: try the word, without them, and
// with the article.
func arabicCandidates(w string) []string {
	var c []string
	add := func(s string) {
		if len([]rune(s)) >= 2 {
			for _, x := range c {
				if x == s {
					return
				}
			}
			c = append(c, s, "ال"+stripArabicArticle(s))
		}
	}
	add(w)
	bare := stripArabicArticle(w)
	add(bare)
	stems := []string{bare}
	// One proclitic (و ف ب ل ك) before a stem of three letters or more,
	// then the article after it (وبالبيت, للبيت are covered above).
	for _, pre := range []string{"و", "ف", "ب", "ل", "ك", "وب", "فب", "ول", "فل", "وك"} {
		if rest := strings.TrimPrefix(bare, pre); rest != bare && len([]rune(rest)) >= 3 {
			stems = append(stems, rest)
			if art := stripArabicArticle(rest); art != rest {
				stems = append(stems, art)
			}
		}
	}
	for _, s := range stems {
		add(s)
		// Accusative tanween alif, pronoun suffixes, feminine -t of verbs.
		for _, suf := range []string{"ا", "ها", "هم", "ه", "ي", "ك", "ت", "ون", "ونه"} {
			if strings.HasSuffix(s, suf) {
				add(strings.TrimSuffix(s, suf))
			}
		}
		if strings.HasSuffix(s, "تها") {
			add(strings.TrimSuffix(s, "تها") + "ة") // عائلتها → عائلة
		}
	}
	return c
}

// defaultArabic is the index of Debian's ara-eng, for a Glosser whose
// Arabic field is not set.
var defaultArabic = sync.OnceValue(func() *arabic.Index { return arabic.New("") })

func (g *Glosser) arabicIndex() *arabic.Index {
	if g.Arabic != nil {
		return g.Arabic
	}
	return defaultArabic()
}

// lookupArabic glosses Arabic words from FreeDict's ara-eng through its
// normalised index: the first of a word's stems (arabicStems) that some
// headword normalises to gives the senses of all those headwords, the most
// frequent English first. The dictionary was made from an English word
// list, so its order of senses is that list's (alphabetical) and says
// nothing about which is common (الإدارة: "admin", "administratorship"
// before "management").
func (g *Glosser) lookupArabic(ctx context.Context, p lang.Pair, words []*word) error {
	if p.Target != lang.Arabic || g.FreeDict == nil || !g.FreeDict.Has(p.Target, p.Native) {
		return nil
	}
	markArabicNames(words)
	ix := g.arabicIndex()
	if !ix.Available() {
		return nil
	}
	src := "freedict:" + freedict.Name(p.Target, p.Native)
	for i, w := range words {
		// أليس كذلك is the tag question "isn't it?", not "also".
		if i > 0 && arabic.Normalise(w.gloss.Word) == "كذلك" && arabic.Normalise(words[i-1].gloss.Word) == "اليس" {
			w.gloss.Senses, w.gloss.POS, w.gloss.Source = []string{"(isn't it so?)"}, "part", coreSource
			continue
		}
		// ألم, ألن before an imperfect verb ask "didn't ...?", "won't
		// ...?": the question's أ and the negation, not ألم "pain".
		if q, ok := arAskedNegation(w.gloss.Word, words, i); ok {
			w.gloss.Senses, w.gloss.POS, w.gloss.Source = []string{q}, "part", coreSource
			continue
		}
		// A word with the article is not a verb: the core verb found under
		// it (الأكل as أكل "ate") gives way to the noun.
		if w.gloss.Source == coreSource && w.gloss.POS == "verb" && arabicHasArticle(w.gloss.Word) {
			w.gloss.Senses, w.gloss.Source, w.gloss.POS = nil, "", ""
		}
		// The word as written beats its lemma without the article: اليوم
		// "today", not يوم "day".
		if w.gloss.Source == coreSource && w.gloss.Lemma != w.gloss.Word {
			if c, ok := arabicCore(arStem{norm: arabic.Normalise(w.gloss.Word), lite: unvowelled(w.gloss.Word)}); ok {
				w.gloss.Senses, w.gloss.POS = []string{c.gloss}, c.pos
			}
		}
		if !needsGloss(w) {
			continue
		}
		// The first stem found wins, unless none of its senses is a common
		// English word and one of the next few stems has one: ara-eng lists
		// transliterated names as words (أمي "Amy" before أم "mother" +
		// ي "my"; إليك "Alec").
		//
		// Only a stem that a name may hide may take over (أمي → أم + ي):
		// one found by removing a proclitic or an ending is a guess (بارد
		// "cold, chilly" is not ب + أرد "seek", المظاهرة "demonstration"
		// not المظاهر "airs" + ة).
		//
		// Of stems that cost as much, a core word goes first: لأهله is
		// ل + أهل "family" + ه before it is لأهل "entitle" + ه.
		var fallback *arabicHit
		limit := 0
		stems := arabicStemForms(w.gloss.Word)
		sort.SliceStable(stems, func(i, j int) bool {
			if stems[i].cost != stems[j].cost {
				return stems[i].cost < stems[j].cost
			}
			return arabicCoreContent(stems[i]) && !arabicCoreContent(stems[j])
		})
		if i > 0 {
			if m, ok := arNisbaAfter(words[i-1].gloss.Word, w.gloss.Word); ok {
				stems = append([]arStem{m}, stems...)
			}
		}
		for i, stem := range stems {
			if fallback != nil && (!stem.name || i >= limit) || stem.coreOnly && !arabicCoreContent(stem) {
				continue
			}
			hit, err := g.arabicStem(ctx, p, stem, stem.cost == 0)
			if err != nil {
				return err
			}
			if hit == nil {
				continue
			}
			if hit.common || hit.source == coreSource || stem.nisba {
				fallback = hit
				break
			}
			if fallback == nil {
				fallback, limit = hit, i+4
			}
		}
		if fallback == nil {
			continue
		}
		w.gloss.Senses, w.gloss.Lemma = fallback.senses, fallback.lemma
		w.gloss.Source = src
		if fallback.source == coreSource {
			w.gloss.Source = coreSource
			if w.gloss.POS == "" {
				w.gloss.POS = fallback.pos
			}
		}
	}
	return nil
}

// arabicHit is what one stem of an Arabic word finds.
type arabicHit struct {
	senses        []string
	lemma, source string
	pos           string // a core word's part of speech
	common        bool   // one of the senses is a ranked English word
}

// arabicStem looks one stem up: the core words, then ara-eng through its
// normalised index; nil when neither knows it.
func (g *Glosser) arabicStem(ctx context.Context, p lang.Pair, st arStem, whole bool) (*arabicHit, error) {
	stem := st.norm
	// A core verb, noun, adjective or adverb under its affixes
	// (ساعدتها "helped her" → ساعد): the core gloss. Not a particle: a
	// content word's stem may look like one, nor a verb after the article
	// (الأكل "food"). The whole word normalised is any core word: أنّه
	// with its shadda is أنه "that he", not ara-eng's آنه "now".
	if c, ok := arabicCore(st); ok && p.Native == lang.English && (whole || IsContent(c.pos)) && !(st.noun && c.pos == "verb") {
		return &arabicHit{senses: []string{c.gloss}, lemma: stem, source: coreSource, pos: c.pos, common: true}, nil
	}
	// ara-eng splits a word's senses between the headword with the article
	// and without it (الأب "father", أب "Abe"): both. Not the other way:
	// without its article الظهر "noon" reads as the verb ظهر "appeared".
	ix := g.arabicIndex()
	heads, err := ix.Headwords(stem)
	if err != nil {
		return nil, err
	}
	if !strings.HasPrefix(stem, "ال") && utf8.RuneCountInString(stem) >= 2 {
		more, err := ix.Headwords("ال" + stem)
		if err != nil {
			return nil, err
		}
		heads = append(heads, more...)
	}
	var senses []string
	for _, h := range heads {
		s, err := g.FreeDict.Lookup(ctx, p.Target, p.Native, h, 0)
		if err != nil {
			return nil, err
		}
		for _, x := range s {
			if !containsFold(senses, x) {
				senses = append(senses, x)
			}
		}
	}
	// Only the senses of the entries spelt as the text spells the word
	// (arSpellingMatch), when there are some.
	senses, err = g.arSpeltSenses(st, heads, senses)
	if err != nil {
		return nil, err
	}
	if len(senses) == 0 {
		return nil, nil
	}
	if p.Native == lang.English {
		senses = byEnglishFrequency(withoutPlurals(senses))
		if st.nisba || st.noun && strings.HasSuffix(st.norm, "ي") {
			senses = adjectivesFirst(senses) // العسكري: "martial" before "mil"
		}
	}
	if len(senses) > 6 {
		senses = senses[:6]
	}
	return &arabicHit{senses: senses, lemma: heads[0], source: "freedict", common: inflectedRank(senses[0]) < unranked}, nil
}

// arabicCore finds a stem among the core words: as written with its hamza,
// or normalised, unless the stem has the hamza of أ and the normalised key
// is a word written with a bare alif (سأعد "I will prepare" normalised is
// ساعد "helped").
func arabicCore(st arStem) (coreWord, bool) {
	m := coreWords[lang.Arabic]
	if c, ok := m[st.lite]; ok {
		return c, true
	}
	if strings.ContainsRune(st.lite, 'أ') && !arNormalisedKeys[st.norm] {
		return coreWord{}, false
	}
	c, ok := m[st.norm]
	return c, ok
}

// arabicCoreContent: the stem is a core content word that arabicStem
// would take under affixes.
func arabicCoreContent(st arStem) bool {
	c, ok := arabicCore(st)
	return ok && IsContent(c.pos) && !(st.noun && c.pos == "verb")
}

// arabicHasArticle reports whether a word carries the article, after a
// conjunction or preposition or not (البيت, وبالبيت, للبيت).
func arabicHasArticle(word string) bool {
	w := arabic.Normalise(word)
	for _, c := range []string{"و", "ف"} {
		if r, ok := strings.CutPrefix(w, c); ok && utf8.RuneCountInString(r) >= 4 {
			w = r
			break
		}
	}
	for _, pre := range []string{"ال", "بال", "كال", "لل"} {
		if strings.HasPrefix(w, pre) && utf8.RuneCountInString(w) >= utf8.RuneCountInString(pre)+2 {
			return true
		}
	}
	return false
}

// withoutPlurals drops a sense that is the plural of another one: ara-eng
// lists mass nouns in both numbers (القهوة "coffees, coffee", الماضي
// "pasts, past"), and the plural of a word that has none is the one a
// learner would read as wrong.
func withoutPlurals(senses []string) []string {
	var out []string
	for _, s := range senses {
		l := strings.ToLower(s)
		plural := false
		for _, t := range senses {
			if tl := strings.ToLower(t); tl != l && (l == tl+"s" || l == tl+"es") {
				plural = true
				break
			}
		}
		if !plural {
			out = append(out, s)
		}
	}
	return out
}

// byEnglishFrequency orders senses by the frequency of their head word in
// English, most frequent first, an inflected head word ranking as its base
// form (children as child, played as play); senses of equal rank keep their
// order.
func byEnglishFrequency(senses []string) []string {
	out := append([]string(nil), senses...)
	sort.SliceStable(out, func(i, j int) bool { return inflectedRank(out[i]) < inflectedRank(out[j]) })
	return out
}

// inflectedRank is senseRank, trying the base forms of a regular or common
// irregular English inflection when the head word itself is not ranked.
func inflectedRank(sense string) int {
	r := senseRank(sense)
	if r != unranked {
		return r
	}
	f := strings.Fields(strings.ToLower(sense))
	if len(f) == 0 {
		return r
	}
	head := strings.Trim(f[0], ",.;:()!?\"'")
	if head == "to" && len(f) > 1 {
		head = strings.Trim(f[1], ",.;:()!?\"'")
	}
	if base, ok := englishIrregular[head]; ok {
		return senseRank(base)
	}
	for _, cut := range []struct{ suf, add string }{{"ies", "y"}, {"ied", "y"}, {"es", ""}, {"s", ""}, {"ed", ""}, {"ed", "e"}, {"d", ""}, {"ing", ""}, {"ing", "e"}} {
		if b, ok := strings.CutSuffix(head, cut.suf); ok && len(b) >= 2 {
			if r := senseRank(b + cut.add); r != unranked {
				return r
			}
		}
	}
	return unranked
}

// englishIrregular maps common irregular English forms to their base.
var englishIrregular = map[string]string{
	"children": "child", "men": "man", "women": "woman", "people": "person", "went": "go", "gone": "go",
	"ate": "eat", "eaten": "eat", "drank": "drink", "drunk": "drink", "saw": "see", "seen": "see",
	"wrote": "write", "written": "write", "came": "come", "took": "take", "taken": "take", "gave": "give",
	"given": "give", "made": "make", "said": "say", "told": "tell", "knew": "know", "known": "know",
	"thought": "think", "found": "find", "got": "get", "bought": "buy", "brought": "bring", "sat": "sit",
	"stood": "stand", "ran": "run", "began": "begin", "slept": "sleep", "left": "leave", "felt": "feel",
	"kept": "keep", "met": "meet", "read": "read", "spoke": "speak", "heard": "hear", "held": "hold",
	"lost": "lose", "paid": "pay", "sent": "send", "spent": "spend", "taught": "teach", "won": "win",
	"wore": "wear", "feet": "foot", "teeth": "tooth", "mice": "mouse",
}
