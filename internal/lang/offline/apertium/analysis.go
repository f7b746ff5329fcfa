package apertium

import (
	"context"
	"fmt"
	"strings"

	"github.com/storyglot/storyglot/internal/lang"
)

// Unit is one analysed word of a sentence: "del" gives two parts (de<pr>,
// el<det>), "comimos" one (comer<vblex><ifi><p1><pl>).
type Unit struct {
	Surface string
	Parts   []Part
	// Unknown is true when the analyser does not know the word.
	Unknown bool
}

// Part is a lemma with its tags.
type Part struct {
	Lemma string
	Tags  []string
	// queue is the invariable part of a multiword ("echar# de menos").
	queue string
}

// Analysis returns the form for the bilingual dictionary: lemma, queue,
// then tags ("echar# de menos<vblex><ifi>").
func (p Part) Analysis() string {
	var b strings.Builder
	b.WriteString(escapeLemma(p.Lemma))
	if p.queue != "" {
		b.WriteString("#" + escapeLemma(p.queue))
	}
	for _, t := range p.Tags {
		b.WriteString("<" + t + ">")
	}
	return b.String()
}

// Analyse returns the analysed, disambiguated words of a sentence in l.
func (a *Apertium) Analyse(ctx context.Context, l lang.Code, sentence string) ([]Unit, error) {
	mode, ok := analyserModes[l]
	if !ok || !a.available[mode] {
		return nil, fmt.Errorf("apertium: analyse %s: %w", l, lang.ErrUnsupported)
	}
	pipe, err := a.pipeline(mode, "tagger")
	if err != nil {
		return nil, err
	}
	raw, err := pipe.do(ctx, escape(sentence)+"[][\n]")
	if err != nil {
		return nil, fmt.Errorf("apertium: analyse %s: %w", l, err)
	}
	return parseUnits(raw), nil
}

// Bidix looks parts up in the bilingual dictionary of the pair's
// translation mode and returns, for each, its translations (lemmas only).
func (a *Apertium) Bidix(ctx context.Context, p lang.Pair, parts []Part) ([][]string, error) {
	tr, err := a.BidixParts(ctx, p, parts)
	out := make([][]string, len(tr))
	for i, ps := range tr {
		for _, pt := range ps {
			lemma := pt.Lemma
			if pt.queue != "" {
				lemma += " " + strings.TrimSpace(pt.queue)
			}
			if lemma != "" && !contains(out[i], lemma) {
				out[i] = append(out[i], lemma)
			}
		}
	}
	return out, err
}

// BidixParts is Bidix with the translations' tags kept, so that they can be
// looked up in a second bilingual dictionary (ita→spa, then spa→eng).
func (a *Apertium) BidixParts(ctx context.Context, p lang.Pair, parts []Part) ([][]Part, error) {
	tm, ok := translationModes[p]
	if !ok || !a.available[tm.mode] {
		return nil, fmt.Errorf("apertium: bidix %s: %w", p, lang.ErrUnsupported)
	}
	if len(parts) == 0 {
		return nil, nil
	}
	pipe, err := a.pipeline(tm.mode, "bidix")
	if err != nil {
		return nil, err
	}
	var in strings.Builder
	for i, pt := range parts {
		if i > 0 {
			in.WriteByte(' ')
		}
		in.WriteString("^" + pt.Analysis() + "$")
	}
	raw, err := pipe.do(ctx, in.String()+"[][\n]")
	if err != nil {
		return nil, fmt.Errorf("apertium: bidix %s: %w", p, err)
	}
	units := splitUnits(raw)
	out := make([][]Part, len(parts))
	for i := range parts {
		if i >= len(units) {
			break
		}
		fields := splitUnescaped(units[i], '/')
		for _, f := range fields[1:] {
			if strings.HasPrefix(f, "@") || strings.HasPrefix(f, "*") {
				continue
			}
			lemma, tags := splitTags(f)
			lemma = unescapeText(lemma)
			queue := ""
			if j := strings.Index(lemma, "#"); j >= 0 {
				lemma, queue = lemma[:j], lemma[j+1:]
			}
			if lemma != "" {
				out[i] = append(out[i], Part{Lemma: lemma, Tags: tags, queue: queue})
			}
		}
	}
	return out, nil
}

