// Package offline composes the offline providers of the language engine:
// espeak-ng, Apertium, FreeDict, hunspell, kagome, gse, whatlanggo and the
// romanizers. Nothing here needs a key or a network.
package offline

import (
	"context"
	"errors"
	"fmt"
	"runtime"
	"runtime/debug"
	"sort"
	"sync"
	"time"

	"github.com/storyglot/storyglot/internal/lang"
	"github.com/storyglot/storyglot/internal/lang/offline/apertium"
	"github.com/storyglot/storyglot/internal/lang/offline/arabic"
	"github.com/storyglot/storyglot/internal/lang/offline/cedict"
	"github.com/storyglot/storyglot/internal/lang/offline/detect"
	"github.com/storyglot/storyglot/internal/lang/offline/espeak"
	"github.com/storyglot/storyglot/internal/lang/offline/freedict"
	"github.com/storyglot/storyglot/internal/lang/offline/gloss"
	"github.com/storyglot/storyglot/internal/lang/offline/hanja"
	"github.com/storyglot/storyglot/internal/lang/offline/hunspell"
	"github.com/storyglot/storyglot/internal/lang/offline/idle"
	"github.com/storyglot/storyglot/internal/lang/offline/ja"
	"github.com/storyglot/storyglot/internal/lang/offline/mueller"
	"github.com/storyglot/storyglot/internal/lang/offline/zh"
	"github.com/storyglot/storyglot/internal/lang/roman"
)

// Config locates the installed data; empty fields take Debian's paths.
type Config struct {
	ApertiumModesDir string
	FreeDictDir      string
	HunspellDir      string
	// MaxProcs bounds concurrent espeak-ng pipelines.
	MaxProcs int
	// IdleRelease, when positive, releases the dictionaries and segmenters
	// of a language unused this long (up to a quarter longer) and returns
	// the memory to the system; the next call loads them again (decision
	// 0044). Zero keeps them until Close.
	IdleRelease time.Duration
}

// Offline holds every offline provider. Dictionaries and pipelines start
// lazily; Close stops them.
type Offline struct {
	Apertium *apertium.Apertium
	FreeDict *freedict.Library
	Hunspell *hunspell.Stemmer
	Espeak   *espeak.Espeak
	Japanese *ja.Japanese
	Chinese  *zh.Chinese
	Detector *detect.Detector
	Glosser  *gloss.Glosser
	Korean   Korean

	// Sweeper drops what has been idle for Config.IdleRelease.
	Sweeper   *idle.Sweeper
	stop      chan struct{}
	closeOnce sync.Once
	stopped   sync.WaitGroup
}

// New builds the offline providers; it starts no process and loads nothing.
func New(cfg Config) *Offline {
	o := &Offline{
		Apertium: apertium.New(apertium.Config{ModesDir: cfg.ApertiumModesDir}),
		FreeDict: freedict.NewLibrary(cfg.FreeDictDir),
		Hunspell: hunspell.New(cfg.HunspellDir),
		Japanese: ja.New(),
		Chinese:  zh.New(),
		Detector: detect.New(),
	}
	o.Espeak = espeak.New(espeak.Config{Japanese: o.Japanese, Chinese: o.Chinese, MaxProcs: cfg.MaxProcs})
	o.Glosser = &gloss.Glosser{
		Apertium: o.Apertium, FreeDict: o.FreeDict, Hunspell: o.Hunspell, Cedict: cedict.New(),
		Russian: russian(), Hanja: hanja.New(""), Arabic: arabic.InDir(cfg.FreeDictDir),
		Words: map[lang.Code]lang.WordSegmenter{lang.Japanese: o.Japanese, lang.Chinese: o.Chinese},
	}
	o.Sweeper = &idle.Sweeper{
		After: cfg.IdleRelease,
		// Not Müller's dictionary (o.Glosser.Russian): reversed it keeps
		// about 3 MB, but reversing it again costs 2 s of CPU (10 s of a
		// Russian lesson on a loaded machine); it stays once loaded.
		Parts: []idle.Sweepable{
			o.Japanese, o.Chinese, o.FreeDict, o.Glosser.Cedict, o.Glosser.Hanja,
			o.Glosser.Arabic, idle.Func(hanja.SweepFreq), idle.Func(gloss.SweepStems), idle.Func(o.Glosser.SweepMemo),
		},
		// Dropped tables are garbage; collect them and give their pages
		// back now, or the resident memory stays at its peak (the runtime
		// returns freed memory to the system only slowly by itself). Two
		// collections: the first empties sync.Pools into their victim
		// caches (kagome's lattices, FreeDict's inflaters), the second
		// (FreeOSMemory's) frees those too. The pages of the embedded
		// dictionaries the segmenters read (IPA, gse: ≈ 20 MB) are the
		// executable's and stay mapped until dropped too.
		Released: func(int) {
			runtime.GC()
			debug.FreeOSMemory()
			_, _ = idle.DropExecutablePages()
		},
	}
	o.stop = make(chan struct{})
	if cfg.IdleRelease > 0 {
		o.stopped.Add(1)
		go func() {
			defer o.stopped.Done()
			o.Sweeper.Run(o.stop)
		}()
	}
	return o
}

