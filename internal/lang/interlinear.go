package lang

import (
	"strings"
	"unicode/utf8"
)

// WordGloss is one word of a sentence — or a multi-word expression glossed
// as one unit (потому что, por eso, 〜ている) — in sentence order, with what
// a learner reads beneath it (product §6, "the back of a card"). A card's
// glosses cover every word of its text: a word no dictionary knows is there
// with an empty Gloss, so that it is shown as written, with a mark, and never
// slips into a line of the native language unseen.
type WordGloss struct {
	// Text is the word as written; Start and End are its place in the
	// card's text, in Unicode code points (not bytes).
	Text  string `json:"text"`
	Start int    `json:"start"`
	End   int    `json:"end"`
	Lemma string `json:"lemma,omitempty"`
	// POS is the coarse part of speech of Gloss.POS ("propn" for a name).
	POS string `json:"pos,omitempty"`
	// Gloss is the short meaning shown under the word: the head of the
	// first sense. Empty: no dictionary knows the word (or it is a name, a
	// number or a particle, which POS tells).
	Gloss string `json:"gloss,omitempty"`
	// Senses are the meanings a dictionary gives, best first (at most 3).
	Senses []string `json:"senses,omitempty"`
	// Source names the dictionary, as in Gloss.Source.
	Source string `json:"source,omitempty"`
}

// Interlinear aligns the glosses of a sentence (in the order the glosser
// gave them) to the sentence's text, and adds each word the glosser left
// out, unglossed, so that every word is there once, in order. segment
// splits a stretch of text the glosser did not cover into tokens (Unicode
// words for languages written with spaces; nil takes the whole stretch as
// one piece when it holds a letter).
func Interlinear(text string, glosses []Gloss, segment func(string) []Token) []WordGloss {
	var out []WordGloss
	at := 0 // byte offset in text
	gap := func(from, to int) {
		if from >= to {
			return
		}
		piece := text[from:to]
		var toks []Token
		if segment != nil {
			toks = segment(piece)
		} else {
			toks = []Token{{Text: piece, Start: 0, End: len(piece), Word: isWordText(piece)}}
		}
		for _, t := range toks {
			if !t.Word {
				continue
			}
			s := from + t.Start
			out = append(out, wordAt(text, s, s+len(t.Text), Gloss{Word: t.Text}))
		}
	}
	for _, g := range glosses {
		if g.Word == "" {
			continue
		}
		i := strings.Index(text[at:], g.Word)
		if i < 0 {
			continue // an analyser's normalised form: its word stays in a gap
		}
		start := at + i
		gap(at, start)
		end := start + len(g.Word)
		out = append(out, wordAt(text, start, end, g))
		at = end
	}
	gap(at, len(text))
	return out
}

func wordAt(text string, start, end int, g Gloss) WordGloss {
	w := WordGloss{Text: text[start:end], Lemma: g.Lemma, POS: g.POS, Source: g.Source,
		Start: utf8.RuneCountInString(text[:start]), End: utf8.RuneCountInString(text[:end])}
	if w.Lemma == w.Text {
		w.Lemma = ""
	}
	if len(g.Senses) > 0 && g.POS != "propn" {
		w.Senses = g.Senses
		if len(w.Senses) > 3 {
			w.Senses = w.Senses[:3]
		}
		w.Gloss = ShortGloss(g.Senses[0])
	}
	if w.Gloss == "" {
		w.Source = ""
	}
	return w
}

// ShortGloss is the head of a sense as it fits under a word: its first
// meaning ("have" of "have, have got"), without remarks in brackets.
func ShortGloss(sense string) string {
	depth, cut := 0, len(sense)
	for i, r := range sense {
		switch {
		case r == '(' || r == '[':
			depth++
		case (r == ')' || r == ']') && depth > 0:
			depth--
		case (r == ',' || r == ';') && depth == 0:
			cut = i
		}
		if cut < len(sense) {
			break
		}
	}
	s := strings.TrimSpace(dropBrackets(sense[:cut]))
	if s == "" {
		// A sense that is only a label, such as a particle's "(topic)",
		// is shown as the label.
		return strings.TrimSpace(sense[:cut])
	}
	return s
}

// dropBrackets removes "(…)" and "[…]" remarks.
func dropBrackets(s string) string {
	var b strings.Builder
	depth := 0
	for _, r := range s {
		switch {
		case r == '(' || r == '[':
			depth++
		case (r == ')' || r == ']') && depth > 0:
			depth--
		case depth == 0:
			b.WriteRune(r)
		}
	}
	return strings.Join(strings.Fields(b.String()), " ")
}

// GlossLine is the interlinear glosses as one plain line, for places that
// hold text only (an export's field): "Katze (cat) · schläft (sleeps)";
// a word without a gloss is kept as written with "?", a name as itself.
func GlossLine(ws []WordGloss) string {
	parts := make([]string, 0, len(ws))
	for _, w := range ws {
		switch {
		case w.Gloss != "":
			parts = append(parts, w.Text+" ("+w.Gloss+")")
		case w.POS == "propn" || w.POS == "num" || w.POS == "part":
			parts = append(parts, w.Text)
		default:
			parts = append(parts, w.Text+" (?)")
		}
	}
	return strings.Join(parts, " · ")
}
