// Package gloss glosses and explains the words of a sentence offline: an
// analyser gives lemmas and tags (Apertium for en, es, fr, it, pt; kagome for
// ja; hunspell stems for de, ru; Arabic by stripping the article), and a
// dictionary gives senses in the native language (Apertium's bilingual
// dictionary of the pair, else FreeDict).
package gloss

import (
	"context"
	"fmt"
	"strings"

	"github.com/storyglot/storyglot/internal/lang"
	"github.com/storyglot/storyglot/internal/lang/offline/apertium"
	"github.com/storyglot/storyglot/internal/lang/offline/arabic"
	"github.com/storyglot/storyglot/internal/lang/offline/cedict"
	"github.com/storyglot/storyglot/internal/lang/offline/freedict"
	"github.com/storyglot/storyglot/internal/lang/offline/hanja"
	"github.com/storyglot/storyglot/internal/lang/offline/hunspell"
	"github.com/storyglot/storyglot/internal/lang/offline/mueller"
)

// Glosser implements lang.Glosser and lang.Explainer. Any of its parts may
// be nil.
type Glosser struct {
	Apertium *apertium.Apertium
	FreeDict *freedict.Library
	Hunspell *hunspell.Stemmer
	// Cedict glosses Chinese in English (CC-CEDICT); nil when not installed.
	Cedict *cedict.Dict
	// Russian glosses Russian in English (Müller's eng-rus reversed), Hanja
	// gives Korean words' Chinese characters for CC-CEDICT; nil when not
	// installed.
	Russian *mueller.Dict
	Hanja   *hanja.Table
	// Arabic finds ara-eng's headwords by their normalised spelling; nil
	// takes Debian's path.
	Arabic *arabic.Index
	// Words segments languages without spaces (ja, zh).
	Words map[lang.Code]lang.WordSegmenter

	memo glossMemo // sentences glossed lately (memo.go)
}

var (
	_ lang.Glosser   = (*Glosser)(nil)
	_ lang.Explainer = (*Glosser)(nil)
)

// Name implements lang.Provider.
func (g *Glosser) Name() string { return "apertium+freedict" }

// Supports implements lang.Provider: a pair is glossed when a dictionary
// from target to native exists and the target can be lemmatised.
func (g *Glosser) Supports(c lang.Capability, p lang.Pair) bool {
	if c != lang.CapGloss && c != lang.CapExplain {
		return false
	}
	if !g.canLemmatise(p.Target) {
		return false
	}
	return g.bidix(p) || (g.FreeDict != nil && g.FreeDict.Has(p.Target, p.Native)) || g.chineseEnglish(p) || g.russianEnglish(p) || g.koreanEnglish(p)
}

// chineseEnglish: CC-CEDICT glosses zh → en.
func (g *Glosser) chineseEnglish(p lang.Pair) bool {
	return p.Target == lang.Chinese && p.Native == lang.English && g.Cedict.Available()
}

func (g *Glosser) bidix(p lang.Pair) bool {
	return g.Apertium != nil && g.Apertium.Direct(p) && g.Apertium.CanAnalyse(p.Target)
}

func (g *Glosser) canLemmatise(l lang.Code) bool {
	switch {
	case g.Apertium != nil && g.Apertium.CanAnalyse(l):
		return true
	case l == lang.German || l == lang.Russian:
		return g.Hunspell != nil && g.Hunspell.CanStem(l)
	case l == lang.Japanese || l == lang.Chinese:
		return g.Words[l] != nil
	case l == lang.Arabic:
		return true
	case l == lang.Korean:
		return true // hunspell-ko stems when installed, particles stripped anyway
	}
	return false
}

// Gloss implements lang.Glosser. Words the dictionaries do not know are
// returned without senses. A sentence glossed lately is not glossed again.
func (g *Glosser) Gloss(ctx context.Context, p lang.Pair, sentence string) ([]lang.Gloss, error) {
	return g.memo.do(ctx, p.Key()+"\x00"+sentence, func() ([]lang.Gloss, error) { return g.gloss(ctx, p, sentence) })
}

