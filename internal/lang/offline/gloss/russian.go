package gloss

import (
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/storyglot/storyglot/internal/lang"
	"github.com/storyglot/storyglot/internal/lang/offline/mueller"
)

// EnglishRank is the frequency rank of a common English word (1 = most
// frequent; words not in the built-in list rank after all of them). The
// reversed Müller dictionary orders the English words of a Russian word by
// it.
func EnglishRank(w string) int {
	if englishDated[w] {
		return unranked + 1 // ru_english.go: gay is not весёлый today
	}
	if r, ok := englishRank[w]; ok {
		return r
	}
	return englishDerivedRank(w) // ru_english.go: impatient, quietly
}

// russianEnglish: the reversed Müller dictionary glosses ru → en.
func (g *Glosser) russianEnglish(p lang.Pair) bool {
	return p.Target == lang.Russian && p.Native == lang.English && g.Russian.Available()
}

// lookupRussian glosses Russian words by their hunspell stems, then as
// written, in the reversed Müller dictionary. Russian capitalises only
// names (and the polite Вы, a core word), so a capitalised word inside a
// sentence is a name and is not looked up: hunspell would stem Маша to
// махать, "wave".
func (g *Glosser) lookupRussian(p lang.Pair, words []*word) error {
	if !g.russianEnglish(p) {
		return nil
	}
	for _, w := range words {
		if !needsGloss(w) {
			continue
		}
		// At the start of a sentence, a word hunspell-ru stems to a
		// capitalised form is a name too (Анна, not the coin "anna"; Лена,
		// not лен "flax"); Мама stems to мама. So is a given name that is
		// also a rare word (ru_names.go: Том, not том "tome").
		if isCapitalised(w.gloss.Word) && (!w.initial || slices.ContainsFunc(w.candidates[:len(w.candidates)-1], isCapitalised) || ruGivenName(w.gloss.Word)) {
			w.gloss.POS, w.gloss.Lemma = "propn", w.gloss.Word
			continue
		}
		// Among the word's own forms (stems, as written, the imperfective,
		// without -ся) found directly (tier 0 or 1), the one whose first
		// sense is the most common English word (открыться: "disembosom",
		// открыть: "open"); else a form without a perfective prefix; else
		// any form found at all.
		// An adjective as written (дорогой "dear, expensive") is its own
		// lemma, not a case of the noun that hunspell also stems it to
		// (дорога "road", instrumental дорогой).
		if form := mueller.Fold(w.gloss.Word); ruAdjectiveForm(form) && !ruObliqueAdjective(form, w.candidates) {
			senses, tier, err := g.Russian.LookupTier(form, 6)
			if err != nil {
				return err
			}
			if len(senses) > 0 && tier == 0 {
				w.gloss.Senses, w.gloss.Source, w.gloss.Lemma = joinRussianSenses(senses), mueller.Source, form
				continue
			}
		}
		primary, imperfective, prefixless := russianCandidates(w.candidates)
		// A frequent word whose sense Müller's reversal misses (ru_words.go).
		if c, form, ok := ruCommonSense(primary); ok {
			// A reflexive's sense may be listed under the plain verb
			// (открылась: открыть "open"); its lemma stays the reflexive.
			lemma := strings.ToLower(form)
			if first := strings.ToLower(w.candidates[0]); len(w.candidates) > 1 && (strings.HasSuffix(first, "ся") || strings.HasSuffix(first, "сь")) && !strings.HasSuffix(lemma, "ся") {
				lemma = first
			}
			w.gloss.Senses, w.gloss.Source, w.gloss.Lemma = []string{c.gloss}, coreSource, lemma
			if w.gloss.POS == "" {
				w.gloss.POS = c.pos
			}
			continue
		}
		var weak []string
		var weakLemma, weakForm, bestForm string
		best, bestTier := -1, 0
		for k, group := range [][]string{primary, imperfective, prefixless} {
			// A perfective found only in a second sense (разбить: crash)
			// looks its imperfective up too, which Müller lists first
			// (разбивать: break), and takes it when it is more direct.
			if k == 1 && best >= 0 && bestTier > 0 {
				for _, c := range group {
					senses, tier, err := g.Russian.LookupTier(c, 6)
					if err != nil {
						return err
					}
					if len(senses) > 0 && tier < bestTier && senseRank(senses[0]) <= bandGeneral {
						w.gloss.Senses, w.gloss.Lemma = senses, w.candidates[0]
						best, bestTier, bestForm = senseRank(senses[0]), tier, c
						break
					}
				}
			}
			if k == 2 && (best >= 0 || weak != nil) || best >= 0 && best < unranked {
				// A prefix off only when the word is not found at all, not
				// even in a late sense: a prefix changes the meaning
				// (заходить "call, drop in", ходить "walk").
				break
			}
			for _, c := range group {
				senses, tier, err := g.Russian.LookupTier(c, 6)
				if err != nil {
					return err
				}
				if len(senses) == 0 {
					continue
				}
				lemma := c
				if !containsString(w.candidates, c) {
					lemma = w.candidates[0] // купили: the lemma is купить, found as покупать
				}
				if tier <= 1 && (best < 0 || senseRank(senses[0]) < best) {
					w.gloss.Senses, w.gloss.Source, w.gloss.Lemma = senses, mueller.Source, lemma
					best, bestTier, bestForm = senseRank(senses[0]), tier, c
				}
				if weak == nil {
					weak, weakLemma, weakForm = senses, lemma, c
				}
			}
		}
		// The word's own late sense in a common English word beats a rare
		// word that another of its forms translates directly: кататься is
		// ride (3) катать(ся)), not mangle, which катать (linen) is.
		if len(w.gloss.Senses) == 0 && weak != nil || weak != nil && weakForm == w.candidates[0] && bestForm != weakForm && senseRank(weak[0]) <= bandGeneral && best >= unranked {
			w.gloss.Senses, w.gloss.Source, w.gloss.Lemma = weak, mueller.Source, weakLemma
		}
		w.gloss.Senses = joinRussianSenses(w.gloss.Senses)
	}
	return nil
}

