package offline_test

import (
	"context"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"testing"
	"unicode"
	"unicode/utf8"

	"github.com/storyglot/storyglot/internal/blob"
	"github.com/storyglot/storyglot/internal/lang"
	"github.com/storyglot/storyglot/internal/lang/offline"
	"github.com/storyglot/storyglot/internal/lang/offline/gloss"
)

// requireTools fails in CI and skips elsewhere when the offline engine's
// binaries are not installed.
func requireTools(t testing.TB) {
	t.Helper()
	for _, bin := range []string{"espeak-ng", "lame", "apertium", "hunspell"} {
		if _, err := exec.LookPath(bin); err != nil {
			if os.Getenv("CI") == "true" {
				t.Fatalf("%s is not installed (run scripts/setup)", bin)
			}
			t.Skipf("%s is not installed (run scripts/setup)", bin)
		}
	}
}

func corpus(t testing.TB) map[lang.Code][]string {
	t.Helper()
	files, err := filepath.Glob("../testdata/corpus/*/*.txt")
	if err != nil || len(files) == 0 {
		t.Fatalf("no corpus: %v", err)
	}
	sort.Strings(files)
	out := map[lang.Code][]string{}
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		l := lang.Code(filepath.Base(filepath.Dir(f)))
		out[l] = append(out[l], string(b))
	}
	return out
}

type fixture struct {
	off   *offline.Offline
	eng   *lang.Engine
	store *blob.Local
}

