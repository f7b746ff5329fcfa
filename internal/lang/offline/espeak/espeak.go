// Package espeak runs espeak-ng as a subprocess (never linked, so the binary
// stays free of GPL-3 and of espeak's global state) for IPA and for speech,
// encoded to MP3 with lame.
package espeak

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os/exec"
	"strings"

	"github.com/storyglot/storyglot/internal/lang"
	"github.com/storyglot/storyglot/internal/lang/roman"
)

// Reader gives a reading espeak-ng can pronounce: katakana for Japanese,
// tone-numbered pinyin for Chinese.
type Reader interface {
	Reading(ctx context.Context, l lang.Code, text string) (string, error)
}

// Config configures Espeak. Empty binaries are looked up in PATH.
type Config struct {
	Espeak string // espeak-ng
	Lame   string // lame
	// Japanese and Chinese supply readings; without them ja and zh speech
	// is unsupported (espeak-ng misreads kanji and hanzi).
	Japanese Reader
	Chinese  Reader
	// MaxProcs bounds concurrent subprocess pipelines (default 4).
	MaxProcs int
}

// Espeak provides IPA (pronounce) and MP3 speech (synthesize).
type Espeak struct {
	espeak, lame string
	ja, zh       Reader
	sem          chan struct{}
}

var (
	_ lang.Pronouncer  = (*Espeak)(nil)
	_ lang.Synthesizer = (*Espeak)(nil)
)

// voices maps each learning language to its espeak-ng voice.
var voices = map[lang.Code]string{
	lang.English: "en-us", lang.Spanish: "es", lang.French: "fr-fr", lang.German: "de",
	lang.Italian: "it", lang.Portuguese: "pt-br", lang.Russian: "ru", lang.Japanese: "ja",
	lang.Korean: "ko", lang.Chinese: "cmn-latn-pinyin", lang.Arabic: "ar",
}

// ipaLanguages get IPA from espeak-ng; ja, zh and ko get romanization from
// other providers instead.
var ipaLanguages = map[lang.Code]bool{
	lang.English: true, lang.Spanish: true, lang.French: true, lang.German: true,
	lang.Italian: true, lang.Portuguese: true, lang.Russian: true, lang.Arabic: true,
}

// New returns an Espeak provider. Binaries that are missing make Supports
// false; they are not an error here so that doctor can report them.
func New(cfg Config) *Espeak {
	e := &Espeak{ja: cfg.Japanese, zh: cfg.Chinese}
	e.espeak = lookPath(cfg.Espeak, "espeak-ng")
	e.lame = lookPath(cfg.Lame, "lame")
	n := cfg.MaxProcs
	if n <= 0 {
		n = 4
	}
	e.sem = make(chan struct{}, n)
	return e
}

func lookPath(configured, name string) string {
	if configured != "" {
		name = configured
	}
	p, err := exec.LookPath(name)
	if err != nil {
		return ""
	}
	return p
}

// Name implements lang.Provider.
func (e *Espeak) Name() string { return "espeak-ng" }

// Missing lists the Debian packages whose binaries were not found.
func (e *Espeak) Missing() []string {
	var m []string
	if e.espeak == "" {
		m = append(m, "espeak-ng")
	}
	if e.lame == "" {
		m = append(m, "lame")
	}
	return m
}

// Supports implements lang.Provider.
func (e *Espeak) Supports(c lang.Capability, p lang.Pair) bool {
	if e.espeak == "" {
		return false
	}
	switch c {
	case lang.CapPronounce:
		return ipaLanguages[p.Target]
	case lang.CapSpeak:
		if e.lame == "" {
			return false
		}
		switch p.Target {
		case lang.Japanese:
			return e.ja != nil
		case lang.Chinese:
			return e.zh != nil
		}
		_, ok := voices[p.Target]
		return ok
	}
	return false
}