// ruAdjectiveForm: a word with the ending of an adjective's dictionary
// form, the masculine nominative. Other forms as written are the
// adjective's cases (сильное is сильный, not the "longing" Müller gives
// for the phrase сильное желание); the few that are nouns too
// (мороженое, столовая) are in ruCommon.
func ruAdjectiveForm(w string) bool {
	for _, suf := range []string{"ый", "ий", "ой"} {
		if strings.HasSuffix(w, suf) && utf8.RuneCountInString(w) > 4 {
			return true
		}
	}
	return false
}

// ruObliqueAdjective: a word in -ой that is a case of an adjective in -ый
// or -ий, which hunspell gives among its stems (новой is новый, while
// дорогой is its own dictionary form).
func ruObliqueAdjective(form string, cands []string) bool {
	stem, ok := strings.CutSuffix(form, "ой")
	if !ok {
		return false
	}
	return slices.ContainsFunc(cands, func(c string) bool {
		c = mueller.Fold(c)
		return c == stem+"ый" || c == stem+"ий"
	})
}

// joinRussianSenses writes the two most direct English words of a Russian
// word as one sense ("love, like", "play, game", "error, mistake") when the
// second is a common English word: the reversed dictionary gives single
// English words, and a Russian word often needs two to show its range, as
// FreeDict's senses do ("also, likewise, too"). A rare second word
// (topcoat, overcoat) is not added.
func joinRussianSenses(senses []string) []string {
	if len(senses) < 2 || wordRank(senses[1]) > bandGeneral || strings.Contains(senses[0], ",") {
		return senses
	}
	out := append([]string{senses[0] + ", " + senses[1]}, senses[2:]...)
	return out
}

// ruPrefixes are the verb prefixes that make perfectives (спросить,
// приготовить), which Müller lists far less than the imperfectives
// (просить, готовить), longest first.
var ruPrefixes = []string{"рас", "раз", "при", "про", "пере", "под", "вы", "за", "на", "по", "с", "у", "о"}

// russianCandidates returns a word's own forms — hunspell's stems, as
// written, the imperfective of a listed perfective (купить → покупать),
// without -ся (открыться → открыть) —, then imperfectives made by rule
// (открыть → открывать, решить → решать: the dictionary lists verbs by
// their imperfective), then its forms without a perfective prefix
// (приготовить → готовить).
func russianCandidates(cands []string) (primary, imperfective, prefixless []string) {
	primary = append([]string(nil), cands...)
	add := func(to *[]string, s string) {
		if !containsString(primary, s) && !containsString(imperfective, s) && !containsString(prefixless, s) {
			*to = append(*to, s)
		}
	}
	for _, c := range cands {
		c = mueller.Fold(c)
		if impf, ok := ruAspect[c]; ok {
			add(&primary, impf)
		}
		// A noun in a plural case stemmed to its plural (ru_plural.go).
		if len(cands) > 0 {
			for _, sg := range ruSingulars(cands[len(cands)-1], c) {
				add(&primary, sg)
			}
		}
		// Irregular verbs' forms; past forms of идти with a prefix,
		// -расти, -ечь, -очь (ru_forms.go).
		if inf, ok := ruIrregular[c]; ok {
			add(&primary, inf)
		}
		for _, inf := range ruPastIrregular(c) {
			add(&primary, inf)
			if impf, ok := ruAspect[inf]; ok {
				add(&primary, impf)
			}
		}
		// Past forms of verbs in -сти, -зти, which hunspell-ru leaves
		// alone: принёс, несла → принести, нести; вёз → везти.
		for _, r := range ruPastSti {
			if stem, ok := strings.CutSuffix(c, r[0]); ok && utf8.RuneCountInString(stem) >= 1 {
				inf := stem + r[1]
				add(&primary, inf)
				if impf, ok := ruAspect[inf]; ok {
					add(&primary, impf)
				}
			}
		}
		base := c
		for _, suf := range []string{"ться", "тись", "чься"} {
			if strings.HasSuffix(c, suf) {
				base = strings.TrimSuffix(strings.TrimSuffix(c, "ся"), "сь")
				add(&primary, base)
			}
		}
		for _, r := range ruImperfective {
			if stem, ok := strings.CutSuffix(base, r[0]); ok && utf8.RuneCountInString(stem) >= 2 {
				add(&imperfective, stem+r[1])
			}
		}
		if !strings.HasSuffix(base, "ть") && !strings.HasSuffix(base, "ти") && !strings.HasSuffix(base, "чь") {
			continue
		}
		for _, pre := range ruPrefixes {
			if rest := strings.TrimPrefix(base, pre); rest != base && utf8.RuneCountInString(rest) >= 4 {
				if base != c {
					add(&prefixless, rest+"ся") // понравиться → нравиться
				}
				add(&prefixless, rest)
				break
			}
		}
	}
	return primary, imperfective, prefixless
}