func (g *Glosser) gloss(ctx context.Context, p lang.Pair, sentence string) ([]lang.Gloss, error) {
	if !g.Supports(lang.CapGloss, p) {
		return nil, fmt.Errorf("gloss %s: %w", p, lang.ErrUnsupported)
	}
	words, err := g.analyse(ctx, p.Target, sentence)
	if err != nil {
		return nil, fmt.Errorf("gloss %s: %w", p, err)
	}
	applyCore(p, words)
	g.fixSenseInputs(ctx, p, words) // sense_pos.go: names, feminine nouns, English nouns read as verbs
	if err := g.lookup(ctx, p, words); err != nil {
		return nil, fmt.Errorf("gloss %s: %w", p, err)
	}
	if words, err = g.splitMultiwords(ctx, p, words); err != nil {
		return nil, fmt.Errorf("gloss %s: %w", p, err)
	}
	out := make([]lang.Gloss, 0, len(words))
	for _, w := range words {
		if w.gloss.POS == "punct" {
			continue
		}
		if w.run && len(w.gloss.Senses) == 0 {
			w.gloss.POS = "propn" // an unknown katakana run: a name, not glossed in pieces
		}
		w.gloss.Senses = cleanSenses(w.gloss.Senses, p.Target == lang.Arabic)
		// JMdict (jpn-eng) already lists a word's senses commonest first.
		if p.Native == lang.English && p.Target != lang.Japanese && !germanRanked(p, w.gloss) && (strings.HasPrefix(w.gloss.Source, "freedict:") || w.gloss.Source == mueller.Source) {
			// A dictionary's first sense is often a rare one (pt ter:
			// "give birth" before "have").
			w.gloss.Senses = rankEnglishSenses(w.gloss.Senses)
		}
		if len(w.gloss.Senses) > 3 && (strings.HasPrefix(w.gloss.Source, "freedict:") || w.gloss.Source == cedict.Source || w.gloss.Source == mueller.Source || w.gloss.Source == HanjaSource) {
			w.gloss.Senses = w.gloss.Senses[:3]
		}
		if len(w.gloss.Senses) == 0 {
			w.gloss.Source = ""
		}
		out = append(out, w.gloss)
	}
	return out, nil
}

// word is a glossed word on its way through analysis and lookup.
type word struct {
	gloss      lang.Gloss
	candidates []string       // lemmas to try in FreeDict, best first
	part       *apertium.Part // for the bilingual dictionary
	// initial is true for the first word of the sentence, titled for a
	// word after a title (Frau Weber): both matter for telling names.
	initial, titled bool
	// genders are the genders a German noun's article allows ("mn" after
	// dem), to choose between homographs (der See "lake", die See "sea").
	genders string
	// reading is the segmenter's tone-numbered pinyin (zh) or the
	// analyser's katakana pronunciation of an uninflected word (ja), to
	// choose the dictionary entry of the word as it is read here.
	reading string
	// run is a run of katakana tokens joined into one (mergeKatakana): a
	// name when no dictionary knows it.
	run bool
}

