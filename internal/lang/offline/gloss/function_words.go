package gloss

import (
	"strings"

	"github.com/storyglot/storyglot/internal/lang"
)

// Every word of a sentence is shown with its gloss (product §6, the
// interlinear back of a card), so the closed classes matter as much as the
// content words: the bilingual dictionaries gloss them worst (it "nella" →
// "by no means", "dal" → "a long time", pt "pela" → "instead of", de "ich"
// → a name, "in" → "into") or not at all (it "e", "con", "ma"). The
// articles, prepositions with their contractions, conjunctions and German
// pronouns are written here from general knowledge of each language, in
// coreList's format. An entry applies only where the analyser reads the
// word in the same class (es "para" the preposition, not the verb parar; fr
// "le" the article, not the pronoun), keyed by the form as written first
// (it "nella" is "in the", not its first part "in"), then by the lemma.
// Personal pronouns are glossed from their tags (pronouns.go).
var functionWords = map[lang.Code][]string{
	lang.Spanish: {
		"det", "el=the|la=the|los=the|las=the|lo=the|un=a|una=a|unos=some|unas=some|este=this|esta=this|estos=these|estas=these|ese=that|esa=that|esos=those|esas=those|aquel=that|aquella=that|otro=other|todo=all",
		"prep", "al=to the|del=of the|conmigo=with me|contigo=with you|consigo=with oneself|a=to|de=of, from|en=in, on|con=with|sin=without|por=for, by|para=for|entre=between|sobre=on, about|desde=from, since|hasta=until|hacia=towards|contra=against|según=according to|bajo=under|durante=during|ante=before|tras=after",
		"conj", "y=and|e=and|o=or|u=or|pero=but|sino=but rather|ni=nor|que=that|porque=because|si=if|aunque=although|pues=since, so|mientras=while",
	},
	lang.Portuguese: {
		"det", "o=the|a=the|os=the|as=the|um=a|uma=a|uns=some|umas=some|este=this|esta=this|esse=that|essa=that|aquele=that|aquela=that|isto=this|isso=that",
		"prep", "ao=to the|aos=to the|à=to the|às=to the|do=of the|da=of the|dos=of the|das=of the|no=in the|na=in the|nos=in the|nas=in the|num=in a|numa=in a|pelo=by the|pela=by the|pelos=by the|pelas=by the|dum=of a|duma=of a|a=to|de=of, from|em=in, on|com=with|sem=without|por=by, for|para=for, to|entre=between|sobre=on, about|desde=since, from|até=until|contra=against|sob=under|durante=during|após=after",
		"conj", "e=and|ou=or|mas=but|nem=nor|que=that|porque=because|se=if|embora=although|enquanto=while|pois=since, so",
	},
	lang.Italian: {
		"det", "il=the|lo=the|la=the|i=the|gli=the|le=the|l'=the|un=a|uno=a|una=a|un'=a|questo=this|questa=this|quello=that|quella=that|ogni=every",
		"prep", "al=to the|allo=to the|alla=to the|ai=to the|agli=to the|alle=to the|all'=to the|del=of the|dello=of the|della=of the|dei=of the|degli=of the|delle=of the|dell'=of the|dal=from the|dallo=from the|dalla=from the|dai=from the|dagli=from the|dalle=from the|dall'=from the|nel=in the|nello=in the|nella=in the|nei=in the|negli=in the|nelle=in the|nell'=in the|sul=on the|sullo=on the|sulla=on the|sui=on the|sugli=on the|sulle=on the|sull'=on the|col=with the|a=to, at|ad=to, at|di=of|d'=of|da=from, by|in=in|con=with|su=on|per=for|tra=between|fra=between|senza=without|verso=towards|contro=against|dopo=after|durante=during|sopra=above|sotto=under",
		"conj", "e=and|ed=and|o=or|od=or|ma=but|però=but|né=nor|che=that|perché=because|se=if|anche se=even if|mentre=while|quindi=so|dunque=so|oppure=or",
	},
	lang.French: {
		"det", "le=the|la=the|les=the|l'=the|un=a|une=a|des=some|du=some|de la=some|ce=this|cet=this|cette=this|ces=these|chaque=every|quelque=some|quel=what, which|quelle=what, which|quels=what, which|quelles=what, which",
		"pron", "quel=what, which|quelle=what, which|quels=what, which|quelles=what, which|lequel=which|laquelle=which|lesquels=which|lesquelles=which",
		"prep", "au=to the|aux=to the|du=of the|des=of the|à=to, at|de=of, from|d'=of, from|en=in|dans=in|sur=on|sous=under|avec=with|sans=without|pour=for|par=by|chez=at the home of|vers=towards|entre=between|contre=against|pendant=during|depuis=since|après=after|avant=before|selon=according to",
		"conj", "et=and|ou=or|mais=but|donc=so|car=because|ni=nor|que=that|qu'=that|si=if|parce que=because|quand=when|lorsque=when|comme=as|puisque=since",
	},
	lang.German: {
		"pron", "ich=I|du=you|er=he|sie=she, they|es=it|wir=we|ihr=you, her|mich=me|dich=you|ihn=him|uns=us|euch=you|mir=(to) me|dir=(to) you|ihm=(to) him|ihnen=(to) them|sich=oneself|man=one, you|wer=who|was=what|nichts=nothing|etwas=something|jemand=someone|niemand=nobody|alles=everything",
		"det", "kein=no|keine=no|keinen=no|keinem=no|keiner=no|mein=my|meine=my|meinen=my|meinem=my|meiner=my|dein=your|deine=your|deinen=your|seine=his, its|seinen=his, its|seinem=his, its|unser=our|unsere=our|euer=your|eure=your|dieser=this|diese=this|dieses=this|diesen=this|diesem=this|jeder=every|jede=every|jedes=every",
		"prep", "in=in|an=at, on|auf=on|mit=with|von=from, of|zu=to|bei=at, near|nach=after, to|aus=from, out of|für=for|über=over, about|unter=under|vor=before, in front of|hinter=behind|neben=next to|zwischen=between|ohne=without|gegen=against|durch=through|um=around, at|seit=since|bis=until|während=during|wegen=because of|trotz=despite",
		"conj", "und=and|oder=or|aber=but|sondern=but rather|denn=because|weil=because|dass=that|wenn=if, when|als=when, than|ob=whether|obwohl=although|damit=so that|während=while",
		"verb", "wirst=will|werde=will|werdet=will",
	},
}