// Pronounce implements lang.Pronouncer: IPA, and for Russian a learner
// transliteration as well.
func (e *Espeak) Pronounce(ctx context.Context, l lang.Code, text string) (lang.Pronunciation, error) {
	if !e.Supports(lang.CapPronounce, lang.Pair{Target: l}) {
		return lang.Pronunciation{}, fmt.Errorf("espeak: pronounce %s: %w", l, lang.ErrUnsupported)
	}
	out, err := e.run(ctx, []string{"-q", "--ipa", "-v", voices[l], "--stdin"}, text)
	if err != nil {
		return lang.Pronunciation{}, fmt.Errorf("espeak: pronounce %s: %w", l, err)
	}
	p := lang.Pronunciation{IPA: cleanIPA(string(out)), Approximate: unvowelled(l, text)}
	if l == lang.Russian {
		p.Romanization, p.System = roman.Russian(text), "bgn"
	}
	return p, nil
}

// Synthesize implements lang.Synthesizer: espeak-ng WAV piped into lame,
// 32 kbit/s mono MP3.
func (e *Espeak) Synthesize(ctx context.Context, l lang.Code, text string) (lang.Speech, error) {
	if !e.Supports(lang.CapSpeak, lang.Pair{Target: l}) {
		return lang.Speech{}, fmt.Errorf("espeak: speak %s: %w", l, lang.ErrUnsupported)
	}
	input := text
	var err error
	switch l {
	case lang.Japanese:
		input, err = e.ja.Reading(ctx, l, text)
	case lang.Chinese:
		input, err = e.zh.Reading(ctx, l, text)
	}
	if err != nil {
		return lang.Speech{}, fmt.Errorf("espeak: speak %s: reading: %w", l, err)
	}
	if strings.TrimSpace(input) == "" {
		return lang.Speech{}, fmt.Errorf("espeak: speak %s: empty text", l)
	}
	select {
	case e.sem <- struct{}{}:
	case <-ctx.Done():
		return lang.Speech{}, fmt.Errorf("espeak: speak %s: %w", l, ctx.Err())
	}
	defer func() { <-e.sem }()

	synth := exec.CommandContext(ctx, e.espeak, "-v", voices[l], "--stdout", "--stdin")
	synth.Stdin = strings.NewReader(input)
	enc := exec.CommandContext(ctx, e.lame, "--quiet", "-b", "32", "-m", "m", "-", "-")
	pipe, err := synth.StdoutPipe()
	if err != nil {
		return lang.Speech{}, fmt.Errorf("espeak: speak %s: %w", l, err)
	}
	enc.Stdin = pipe
	var mp3, synthErr, encErr bytes.Buffer
	enc.Stdout = &mp3
	synth.Stderr = &synthErr
	enc.Stderr = &encErr
	if err := synth.Start(); err != nil {
		return lang.Speech{}, fmt.Errorf("espeak: speak %s: start espeak-ng: %w", l, err)
	}
	if err := enc.Start(); err != nil {
		_ = synth.Process.Kill()
		_ = synth.Wait()
		return lang.Speech{}, fmt.Errorf("espeak: speak %s: start lame: %w", l, err)
	}
	errEnc := enc.Wait()
	errSynth := synth.Wait()
	if err := errors.Join(errSynth, errEnc); err != nil {
		return lang.Speech{}, fmt.Errorf("espeak: speak %s: %w (%s%s)", l, err, strings.TrimSpace(synthErr.String()), strings.TrimSpace(encErr.String()))
	}
	if mp3.Len() == 0 {
		return lang.Speech{}, fmt.Errorf("espeak: speak %s: no audio", l)
	}
	return lang.Speech{Data: mp3.Bytes(), ContentType: "audio/mpeg", Voice: "espeak-ng:" + voices[l] + ":lame32"}, nil
}

func (e *Espeak) run(ctx context.Context, args []string, stdin string) ([]byte, error) {
	select {
	case e.sem <- struct{}{}:
	case <-ctx.Done():
		return nil, ctx.Err()
	}
	defer func() { <-e.sem }()
	cmd := exec.CommandContext(ctx, e.espeak, args...)
	cmd.Stdin = strings.NewReader(stdin)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		return nil, fmt.Errorf("%w: %s", err, strings.TrimSpace(stderr.String()))
	}
	return out, nil
}
