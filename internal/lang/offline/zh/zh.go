// Package zh is the offline Chinese provider: word segmentation by gse's
// shortest-path method over gse's embedded dictionary, read into a compact
// table (dict.go: loaded lazily, ≈ 12 MB, only when Chinese text arrives),
// and pinyin chosen per segmented word.
package zh

import (
	"context"
	"fmt"
	"strings"
	"time"
	"unicode"

	"github.com/mozillazg/go-pinyin"

	"github.com/storyglot/storyglot/internal/lang"
	"github.com/storyglot/storyglot/internal/lang/offline/idle"
	"github.com/storyglot/storyglot/internal/lang/roman"
)

// Chinese segments Chinese text and gives its pinyin. The zero value is not
// usable; call New. It is safe for concurrent use.
type Chinese struct {
	once idle.Once
	seg  *dict
	py   pinyin.Args
}

var (
	_ lang.WordSegmenter = (*Chinese)(nil)
	_ lang.Pronouncer    = (*Chinese)(nil)
)

// New returns a Chinese provider; the dictionary loads on first use.
func New() *Chinese {
	a := pinyin.NewArgs()
	a.Style = pinyin.Tone3
	a.Fallback = func(r rune, a pinyin.Args) []string { return nil }
	return &Chinese{py: a}
}

// Name implements lang.Provider.
func (c *Chinese) Name() string { return "gse+pinyin" }

// Supports implements lang.Provider: segmentation and pronunciation of Chinese.
func (c *Chinese) Supports(cp lang.Capability, p lang.Pair) bool {
	return p.Target == lang.Chinese && (cp == lang.CapSegment || cp == lang.CapPronounce)
}

// load holds the dictionary (loading it if it is not loaded); the caller
// calls release when it no longer reads c.seg.
func (c *Chinese) load() (release func(), err error) {
	return c.once.HoldErr(func() error {
		if gseZhS == "" || gseZhT == "" {
			return fmt.Errorf("zh: gse's embedded dictionary is empty")
		}
		c.seg = newDict(gseZhS, gseZhT)
		return nil
	}, func() { c.seg = nil })
}

// Sweep drops the dictionary when it has not been used for after
// (idle.Sweepable); the next call loads it again.
func (c *Chinese) Sweep(now time.Time, after time.Duration) int {
	if c.once.Sweep(now, after) {
		return 1
	}
	return 0
}

// Words implements lang.WordSegmenter. Each Chinese word carries its reading
// in tone-numbered pinyin ("zhong1 guo2").
func (c *Chinese) Words(ctx context.Context, l lang.Code, text string) ([]lang.Token, error) {
	if l != lang.Chinese {
		return nil, fmt.Errorf("zh: words in %s: %w", l, lang.ErrUnsupported)
	}
	release, err := c.load()
	defer release()
	if err != nil {
		return nil, err
	}
	if err := ctx.Err(); err != nil {
		return nil, fmt.Errorf("zh: words: %w", err)
	}
	var out []lang.Token
	pos := 0
	for _, sp := range c.seg.segment(text) {
		if sp.Text == "" {
			continue
		}
		i := strings.Index(text[pos:], sp.Text)
		if i < 0 {
			continue
		}
		if i > 0 {
			out = append(out, lang.Token{Text: text[pos : pos+i], Start: pos, End: pos + i})
		}
		start := pos + i
		tok := lang.Token{Text: sp.Text, Start: start, End: start + len(sp.Text), POS: coarsePOS(sp.Pos)}
		tok.Word = hasHanOrAlnum(sp.Text)
		if tok.Word {
			tok.Reading = c.wordPinyin(sp.Text, sp.Pos)
		}
		out = append(out, tok)
		pos = tok.End
	}
	if pos < len(text) {
		out = append(out, lang.Token{Text: text[pos:], Start: pos, End: len(text)})
	}
	return mergeErhua(out), nil
}