// ruPastSti turns the past forms of verbs in -сти and -зти (folded: ё is
// е) back into the infinitive.
var ruPastSti = [][2]string{{"есла", "ести"}, {"если", "ести"}, {"есло", "ести"}, {"ес", "ести"}, {"езла", "езти"}, {"езли", "езти"}, {"ез", "езти"}}

// ruImperfective are the regular ways a perfective's imperfective is made:
// открыть → открывать, решить → решать, показать → показывать, узнать →
// узнавать, объяснить → объяснять. Forms the dictionary does not list are
// not found, so a wrong guess costs only a lookup.
var ruImperfective = [][2]string{
	{"ыть", "ывать"}, {"ить", "ать"}, {"ить", "ять"}, {"ить", "ивать"}, {"ать", "ывать"}, {"ать", "ивать"}, {"ать", "авать"}, {"еть", "евать"},
}

// Russian function words, which a reversed dictionary glosses worst (и is
// the translation of a hundred English words) and which carry no lookup.
func init() {
	coreWords[lang.Russian] = coreList(
		"pron", "нему=him|ним=him, them|нем=him|нём=him|ней=her|ними=them|моего=my|моей=my|моему=my|моих=my|моим=my|моем=my|твоего=your|твоей=your|твоих=your|нашего=our|нашей=our|нашему=our|нашем=our|наших=our|нашим=our|наши=our|вашего=your|вашей=your|ваших=your|ваши=your|своего=one's own|своей=one's own|своих=one's own|своим=one's own|этого=this|этой=this|этом=this|этих=these|этим=this, these|того=that|той=that|тех=those|всего=all|всех=all, everyone|всем=all, everyone|всей=all|чего=what|чем=what, than|кого=whom|кому=whom|я=I|ты=you|он=he|она=she|оно=it|мы=we|вы=you|они=they|меня=me|мне=me|тебя=you|тебе=you|его=him, his|него=him|ему=him|ей=her|её=her|ее=her|нее=her|неё=her|нас=us|нам=us|вас=you|вам=you|их=them, their|им=them|них=them|себя=oneself|себе=oneself|кто=who|что=what, that|это=this, it|этот=this|эта=this|эти=these|тот=that|та=that|те=those|то=that|мой=my|моя=my|моё=my|мое=my|мои=my|твой=your|твоя=your|наш=our|наша=our|ваш=your|ваша=your|свой=one's own|своя=one's own|свои=one's own|весь=all|вся=all|всё=all, everything|все=all, everyone|который=which, who|которая=which, who|которые=which, who|сам=oneself|сама=oneself|никто=nobody|ничего=nothing|ничто=nothing|что-то=something|кто-то=someone",
		"prep", "в=in|во=in|на=on, at|с=with, from|со=with|к=to|ко=to|у=at, by|о=about|об=about|по=along, by|из=from|за=behind, for|от=from|до=until, to|для=for|без=without|под=under|над=above|через=through|после=after|перед=before|при=at, by|около=near|между=between|вокруг=around|про=about",
		"conj", "и=and|а=and, but|но=but|или=or|если=if|когда=when|потому=because|чтобы=so that|как=how, as|что=that|хотя=although|пока=while|тоже=also|также=also|ли=whether|зато=but then",
		"adv", "не=not|ни=not even|нет=no|да=yes|уже=already|ещё=still, more|еще=still, more|очень=very|там=there|тут=here|здесь=here|где=where|куда=where to|почему=why|тогда=then|потом=then, later|сейчас=now|теперь=now|всегда=always|никогда=never|только=only|даже=even|вот=here is|так=so|тоже=too|вдруг=suddenly|опять=again|снова=again|сегодня=today|вчера=yesterday|завтра=tomorrow",
		"part", "же=(emphasis)|бы=would|ведь=after all|вот=here|-то=(particle)",
		"verb", "быть=be|был=was|была=was|было=was|были=were|будет=will be|есть=is, eat",
		"det", "какой=what, which|какая=what, which|какое=what, which|какие=what, which|какую=what, which|каком=what, which|каких=what, which|такой=such, so|такая=such, so|такое=such, so|такие=such, so|таким=such|такую=such",
		"adv", "много=much, many, a lot|мало=little, few|немного=a little|несколько=several, a few",
		"noun", "дети=children|детей=children|детям=children|детьми=children|детях=children|люди=people|людей=people|людям=people|людьми=people",
	)
}