// Mode names the translation mode of a pair ("spa-eng"), "" if there is none.
func (a *Apertium) Mode(p lang.Pair) string {
	tm, ok := translationModes[p]
	if !ok || !a.available[tm.mode] {
		return ""
	}
	return tm.mode
}

func contains(xs []string, x string) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}

// parseUnits reads the tagger's "^surface/analysis$" units.
func parseUnits(raw string) []Unit {
	var out []Unit
	for _, u := range splitUnits(raw) {
		fields := splitUnescaped(u, '/')
		if len(fields) < 2 {
			continue
		}
		unit := Unit{Surface: unescapeText(fields[0])}
		an := fields[1]
		if strings.HasPrefix(an, "*") {
			unit.Unknown = true
			out = append(out, unit)
			continue
		}
		for _, piece := range splitUnescaped(an, '+') {
			lemmaQueue := piece
			queue := ""
			if i := strings.Index(piece, "#"); i >= 0 {
				// "echar<vblex><ifi># de menos": the queue follows the tags.
				lemmaQueue, queue = piece[:i], piece[i+1:]
			}
			lemma, tags := splitTags(lemmaQueue)
			unit.Parts = append(unit.Parts, Part{Lemma: unescapeText(lemma), Tags: tags, queue: unescapeText(queue)})
		}
		out = append(out, unit)
	}
	return out
}

// splitUnits returns the contents of the ^…$ units of a stream.
func splitUnits(raw string) []string {
	var out []string
	in := false
	var cur strings.Builder
	for i := 0; i < len(raw); i++ {
		c := raw[i]
		if c == '\\' && i+1 < len(raw) {
			if in {
				cur.WriteByte(c)
				cur.WriteByte(raw[i+1])
			}
			i++
			continue
		}
		switch {
		case c == '^' && !in:
			in = true
			cur.Reset()
		case c == '$' && in:
			in = false
			out = append(out, cur.String())
		case in:
			cur.WriteByte(c)
		}
	}
	return out
}

// splitUnescaped splits s at sep characters that are not escaped and not
// inside <tags>.
func splitUnescaped(s string, sep byte) []string {
	var out []string
	start := 0
	inTag := false
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c == '\\':
			i++
		case c == '<':
			inTag = true
		case c == '>':
			inTag = false
		case c == sep && !inTag:
			out = append(out, s[start:i])
			start = i + 1
		}
	}
	return append(out, s[start:])
}

// splitTags splits "comer<vblex><ifi>" into "comer" and [vblex ifi].
func splitTags(s string) (string, []string) {
	i := strings.IndexByte(s, '<')
	for i > 0 && s[i-1] == '\\' {
		j := strings.IndexByte(s[i+1:], '<')
		if j < 0 {
			return s, nil
		}
		i += 1 + j
	}
	if i < 0 {
		return s, nil
	}
	lemma := s[:i]
	var tags []string
	for _, t := range strings.Split(s[i:], "><") {
		t = strings.Trim(t, "<>")
		if t != "" {
			tags = append(tags, t)
		}
	}
	return lemma, tags
}

func unescapeText(s string) string {
	if !strings.Contains(s, "\\") {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] == '\\' && i+1 < len(s) {
			i++
		}
		b.WriteByte(s[i])
	}
	return b.String()
}

func escapeLemma(s string) string {
	var b strings.Builder
	for _, r := range s {
		switch r {
		case '\\', '[', ']', '^', '$', '/', '@', '<', '>', '{', '}', '*', '#', '+':
			b.WriteByte('\\')
		}
		b.WriteRune(r)
	}
	return b.String()
}