func newFixture(t testing.TB) *fixture {
	t.Helper()
	requireTools(t)
	store, err := blob.NewLocal(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	off := offline.New(offline.Config{})
	t.Cleanup(func() {
		if err := off.Close(); err != nil {
			t.Error(err)
		}
	})
	return &fixture{off: off, eng: lang.NewEngine(lang.EngineConfig{Providers: off.Providers(), Store: store}), store: store}
}

// TestCorpusLessons makes a lesson of every corpus story (native English,
// or Spanish for English stories) and checks what depends on the target
// language alone: every sentence has a pronunciation, and audio that
// decodes as MP3 and lasts longer than 0.5 s.
func TestCorpusLessons(t *testing.T) {
	f := newFixture(t)
	ctx := context.Background()
	for l, stories := range corpus(t) {
		native := lang.English
		if l == lang.English {
			native = lang.Spanish
		}
		for i, story := range stories {
			lc, err := f.eng.BuildLesson(ctx, lang.LessonRequest{Target: l, Native: native, Text: story})
			if err != nil {
				t.Fatalf("%s story %d: %v", l, i+1, err)
			}
			if lc.Detected == nil || lc.Detected.Code != l || lc.WrongLanguage {
				t.Errorf("%s story %d: detected %+v", l, i+1, lc.Detected)
			}
			for _, c := range lc.Cards {
				if c.Pronunciation == nil || c.Pronunciation.Display() == "" {
					t.Errorf("%s %q: no pronunciation (%v)", l, c.Text, c.Problems)
				}
				if c.Audio == nil {
					t.Errorf("%s %q: no audio (%v)", l, c.Text, c.Problems)
					continue
				}
				checkAudio(t, f.store, c.Audio.Key, c.Text)
			}
		}
	}
}

func checkAudio(t *testing.T, store *blob.Local, key, text string) {
	t.Helper()
	rc, err := store.Open(context.Background(), key)
	if err != nil {
		t.Errorf("%q: %v", text, err)
		return
	}
	defer rc.Close()
	b, _ := io.ReadAll(rc)
	d, err := mp3Duration(b)
	if err != nil {
		t.Errorf("%q: audio does not decode: %v", text, err)
		return
	}
	if d <= 0.5 {
		t.Errorf("%q: audio lasts %.2f s", text, d)
	}
}

// TestCorpusPairs checks, for every one of the 110 pairs, the fields that
// depend on the pair: every sentence gets a translation where the pair
// supports translation and hints where it supports explanations, and at
// least 80% of the content words get a gloss where a dictionary exists.
func TestCorpusPairs(t *testing.T) {
	f := newFixture(t)
	ctx := context.Background()
	stories := corpus(t)
	type result struct {
		pair            lang.Pair
		content, glossd int
		errs            []string
	}
	pairs := lang.Pairs()
	results := make([]result, len(pairs))
	var wg sync.WaitGroup
	sem := make(chan struct{}, 2)
	for i, p := range pairs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			sem <- struct{}{}
			defer func() { <-sem }()
			r := &results[i]
			r.pair = p
			canTranslate := f.eng.Provider(lang.CapTranslate, p) != ""
			canExplain := f.eng.Provider(lang.CapExplain, p) != ""
			for _, story := range stories[p.Target] {
				var texts []string
				for _, s := range lang.SplitSentences(p.Target, story) {
					texts = append(texts, s.Text)
				}
				if canTranslate {
					tr, err := f.eng.Translate(ctx, p, texts)
					if err != nil {
						r.errs = append(r.errs, err.Error())
					}
					for k, x := range tr {
						if strings.TrimSpace(x.Text) == "" {
							r.errs = append(r.errs, "no translation of "+texts[k])
						}
					}
				}
				if !canExplain {
					continue
				}
				for _, s := range texts {
					gl, err := f.eng.Gloss(ctx, p, s)
					if err != nil {
						r.errs = append(r.errs, err.Error())
						continue
					}
					hints := 0
					for _, g := range gl {
						if !isContent(g) {
							continue
						}
						r.content++
						if len(g.Senses) > 0 {
							r.glossd++
							hints++
						}
					}
					if hints == 0 {
						r.errs = append(r.errs, "no hint for "+s)
					}
				}
			}
		}()
	}
	wg.Wait()
	for _, r := range results {
		for _, e := range r.errs {
			t.Errorf("%s: %s", r.pair, e)
		}
		if tr := f.eng.Provider(lang.CapTranslate, r.pair); r.pair.Native == lang.English {
			// The report per pair into English, ru/ko/zh included.
			if tr == "" {
				tr = "none"
			}
			if r.content == 0 {
				t.Logf("%s: translate %s; no dictionary, no glosses", r.pair, tr)
			} else {
				t.Logf("%s: translate %s", r.pair, tr)
			}
		}
		if r.content > 0 {
			cov := 100 * float64(r.glossd) / float64(r.content)
			t.Logf("%s: %d/%d content words glossed (%.0f%%)", r.pair, r.glossd, r.content, cov)
			if cov < 80 {
				t.Errorf("%s: %.0f%% of content words glossed, want ≥ 80%%", r.pair, cov)
			}
		}
	}
}

// isContent: nouns, verbs, adjectives and adverbs; where the analyser gives
// no part of speech (hunspell, Arabic), words of more than three letters.
// Names (propn) and numbers are not content words: the glosser tags them
// from Apertium's <np>, kagome's 固有名詞, a title before a German name, or
// a capitalised word inside a sentence that no dictionary knows.
func isContent(g lang.Gloss) bool {
	if g.POS == "" {
		// Three letters say little in alphabets; two Chinese characters
		// are a word (高兴) when the segmenter has no tag for it. Russian
		// and Korean function words get a part of speech from the core
		// words, so any other Russian word of three letters (дом, сад) and
		// Korean word of two syllables (집에, 먹다) counts.
		n := utf8.RuneCountInString(g.Word)
		switch {
		case isScript(g.Word, unicode.Hangul):
			return n >= 2
		case isScript(g.Word, unicode.Cyrillic):
			return n >= 3
		}
		return n > 3 || n >= 2 && isHan(g.Word)
	}
	return gloss.IsContent(g.POS)
}

func isScript(s string, t *unicode.RangeTable) bool {
	for _, r := range s {
		if !unicode.Is(t, r) && r != '-' {
			return false
		}
	}
	return s != ""
}

func isHan(s string) bool {
	for _, r := range s {
		if !unicode.Is(unicode.Han, r) {
			return false
		}
	}
	return s != ""
}
