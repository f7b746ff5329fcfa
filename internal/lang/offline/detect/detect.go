// Package detect guesses the language of a text among the learning
// languages with whatlanggo (trigrams and scripts, no model files).
package detect

import (
	"context"
	"fmt"
	"unicode"

	"github.com/abadojack/whatlanggo"

	"github.com/storyglot/storyglot/internal/lang"
)

var codes = map[whatlanggo.Lang]lang.Code{
	whatlanggo.Eng: lang.English, whatlanggo.Spa: lang.Spanish, whatlanggo.Fra: lang.French,
	whatlanggo.Deu: lang.German, whatlanggo.Ita: lang.Italian, whatlanggo.Por: lang.Portuguese,
	whatlanggo.Rus: lang.Russian, whatlanggo.Jpn: lang.Japanese, whatlanggo.Kor: lang.Korean,
	whatlanggo.Cmn: lang.Chinese, whatlanggo.Arb: lang.Arabic,
}

// Detector implements lang.Detector. It holds no state.
type Detector struct {
	opts whatlanggo.Options
}

var _ lang.Detector = (*Detector)(nil)

// New returns a detector limited to the learning languages.
func New() *Detector {
	wl := map[whatlanggo.Lang]bool{}
	for l := range codes {
		wl[l] = true
	}
	return &Detector{opts: whatlanggo.Options{Whitelist: wl}}
}

// Name implements lang.Provider.
func (d *Detector) Name() string { return "whatlanggo" }

// Supports implements lang.Provider: detection works for every pair.
func (d *Detector) Supports(c lang.Capability, p lang.Pair) bool { return c == lang.CapDetect }

// Detect implements lang.Detector. Japanese text written mostly in kanji
// can be taken for Chinese; any kana makes it Japanese.
func (d *Detector) Detect(ctx context.Context, text string) (lang.Detection, error) {
	if err := ctx.Err(); err != nil {
		return lang.Detection{}, fmt.Errorf("detect: %w", err)
	}
	info := whatlanggo.DetectWithOptions(text, d.opts)
	code, ok := codes[info.Lang]
	if !ok {
		return lang.Detection{}, fmt.Errorf("detect: %w", lang.ErrUnknownLanguage)
	}
	if code == lang.Chinese && hasKana(text) {
		code = lang.Japanese
	}
	letters := 0
	for _, r := range text {
		if unicode.IsLetter(r) {
			letters++
		}
	}
	reliable := info.IsReliable() && letters >= 20
	if code == lang.Japanese || code == lang.Korean || code == lang.Chinese || code == lang.Arabic || code == lang.Russian {
		reliable = letters >= 5 // the script decides
	}
	return lang.Detection{Code: code, Confidence: info.Confidence, Reliable: reliable}, nil
}

func hasKana(s string) bool {
	for _, r := range s {
		if unicode.In(r, unicode.Hiragana, unicode.Katakana) {
			return true
		}
	}
	return false
}