// closedWords holds functionWords by language, keyed by part of speech
// and word (pt "a" is both the article and the preposition), built at init.
var closedWords = map[lang.Code]map[string]coreWord{}

func init() {
	for l, pairs := range functionWords {
		if l == lang.German {
			// German's core list is matched by form for every class
			// (hunspell gives no part of speech): the entries join it
			// where it has none.
			for w, c := range coreList(pairs...) {
				if _, taken := coreWords[l][w]; !taken {
					coreWords[l][w] = c
				}
			}
			continue
		}
		m := map[string]coreWord{}
		for i := 0; i+1 < len(pairs); i += 2 {
			for w, c := range coreList(pairs[i], pairs[i+1]) {
				m[c.pos+"\x00"+w] = c
			}
		}
		closedWords[l] = m
	}
}

// closedWord returns the function-word entry of a word the analyser read
// in the entry's class, by its form as written, then by its lemma.
func closedWord(l lang.Code, w *word) (coreWord, bool) {
	m := closedWords[l]
	if m == nil || !closedClass(w.gloss.POS) {
		return coreWord{}, false
	}
	for _, k := range []string{w.gloss.Word, w.gloss.Lemma} {
		if c, ok := m[w.gloss.POS+"\x00"+strings.ToLower(k)]; ok && k != "" {
			return c, true
		}
	}
	return coreWord{}, false
}

// grammarMeanings are, for the particles whose core gloss is a remark in
// brackets (ja_grammar.go, core_chinese.go: "(to, at, in)"), the English
// words that do their work, shown first: the interlinear line shows the
// head of the first sense without its brackets (lang.ShortGloss), which
// left these particles blank (product §6). Particles that only mark
// grammar (は topic, を object, 了, 吗) keep their remark.
var grammarMeanings = map[lang.Code]map[string]string{
	lang.Japanese: {
		"に": "to/at", "で": "at/by", "の": "'s/of", "と": "and/with", "も": "also", "へ": "to", "から": "from",
		"まで": "until", "や": "and", "より": "than", "だけ": "only", "しか": "only", "ので": "because", "のに": "although",
		"けど": "but", "けれど": "but", "ながら": "while", "ば": "if", "ても": "even if", "でも": "even", "ずつ": "each",
		"たい": "want to", "ない": "not", "ず": "not", "ぬ": "not", "です": "is", "だ": "is", "たち": "-s", "達": "-s",
	},
	lang.Chinese: {
		"的": "'s/of", "之": "'s/of", "地": "-ly", "们": "-s", "們": "-s", "过": "ever", "過": "ever",
	},
}

// applyGrammarMeanings puts the English of a particle before its bracketed
// remark, for English speakers.
func applyGrammarMeanings(p lang.Pair, words []*word) {
	m := grammarMeanings[p.Target]
	if m == nil || p.Native != lang.English {
		return
	}
	for _, w := range words {
		if w.gloss.Source != coreSource || len(w.gloss.Senses) == 0 || !strings.HasPrefix(w.gloss.Senses[0], "(") {
			continue
		}
		g, ok := m[w.gloss.Word]
		if !ok {
			g, ok = m[w.gloss.Lemma]
		}
		if ok {
			w.gloss.Senses = append([]string{g}, w.gloss.Senses...)
		}
	}
}
