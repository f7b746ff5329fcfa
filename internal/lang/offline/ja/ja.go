// Package ja is the offline Japanese provider: kagome with its IPA
// dictionary (loaded lazily; its word features kept compact, contents.go)
// gives words, dictionary forms, parts of speech and katakana
// pronunciations, from which come Hepburn romaji and the kana that
// espeak-ng reads aloud.
package ja

import (
	"context"
	"fmt"
	"strings"
	"time"
	"unicode"

	"github.com/ikawaha/kagome/v2/tokenizer"

	"github.com/storyglot/storyglot/internal/lang"
	"github.com/storyglot/storyglot/internal/lang/offline/idle"
	"github.com/storyglot/storyglot/internal/lang/roman"
)

// Japanese is safe for concurrent use; the zero value is ready.
type Japanese struct {
	once     idle.Once
	tok      *tokenizer.Tokenizer
	contents *contents
}

var (
	_ lang.WordSegmenter = (*Japanese)(nil)
	_ lang.Pronouncer    = (*Japanese)(nil)
)

// New returns a Japanese provider; the dictionary loads on first use.
func New() *Japanese { return &Japanese{} }

// Name implements lang.Provider.
func (j *Japanese) Name() string { return "kagome" }

// Supports implements lang.Provider.
func (j *Japanese) Supports(c lang.Capability, p lang.Pair) bool {
	return p.Target == lang.Japanese && (c == lang.CapSegment || c == lang.CapPronounce)
}

// load holds the dictionary (loading it if it is not loaded); the caller
// calls release when it no longer reads j.tok or j.contents.
func (j *Japanese) load() (release func(), err error) {
	return j.once.HoldErr(func() error {
		d, c, err := loadIPA()
		if err != nil {
			return fmt.Errorf("ja: load IPA dictionary: %w", err)
		}
		t, err := tokenizer.New(d, tokenizer.OmitBosEos())
		if err != nil {
			return fmt.Errorf("ja: load kagome: %w", err)
		}
		j.tok, j.contents = t, c
		return nil
	}, func() { j.tok, j.contents = nil, nil })
}

// Sweep drops the dictionary when it has not been used for after
// (idle.Sweepable); the next call loads it again.
func (j *Japanese) Sweep(now time.Time, after time.Duration) int {
	if j.once.Sweep(now, after) {
		return 1
	}
	return 0
}

// Words implements lang.WordSegmenter. Tokens carry the dictionary form
// (Lemma), a coarse part of speech and the katakana pronunciation (Reading).
func (j *Japanese) Words(ctx context.Context, l lang.Code, text string) ([]lang.Token, error) {
	if l != lang.Japanese {
		return nil, fmt.Errorf("ja: words in %s: %w", l, lang.ErrUnsupported)
	}
	release, err := j.load()
	defer release()
	if err != nil {
		return nil, err
	}
	if err := ctx.Err(); err != nil {
		return nil, fmt.Errorf("ja: words: %w", err)
	}
	var out []lang.Token
	pos := 0
	for _, t := range j.tok.Tokenize(text) {
		start := t.Position
		if start < pos || start+len(t.Surface) > len(text) || text[start:start+len(t.Surface)] != t.Surface {
			i := strings.Index(text[pos:], t.Surface)
			if i < 0 {
				continue
			}
			start = pos + i
		}
		if start > pos {
			out = append(out, lang.Token{Text: text[pos:start], Start: pos, End: start})
		}
		tk := lang.Token{Text: t.Surface, Start: start, End: start + len(t.Surface)}
		posTags := t.POS()
		tk.Word = isWordText(t.Surface) && (len(posTags) == 0 || posTags[0] != "記号")
		if tk.Word {
			if len(posTags) > 0 {
				tk.POS = coarsePOS(posTags)
			}
			base, okB, pr, okP := j.contents.features(t)
			if okB && base != "*" {
				tk.Lemma = base
			}
			if okP && pr != "*" && pr != "" {
				tk.Reading = pr
			}
		}
		out = append(out, tk)
		pos = tk.End
	}
	if pos < len(text) {
		out = append(out, lang.Token{Text: text[pos:], Start: pos, End: len(text)})
	}
	return out, nil
}

