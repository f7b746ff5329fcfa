package gloss

import (
	"strings"

	"github.com/storyglot/storyglot/internal/lang"
)

// CoreSource names the hand-written list of the most frequent words of each
// language in cards and in `storyglot doctor`.
const CoreSource = "storyglot:core-words"

const coreSource = CoreSource

// CoreLanguages lists the languages with a core-word list, sorted.
func CoreLanguages() []lang.Code {
	var out []lang.Code
	for _, c := range lang.Codes() {
		if coreWords[c] != nil {
			out = append(out, c)
		}
	}
	return out
}

// coreWord is one of a language's most frequent words with its part of
// speech and its English gloss.
type coreWord struct{ pos, gloss string }

// coreWords are, per learning language, the function words, copulas and
// auxiliaries that dictionaries gloss worst: the first sense of a copula is
// a rare one (it essere → "avail"), Arabic particles come out as English
// names (أن → "Anne"), possessives are read as verbs (pt sua → "sweat"). They
// are glossed into English from this list, and their part of speech is
// taken from it, before any dictionary is asked. Keys are lemmas (for
// Apertium languages) or surface forms, in lower case.
var coreWords = map[lang.Code]map[string]coreWord{
	lang.Arabic: coreList(
		"prep", "في=in|من=from|إلى=to|الى=to|على=on|عن=about|مع=with|عند=at|بين=between|حتى=until|منذ=since|نحو=towards|لدى=at|خلال=during|حول=around|دون=without|بعد=after|قبل=before|فوق=above|تحت=under|أمام=in front of|خلف=behind|ل=for|ب=with|ك=like",
		"conj", "و=and|ف=so|أو=or|ثم=then|لكن=but|لكنّ=but|بل=rather|أن=that|أنّ=that|إن=indeed, that|إنّ=indeed, that|لأن=because|كي=so that|لو=if|إذا=if|عندما=when|بينما=while|حين=when|كما=as|أيضا=also|أيضاً=also",
		"pron", "أنا=I|نحن=we|أنت=you|أنتِ=you|أنتم=you (plural)|هو=he|هي=she|هم=they|هما=they (two)|هذا=this|هذه=this|ذلك=that|تلك=that|هؤلاء=these|أولئك=those|الذي=who, which|التي=who, which|الذين=who|ما=what|ماذا=what|من=who|كل=every, all|بعض=some|شيء=thing",
		"adv", "هل=(question)|لا=no, not|لم=did not|لن=will not|ليس=is not|قد=already, may|سوف=will|سـ=will|نعم=yes|كيف=how|أين=where|متى=when|لماذا=why|كم=how many|هنا=here|هناك=there|الآن=now|جدا=very|جداً=very|فقط=only|أبدا=never|دائما=always|دائماً=always|أمس=yesterday|اليوم=today|غدا=tomorrow|غداً=tomorrow",
		"verb", "كان=was|كانت=was|يكون=is|تكون=is|قال=said|قالت=said|يقول=says|ذهب=went|أريد=I want|يريد=he wants|تريد=you want",
	),
	lang.Portuguese: coreList(
		"det", "seu=his, her, your|sua=his, her, your|seus=his, her, your|suas=his, her, your|meu=my|minha=my|meus=my|minhas=my|teu=your|tua=your|nosso=our|nossa=our|dele=his|dela=her",
		"verb", "ser=be|estar=be|ter=have|haver=there is, have|ir=go|fazer=do, make|poder=can|dizer=say|dar=give|ver=see|ficar=stay, become",
	),
	lang.Spanish: coreList(
		"det", "su=his, her, your|sus=his, her, your|mi=my|mis=my|tu=your|tus=your|nuestro=our|nuestra=our",
		"verb", "ser=be|estar=be|tener=have|haber=have, there is|ir=go|hacer=do, make|poder=can|decir=say|dar=give|ver=see",
	),
	lang.Italian: coreList(
		"det", "suo=his, her, its|sua=his, her, its|suoi=his, her, its|sue=his, her, its|mio=my|mia=my|miei=my|mie=my|tuo=your|tua=your|nostro=our|nostra=our",
		"verb", "essere=be|avere=have|stare=be, stay|andare=go|fare=do, make|potere=can|dire=say|dare=give|vedere=see|volere=want",
	),
	lang.French: coreList(
		"det", "son=his, her, its|sa=his, her, its|ses=his, her, its|mon=my|ma=my|mes=my|ton=your|ta=your|tes=your|notre=our|votre=your|leur=their",
		"verb", "être=be|avoir=have|aller=go|faire=do, make|pouvoir=can|dire=say|voir=see|vouloir=want|venir=come|prendre=take",
	),
	lang.German: coreList(
		"det", "der=the|die=the|das=the|den=the|dem=the|des=the|ein=a|eine=a|einen=a|einem=a|einer=a|eines=a",
		"prep", "im=in the|am=at the|zum=to the|zur=to the|vom=from the|beim=at the|ins=into the|ans=to the",
		"verb", "ist=is|sind=are|war=was|waren=were|bin=am|bist=are|haben=have|hat=has|hatte=had|werden=become, will|wird=becomes, will|wurde=became, was|können=can|kann=can|müssen=must|muss=must|wollen=want|will=wants|gehen=go|machen=make, do",
	),
}

