package gloss

import (
	"context"
	"errors"
	"reflect"
	"sync"
	"sync/atomic"
	"testing"

	"github.com/storyglot/storyglot/internal/lang"
)

// TestGlossMemo: a sentence asked for by many callers at once is glossed
// once; each caller gets its own copy; errors are not kept.
func TestGlossMemo(t *testing.T) {
	var m glossMemo
	var calls atomic.Int32
	release, started := make(chan struct{}), make(chan struct{}, 8)
	f := func() ([]lang.Gloss, error) {
		calls.Add(1)
		started <- struct{}{}
		<-release
		return []lang.Gloss{{Word: "casa", Senses: []string{"house", "home"}, Tags: []string{"n"}}}, nil
	}
	ctx := context.Background()
	results := make([][]lang.Gloss, 8)
	var wg sync.WaitGroup
	for i := range results {
		wg.Add(1)
		go func() {
			defer wg.Done()
			results[i], _ = m.do(ctx, "es-en\x00casa", f)
		}()
	}
	<-started // one caller computes; the others wait for it or come after
	close(release)
	wg.Wait()
	if n := calls.Load(); n != 1 {
		t.Errorf("glossed %d times, want once", n)
	}
	want := []lang.Gloss{{Word: "casa", Senses: []string{"house", "home"}, Tags: []string{"n"}}}
	for i, r := range results {
		if !reflect.DeepEqual(r, want) {
			t.Fatalf("caller %d got %+v", i, r)
		}
	}
	results[0][0].Senses[0] = "changed"
	again, _ := m.do(ctx, "es-en\x00casa", f)
	if again[0].Senses[0] != "house" {
		t.Errorf("a caller's change reached the memo: %q", again[0].Senses[0])
	}

	boom := errors.New("boom")
	fails := 0
	g := func() ([]lang.Gloss, error) { fails++; return nil, boom }
	for range 2 {
		if _, err := m.do(ctx, "es-en\x00error", g); !errors.Is(err, boom) {
			t.Fatalf("err = %v", err)
		}
	}
	if fails != 2 {
		t.Errorf("an error was kept: %d calls", fails)
	}
}