// Pronounce implements lang.Pronouncer with modified Hepburn romaji, words
// separated by spaces and endings (auxiliaries, suffixes, て/で) attached
// to their word: "watashi wa gakusei desu", "tabemashita". A number and its
// counter are one word, read with their sound changes: "sanbon".
func (j *Japanese) Pronounce(ctx context.Context, l lang.Code, text string) (lang.Pronunciation, error) {
	toks, err := j.Words(ctx, l, text)
	if err != nil {
		return lang.Pronunciation{}, err
	}
	toks = sayNumbers(toks)
	// Kana of a word and the endings attached to it are romanized together,
	// so that っ and ー at a token boundary reach the next kana (行っ+て →
	// "itte", not "ite").
	var b, group strings.Builder
	flush := func() {
		if group.Len() > 0 {
			b.WriteString(roman.Hepburn(group.String()))
			group.Reset()
		}
	}
	var prev lang.Token
	for _, t := range toks {
		last := prev
		prev = t
		if !t.Word {
			flush()
			b.WriteString(asciiPunct(t.Text))
			continue
		}
		kana := t.Reading
		if kana == "" {
			kana = t.Text
		}
		if !attaches(t) && !pastAfterOnbin(last, t) && !continuesKana(group.String(), kana) {
			flush()
			if b.Len() > 0 && !strings.HasSuffix(b.String(), " ") {
				b.WriteByte(' ')
			}
		}
		group.WriteString(kana)
	}
	flush()
	return lang.Pronunciation{Romanization: strings.TrimSpace(b.String()), System: "hepburn"}, nil
}

// Reading returns the text as katakana pronunciation (kanji replaced), the
// input espeak-ng's Japanese voice reads correctly; numbers and counters
// are read as in Pronounce (counters.go), so audio and romaji agree.
func (j *Japanese) Reading(ctx context.Context, l lang.Code, text string) (string, error) {
	toks, err := j.Words(ctx, l, text)
	if err != nil {
		return "", err
	}
	toks = sayNumbers(toks)
	var b strings.Builder
	for _, t := range toks {
		if t.Reading != "" {
			b.WriteString(t.Reading)
		} else {
			b.WriteString(t.Text)
		}
	}
	return b.String(), nil
}

// attaches reports whether a token is written joined to the word before it.
// The copula (です, だ and their forms) and the auxiliary verbs after て
// (いる, くる, ください…) stand apart, as learners' books write them
// ("tabete iru", "matte kudasai").
func attaches(t lang.Token) bool {
	if t.POS == "aux" {
		switch t.Lemma {
		case "です", "だ", "いる", "くる", "いく", "しまう", "みる", "おく", "くださる", "ある", "もらう", "あげる", "くれる":
			return false
		}
		return true
	}
	return t.POS == "suffix" || t.POS == "part-conj" && (t.Text == "て" || t.Text == "で")
}

// pastAfterOnbin reports whether t is the past (or -tara, -tari) ending
// voiced after a verb's sound-changed stem (読ん|だ yonda, 泳い|だ oyoida):
// it shares the copula's dictionary form だ but is written joined.
func pastAfterOnbin(prev, t lang.Token) bool {
	return t.POS == "aux" && (t.Text == "だ" || t.Text == "だら" || t.Text == "だり") && prev.POS == "verb" &&
		(strings.HasSuffix(prev.Text, "ん") || strings.HasSuffix(prev.Text, "い"))
}

// continuesKana reports whether kana must be romanized with the group
// before it: the group ends in a small tsu or kana starts with a long-vowel
// mark.
func continuesKana(group, kana string) bool {
	return group != "" && (strings.HasSuffix(group, "ッ") || strings.HasSuffix(group, "っ")) ||
		strings.HasPrefix(kana, "ー")
}

func isWordText(s string) bool {
	for _, r := range s {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			return true
		}
	}
	return false
}

func asciiPunct(s string) string { return asciiPunctReplacer.Replace(s) }

// asciiPunctReplacer is built once: building a Replacer costs more than
// using it.
var asciiPunctReplacer = strings.NewReplacer("。", ". ", "、", ", ", "！", "! ", "？", "? ", "「", " \"", "」", "\" ", "『", " \"", "』", "\" ", "…", "…", "・", " ", "　", " ")

// coarsePOS maps IPADIC parts of speech to the engine's coarse tags.
func coarsePOS(tags []string) string {
	sub := ""
	if len(tags) > 1 {
		sub = tags[1]
	}
	switch tags[0] {
	case "名詞":
		switch sub {
		case "固有名詞":
			return "propn"
		case "代名詞":
			return "pron"
		case "数":
			return "num"
		case "接尾":
			return "suffix"
		}
		return "noun"
	case "動詞":
		if sub == "接尾" || sub == "非自立" {
			return "aux"
		}
		return "verb"
	case "形容詞":
		return "adj"
	case "副詞":
		return "adv"
	case "助詞":
		if sub == "接続助詞" {
			return "part-conj"
		}
		return "part"
	case "助動詞":
		return "aux"
	case "連体詞":
		return "det"
	case "接続詞":
		return "conj"
	case "感動詞":
		return "intj"
	case "接頭詞":
		return "prefix"
	}
	return "other"
}