// coreList builds one language's list from pairs of part of speech and
// "word=gloss|word=gloss" strings.
func coreList(pairs ...string) map[string]coreWord {
	out := map[string]coreWord{}
	for i := 0; i+1 < len(pairs); i += 2 {
		for _, item := range strings.Split(pairs[i+1], "|") {
			w, g, _ := strings.Cut(item, "=")
			if _, taken := out[w]; !taken {
				out[w] = coreWord{pos: pairs[i], gloss: g}
			}
		}
	}
	return out
}

// core returns the core entry of a word: a form two verbs share (formCore),
// then by lemma and by its surface in lower case (for German the surface
// first: hunspell's stem is a guess), then by lemma in lemmaCore.
func core(l lang.Code, lemma, surface string) (coreWord, bool) {
	if c, ok := formCore[l][strings.ToLower(surface)]; ok {
		return c, true // core_more.go
	}
	m := coreWords[l]
	if l == lang.German && germanPrefixDropped(lemma, surface) {
		lemma = "" // de_words.go: verbringen is not bringen "bring"
	}
	keys := []string{strings.ToLower(lemma), strings.ToLower(surface)}
	if l == lang.German {
		// Hunspell's stem is a guess (das → da), the form is not.
		keys[0], keys[1] = keys[1], keys[0]
	}
	for _, k := range keys {
		if c, ok := m[k]; ok && k != "" {
			return c, true
		}
	}
	if c, ok := lemmaCore[l][strings.ToLower(lemma)]; ok && lemma != "" {
		return c, true // core_more.go
	}
	return coreWord{}, false
}

// applyCore glosses the core words of a sentence. The part of speech of a
// closed class (det, pron, prep, conj, adv) replaces the analyser's, which
// reads pt "sua" as a verb; a core verb keeps the analyser's lemma and tags.
// The gloss is English, so it is used only for English speakers; for others
// the part of speech still keeps possessives and particles out of hints.
func applyCore(p lang.Pair, words []*word) {
	if isEnglishSpanish(p) {
		applyEnglishSpanish(words) // en_core.go
	}
	for _, w := range words {
		if w.gloss.POS == "punct" || w.gloss.POS == "num" {
			continue
		}
		if p.Target == lang.German && germanJoined(w) {
			continue // de_separable.go: "sah ... aus" is aussehen, not the core "saw"
		}
		// A function word the analyser reads in its class comes first
		// (function_words.go): fr "en" the preposition is not lemmaCore's
		// pronoun "of it".
		c, ok := closedWord(p.Target, w)
		if !ok {
			c, ok = core(p.Target, w.gloss.Lemma, w.gloss.Word)
		}
		if !ok && p.Target == lang.Arabic {
			// وفي, بعد with a clitic: strip one proclitic and retry.
			for _, pre := range []string{"و", "ف"} {
				if rest := strings.TrimPrefix(w.gloss.Word, pre); rest != w.gloss.Word {
					if c, ok = core(p.Target, "", rest); ok {
						break
					}
				}
			}
		}
		if !ok || p.Target == lang.German && germanCapitalNoun(w, c) {
			continue
		}
		if c.pos != "verb" || w.gloss.POS == "" {
			w.gloss.POS = c.pos
		}
		if p.Native == lang.English && (c.pos != "verb" || w.gloss.POS == "verb") {
			w.gloss.Senses, w.gloss.Source = []string{c.gloss}, coreSource
			if w.gloss.Lemma == "" {
				w.gloss.Lemma = w.gloss.Word
			}
		}
	}
	applyPronouns(p, words)        // pronouns.go: from their tags, not the placeholder "prpers"
	applyGrammarMeanings(p, words) // function_words.go: に "to/at", 的 "'s/of"
}