// russian is the reversed Müller dictionary, its English ranked by the
// glosser's frequency list; nil when mueller7-dict is not installed.
func russian() *mueller.Dict {
	d := mueller.New("")
	if d != nil {
		d.Rank = gloss.EnglishRank
	}
	return d
}

// Providers returns the providers in order of preference.
func (o *Offline) Providers() []lang.Provider {
	// No translator stands in where none reaches a pair: there the cards'
	// glosses are their back (product §6), never a line of glosses posing
	// as a sentence.
	return []lang.Provider{o.Japanese, o.Chinese, o.Korean, o.Espeak, o.Apertium, o.Glosser, o.Detector}
}

// Missing lists the Debian packages that are not installed and would add
// capabilities, sorted.
func (o *Offline) Missing() []string {
	seen := map[string]bool{}
	add := func(ps ...string) {
		for _, p := range ps {
			seen[p] = true
		}
	}
	add(o.Espeak.Missing()...)
	add(o.Apertium.MissingPackages()...)
	add(o.Hunspell.Missing()...)
	if !o.Glosser.Russian.Available() {
		add(mueller.Package)
	}
	if !o.Glosser.Hanja.Available() {
		add(hanja.Package)
	}
	for _, name := range FreeDictPackages() {
		from, to := name[0], name[1]
		if !o.FreeDict.Has(from, to) {
			add(freedict.Package(from, to))
		}
	}
	out := make([]string, 0, len(seen))
	for p := range seen {
		out = append(out, p)
	}
	sort.Strings(out)
	return out
}

// FreeDictPackages lists the FreeDict dictionaries Debian ships between the
// learning languages (version 2022.04.21), as (from, to) pairs.
func FreeDictPackages() [][2]lang.Code {
	const (
		en, es, fr, de, it, pt, ru, jp, ar = lang.English, lang.Spanish, lang.French, lang.German, lang.Italian, lang.Portuguese, lang.Russian, lang.Japanese, lang.Arabic
	)
	return [][2]lang.Code{
		{ar, en}, {en, ar}, {de, en}, {en, de}, {fr, en}, {en, fr}, {it, en}, {en, it},
		{jp, en}, {en, jp}, {pt, en}, {en, pt}, {es, en}, {en, es}, {en, ru},
		{de, fr}, {fr, de}, {de, it}, {it, de}, {de, pt}, {pt, de}, {de, es}, {es, de}, {de, ru},
		{fr, jp}, {jp, fr}, {fr, pt}, {pt, fr}, {fr, it}, {fr, ru}, {fr, es},
		{it, jp}, {it, pt}, {it, ru}, {it, es}, {jp, de}, {jp, ru}, {pt, es}, {es, pt},
	}
}

// Close stops Apertium pipelines and closes dictionaries.
func (o *Offline) Close() error {
	o.closeOnce.Do(func() { close(o.stop) })
	o.stopped.Wait()
	o.Hunspell.Close()
	return errors.Join(o.Apertium.Close(), o.FreeDict.Close())
}

// Korean romanizes Korean with the Revised Romanization.
type Korean struct{}

var _ lang.Pronouncer = Korean{}

// Name implements lang.Provider.
func (Korean) Name() string { return "korean-rr" }

// Supports implements lang.Provider.
func (Korean) Supports(c lang.Capability, p lang.Pair) bool {
	return c == lang.CapPronounce && p.Target == lang.Korean
}

// Pronounce implements lang.Pronouncer.
func (Korean) Pronounce(ctx context.Context, l lang.Code, text string) (lang.Pronunciation, error) {
	if l != lang.Korean {
		return lang.Pronunciation{}, fmt.Errorf("korean: pronounce %s: %w", l, lang.ErrUnsupported)
	}
	return lang.Pronunciation{Romanization: roman.Korean(text), System: "rr"}, nil
}