func (g *Glosser) analyse(ctx context.Context, l lang.Code, sentence string) ([]*word, error) {
	switch {
	case g.Apertium != nil && g.Apertium.CanAnalyse(l):
		units, err := g.Apertium.Analyse(ctx, l, sentence)
		if err != nil {
			return nil, err
		}
		var out []*word
		initial := true
		for _, u := range units {
			if u.Unknown || len(u.Parts) == 0 {
				if isWord(u.Surface) {
					w := &word{gloss: lang.Gloss{Word: u.Surface}, candidates: abbreviated(u.Surface), initial: initial}
					// A capitalised word the analyser does not know, inside a
					// sentence, is a name (Patel, Giulia) unless the
					// dictionary knows it.
					if !initial && isCapitalised(u.Surface) && !g.knows(l, u.Surface) {
						w.gloss.POS = "propn"
					}
					out = append(out, w)
					initial = false
				}
				continue
			}
			wasInitial := initial
			if coarsePOS(u.Parts[0].Tags) != "punct" || endsSentence(u) {
				initial = endsSentence(u) // ¡, «, “ do not end the start
			}
			// "del" = de + el, "dámelo" = da + me + lo: the first part carries
			// the word's meaning.
			pt := u.Parts[0]
			lemma := pt.Lemma
			pos := coarsePOS(pt.Tags)
			if pos != "propn" && lemma != "" {
				lemma = lowerFirst(lemma, u.Surface)
				pt.Lemma = lemma
			}
			out = append(out, &word{
				gloss:      lang.Gloss{Word: u.Surface, Lemma: lemma, POS: pos, Tags: pt.Tags},
				candidates: append(abbreviated(lemma), abbreviated(u.Surface)...),
				part:       &pt,
				initial:    wasInitial,
			})
		}
		return out, nil
	case l == lang.German || l == lang.Russian:
		toks := lang.WordsOnly(lang.UnicodeWords(sentence))
		texts := make([]string, len(toks))
		for i, t := range toks {
			texts[i] = t.Text
		}
		stems, err := g.stems(ctx, l, texts) // cached by word (stem_cache.go)
		if err != nil {
			return nil, err
		}
		var irregular map[string]deVerb
		if l == lang.German {
			irregular = deVerbForms()
		}
		out := make([]*word, len(toks))
		for i, t := range toks {
			low := strings.ToLower(t.Text)
			titled := i > 0 && l == lang.German && deTitles[strings.ToLower(toks[i-1].Text)]
			switch v, ok := irregular[low]; {
			case ok:
				out[i] = &word{gloss: lang.Gloss{Word: t.Text, Lemma: v.lemma, POS: "verb", Tags: []string{v.tense}}, candidates: []string{v.lemma, t.Text}}
			case isNumber(t.Text):
				out[i] = &word{gloss: lang.Gloss{Word: t.Text, POS: "num"}}
			default:
				// A German noun as written first: hunspell stems Richtung to
				// richten and Hause to a verb. Other words stem first (the
				// dictionary folds case: sucht must not find Sucht).
				cands := append(append([]string{}, stems[i]...), t.Text)
				switch {
				case l == lang.German && isCapitalised(t.Text):
					cands = germanNounCandidates(t.Text, stems[i])
					if i == 0 {
						cands = germanInitialCandidates(t.Text, cands) // de_entries.go: Schließ
					}
				case l == lang.German && i > 0 && deClosed[low] == "":
					// sucht: the case-folding dictionary would read the
					// form as written as the noun Sucht; stems other than
					// the form and infinitives come first.
					var other, dropped []string
					for _, st := range stems[i] {
						switch {
						case germanPrefixDropped(st, t.Text):
							dropped = append(dropped, st) // verbringen is not bringen
						case !strings.EqualFold(st, t.Text):
							other = append(other, st)
						}
					}
					cands = append(append(append(other, germanVerbCandidates(low)...), t.Text), dropped...)
				}
				out[i] = &word{gloss: lang.Gloss{Word: t.Text, Lemma: stems[i][0]}, candidates: cands, titled: titled}
				if l == lang.German {
					out[i].gloss.POS = deClosed[low]
					if titled && isCapitalised(t.Text) {
						out[i].gloss.POS = "propn" // Frau Weber: a name, not "weaver"
					}
				}
			}
			out[i].initial = i == 0
		}
		if l == lang.German {
			g.germanSentence(sentence, toks, out) // de_sentence.go: "kommt ... an" is ankommen, "verborgenen Schatz" hidden
		}
		return out, nil
	case l == lang.Japanese:
		toks, err := g.Words[l].Words(ctx, l, sentence)
		if err != nil {
			return nil, err
		}
		var out []*word
		for _, t := range mergeJaCompoundParticles(mergeJaTe(mergeKatakana(lang.WordsOnly(toks)))) { // ja_compound_particle.go: による
			lemma := t.Lemma
			if lemma == "" {
				lemma = t.Text
			}
			w := &word{gloss: lang.Gloss{Word: t.Text, Lemma: lemma, POS: jaPOS(t.POS)}, candidates: []string{lemma, t.Text}, reading: jaReading(t)}
			switch {
			case t.POS == katakanaRun:
				w.gloss.POS, w.run = "noun", true
			case isKatakana(t.Text):
				w.run = true // one katakana word no dictionary knows is a name too (ゾルタニカ)
			}
			analyseJaGrammar(t, w) // ja_grammar.go: -te units, particles
			out = append(out, w)
		}
		return out, nil
	case l == lang.Chinese:
		return g.analyseChinese(ctx, sentence) // zh_words.go
	case l == lang.Korean:
		return g.analyseKorean(ctx, sentence)
	case l == lang.Arabic:
		var out []*word
		for _, t := range lang.WordsOnly(lang.UnicodeWords(sentence)) {
			if isNumber(t.Text) {
				out = append(out, &word{gloss: lang.Gloss{Word: t.Text, POS: "num"}})
				continue
			}
			out = append(out, &word{gloss: lang.Gloss{Word: t.Text, Lemma: stripArabicArticle(t.Text)}, candidates: arabicCandidates(t.Text)})
		}
		return out, nil
	}
	return nil, lang.ErrUnsupported
}

// needsGloss: a word that has no senses yet and can have some.
func needsGloss(w *word) bool {
	switch w.gloss.POS {
	case "punct", "num", "propn":
		return false
	}
	return len(w.gloss.Senses) == 0
}

// germanNames marks as names the capitalised words still without senses
// that follow a title (Frau Weber) or that no form of is a headword of the
// largest German dictionary (deu-eng, half a million entries): every German
// noun is capitalised, so capitals alone say nothing.
func (g *Glosser) germanNames(words []*word) {
	for _, w := range words {
		if !needsGloss(w) || w.gloss.POS != "" || !isCapitalised(w.gloss.Word) {
			continue
		}
		if w.titled || !g.knows(lang.German, w.candidates...) {
			w.gloss.POS = "propn"
		}
	}
}

// knows reports whether the largest FreeDict dictionary from l has one of
// the forms as a headword. Without a dictionary from l it says yes, so that
// no word becomes a name for want of data.
func (g *Glosser) knows(l lang.Code, forms ...string) bool {
	if g.FreeDict == nil {
		return true
	}
	var best lang.Code
	var size int64
	for _, to := range lang.Codes() {
		if s := g.FreeDict.Size(l, to); to != l && s > size {
			best, size = to, s
		}
	}
	if size == 0 {
		return true
	}
	for _, f := range forms {
		if f != "" && g.FreeDict.Contains(l, best, f) {
			return true
		}
	}
	return false
}