// Pronounce implements lang.Pronouncer with pinyin in tone marks, one
// space-separated group per word ("wǒ xǐhuan hē chá"), tones as spoken
// ("níhǎo", "búshì").
func (c *Chinese) Pronounce(ctx context.Context, l lang.Code, text string) (lang.Pronunciation, error) {
	numbered, err := c.Reading(ctx, l, text)
	if err != nil {
		return lang.Pronunciation{}, err
	}
	return lang.Pronunciation{Romanization: roman.PinyinMarks(numbered), System: "pinyin"}, nil
}

// Reading returns the text in tone-numbered pinyin, syllables of a word
// joined ("wo3 xi3huan5 he1 cha2."), for espeak-ng's cmn-latn-pinyin voice.
// The tones are the spoken ones (sandhi.go: "ni2hao3"), for the romanization
// and the audio alike; Words keeps the citation tones of each word.
func (c *Chinese) Reading(ctx context.Context, l lang.Code, text string) (string, error) {
	toks, err := c.Words(ctx, l, text)
	if err != nil {
		return "", err
	}
	toks = applySandhi(toks)
	var b strings.Builder
	for _, t := range toks {
		switch {
		case t.Reading != "":
			if b.Len() > 0 && !strings.HasSuffix(b.String(), " ") {
				b.WriteByte(' ')
			}
			b.WriteString(t.Reading)
		default:
			b.WriteString(asciiPunct(t.Text))
		}
	}
	return strings.TrimSpace(b.String()), nil
}

// wordPinyin gives the tone-numbered pinyin of one segmented word: a table of
// words whose characters have several readings, grammatical particles by
// their part of speech, then go-pinyin character by character.
func (c *Chinese) wordPinyin(word, pos string) string {
	return erhua(word, c.charPinyin(word, pos))
}

func (c *Chinese) charPinyin(word, pos string) string {
	if p, ok := wordReadings[word]; ok {
		return p
	}
	if p, ok := particleReadings[word]; ok && (strings.HasPrefix(pos, "u") || strings.HasPrefix(pos, "y") || len([]rune(word)) == 1 && word != "地" && word != "得" && word != "着" && word != "过") {
		return p
	}
	var b strings.Builder
	for _, r := range word {
		if !unicode.Is(unicode.Han, r) {
			b.WriteRune(r)
			continue
		}
		syl := pinyin.SinglePinyin(r, c.py)
		if len(syl) == 0 {
			b.WriteRune(r)
			continue
		}
		s := syl[0]
		if s != "" && (s[len(s)-1] < '1' || s[len(s)-1] > '4') {
			s += "5"
		}
		b.WriteString(s)
	}
	return b.String()
}

func hasHanOrAlnum(s string) bool {
	for _, r := range s {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			return true
		}
	}
	return false
}

// asciiPunct maps full-width punctuation to ASCII so pinyin text reads well.
func asciiPunct(s string) string { return asciiPunctReplacer.Replace(s) }

// asciiPunctReplacer is built once: building a Replacer costs more than
// using it.
var asciiPunctReplacer = strings.NewReplacer("。", ". ", "，", ", ", "！", "! ", "？", "? ", "：", ": ", "；", "; ", "、", ", ", "“", "\"", "”", "\" ", "‘", "'", "’", "'", "（", "(", "）", ") ", "…", "…", "《", "«", "》", "»")

// coarsePOS maps gse's (ICTCLAS-style) tags to the engine's coarse POS.
func coarsePOS(p string) string {
	if p == "" {
		return ""
	}
	switch p[0] {
	case 'n':
		if strings.HasPrefix(p, "nr") || strings.HasPrefix(p, "ns") || strings.HasPrefix(p, "nt") {
			return "propn"
		}
		return "noun"
	case 'v':
		return "verb"
	case 'a':
		return "adj"
	case 'd':
		return "adv"
	case 'r':
		return "pron"
	case 'p':
		return "prep"
	case 'c':
		return "conj"
	case 'm':
		return "num"
	case 'q':
		return "noun"
	case 'u', 'y':
		return "part"
	case 'e':
		return "intj"
	case 't':
		return "noun"
	case 'f', 's':
		return "noun"
	}
	return "other"
}
