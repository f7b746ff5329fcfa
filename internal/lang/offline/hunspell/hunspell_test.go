package hunspell

import (
	"context"
	"errors"
	"reflect"
	"sync"
	"testing"
	"time"

	"github.com/storyglot/storyglot/internal/lang"
)

// Words of each kind hunspell meets: known and unknown words, inflected
// forms, numbers, pieces it splits (학교-에서), lines it prints nothing for
// ("...", ""), the sentinel itself and words around it.
var samples = map[lang.Code][]string{
	lang.Korean:  {"먹었다", "친구들과", "학교에서", "3개", "...", "", "학교-에서", "zzqx", "\"안녕\"", sentinel, "추웠다", "주셨어요", "2024"},
	lang.Russian: {"дома", "купили", "Маша", "...", "открылась", "xqstoryglotendqx", "дети", "123", "по-русски"},
	lang.German:  {"Haus", "Hause", "ging", "—", "Richtung", "E-Mail", "lief", "1.", "Straßen"},
}

// stemmers returns a stemmer that keeps hunspell running and one that runs
// it once per call (as without stdbuf).
func stemmers(t *testing.T, l lang.Code) (piped, oneShot *Stemmer) {
	t.Helper()
	piped = New("")
	if !piped.CanStem(l) {
		t.Skipf("hunspell dictionary for %s not installed", l)
	}
	if piped.stdbuf == "" {
		t.Skip("stdbuf not installed")
	}
	oneShot = New("")
	oneShot.stdbuf = ""
	t.Cleanup(piped.Close)
	return piped, oneShot
}

func TestPipeMatchesOneShot(t *testing.T) {
	ctx := context.Background()
	for l, words := range samples {
		t.Run(string(l), func(t *testing.T) {
			piped, oneShot := stemmers(t, l)
			want, err := oneShot.Stems(ctx, l, words)
			if err != nil {
				t.Fatal(err)
			}
			// Whole batch, then word by word and in reverse through the same
			// process: answers do not depend on what came before.
			got, err := piped.Stems(ctx, l, words)
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(got, want) {
				t.Fatalf("piped %q\nwant     %q", got, want)
			}
			for i := len(words) - 1; i >= 0; i-- {
				one, err := piped.Stems(ctx, l, words[i:i+1])
				if err != nil {
					t.Fatal(err)
				}
				if !reflect.DeepEqual(one[0], want[i]) {
					t.Errorf("%q alone: %q, want %q", words[i], one[0], want[i])
				}
			}
		})
	}
}

func TestPipeKnownStems(t *testing.T) {
	piped, _ := stemmers(t, lang.Korean)
	got, err := piped.Stems(context.Background(), lang.Korean, []string{"먹었다", "학교에서"})
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(got, [][]string{{"먹다"}, {"학교"}}) {
		t.Fatalf("stems %q", got)
	}
}

// Concurrent callers share one process and each gets its own answer.
func TestPipeConcurrent(t *testing.T) {
	piped, oneShot := stemmers(t, lang.Korean)
	ctx := context.Background()
	words := samples[lang.Korean]
	want, err := oneShot.Stems(ctx, lang.Korean, words)
	if err != nil {
		t.Fatal(err)
	}
	var wg sync.WaitGroup
	for i := range 8 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			k := i % len(words)
			got, err := piped.Stems(ctx, lang.Korean, words[k:])
			if err != nil {
				t.Error(err)
				return
			}
			if !reflect.DeepEqual(got, want[k:]) {
				t.Errorf("caller %d: %q, want %q", i, got, want[k:])
			}
		}()
	}
	wg.Wait()
}

// A long batch (more than the pipes hold) does not block, and a cancelled
// call ends the process; the next call starts a new one.
func TestPipeLongBatchAndCancel(t *testing.T) {
	piped, _ := stemmers(t, lang.Korean)
	var many []string
	for range 20000 {
		many = append(many, "학교에서")
	}
	got, err := piped.Stems(context.Background(), lang.Korean, many)
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != len(many) || got[len(got)-1][0] != "학교" {
		t.Fatalf("long batch: %d answers, last %q", len(got), got[len(got)-1])
	}
	ctx, cancel := context.WithTimeout(context.Background(), time.Millisecond)
	defer cancel()
	_, err = piped.Stems(ctx, lang.Korean, many)
	if !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("cancelled call: %v", err)
	}
	got, err = piped.Stems(context.Background(), lang.Korean, []string{"먹었다"})
	if err != nil || got[0][0] != "먹다" {
		t.Fatalf("after cancel: %q, %v", got, err)
	}
}
