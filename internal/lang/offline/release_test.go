package offline_test

import (
	"bytes"
	"context"
	"encoding/json"
	"runtime"
	"testing"
	"time"

	"github.com/storyglot/storyglot/internal/blob"
	"github.com/storyglot/storyglot/internal/lang"
	"github.com/storyglot/storyglot/internal/lang/offline"
)

// TestReleasedEngineMakesTheSameLessons (decision 0044): in each language,
// a lesson made by an engine whose dictionaries and segmenters were
// released after being idle, and so loaded again, is byte-identical to the
// lesson made before the release. It logs what each language keeps in the
// heap while loaded (live heap after a collection, over the engine with
// nothing loaded) and what its first lesson after a release costs over a
// warm one, in CPU time of this process (the load average inflates it far
// less than wall time): the reload cost. The clock is the test's (Sweeper.Sweep at
// chosen times), so nothing waits on the wall clock.
func TestReleasedEngineMakesTheSameLessons(t *testing.T) {
	requireTools(t)
	const after = time.Hour // the sweeper's own ticker never fires in the test
	off := offline.New(offline.Config{IdleRelease: after})
	t.Cleanup(func() {
		if err := off.Close(); err != nil {
			t.Error(err)
		}
	})
	eng := lang.NewEngine(lang.EngineConfig{Providers: off.Providers(), Store: blob.Discard{}})
	ctx := context.Background()
	now := time.Date(2026, 11, 29, 4, 0, 0, 0, time.UTC)
	release := func() int {
		off.Sweeper.Sweep(now) // sees what was used
		now = now.Add(after)
		n := off.Sweeper.Sweep(now)
		now = now.Add(after)
		return n
	}
	lessonJSON := func(l lang.Code, story string) ([]byte, time.Duration) {
		native := lang.English
		if l == lang.English {
			native = lang.Spanish
		}
		start := cpuTime().self
		lc, err := eng.BuildLesson(ctx, lang.LessonRequest{Target: l, Native: native, Text: story})
		if err != nil {
			t.Fatalf("%s: %v", l, err)
		}
		took := cpuTime().self - start
		js, err := json.Marshal(lc)
		if err != nil {
			t.Fatal(err)
		}
		return js, took
	}
	release()
	base := liveHeap()
	t.Logf("live heap with nothing loaded: %.1f MB", mb(base))
	for _, l := range lang.Codes() {
		story := storyOf300(t, l)
		first, cold := lessonJSON(l, story)
		loaded := liveHeap()
		// Warm, without the glosser's memo of the sentences (a release
		// empties it too, and the memo would hide the dictionaries' cost).
		off.Glosser.SweepMemo(now, after)
		off.Glosser.SweepMemo(now.Add(after), after)
		warmJSON, warm := lessonJSON(l, story)
		if !bytes.Equal(first, warmJSON) {
			t.Fatalf("%s: two lessons of a warm engine differ", l)
		}
		n := release()
		if n == 0 && l != lang.English {
			t.Errorf("%s: the release dropped nothing", l)
		}
		freed := liveHeap()
		again, reload := lessonJSON(l, story)
		if !bytes.Equal(first, again) {
			t.Errorf("%s: the lesson after a release differs:\n%s\n%s", l, first, again)
		}
		t.Logf("%s: loaded %+6.1f MB live heap; released %d tables, back to %+5.1f MB; lesson's CPU: first %v, warm %v, after release %v (reload ≈ %v)",
			l, mb(loaded)-mb(base), n, mb(freed)-mb(base), cold.Round(time.Millisecond), warm.Round(time.Millisecond),
			reload.Round(time.Millisecond), (reload - warm).Round(time.Millisecond))
		release()
	}
	// A lesson running while a sweep comes keeps what it holds: sweeps at
	// any time during lessons never make them fail or differ. The lesson
	// starts cold and is swept every half second until it ends (sweeps back
	// to back dropped each table it was not holding at that instant, to be
	// loaded again, about a second each for Japanese: a minute of the suite).
	story := storyOf300(t, lang.Japanese)
	want, _ := lessonJSON(lang.Japanese, story)
	release()
	done := make(chan []byte)
	go func() {
		lc, err := eng.BuildLesson(ctx, lang.LessonRequest{Target: lang.Japanese, Native: lang.English, Text: story})
		if err != nil {
			t.Error(err)
			done <- nil
			return
		}
		js, _ := json.Marshal(lc)
		done <- js
	}()
	tick := time.NewTicker(500 * time.Millisecond)
	defer tick.Stop()
	releases := 0 // sweeps that released something while the lesson ran
	var got []byte
	for finished := false; !finished; {
		select {
		case got = <-done:
			finished = true
		case <-tick.C:
			if release() > 0 {
				releases++
			}
		}
	}
	t.Logf("ja: %d sweeps released something while the lesson ran", releases)
	if !bytes.Equal(want, got) {
		t.Fatal("ja: a lesson made while sweeps ran differs")
	}
}

func liveHeap() uint64 {
	runtime.GC()
	runtime.GC() // sync.Pools' victim caches too
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	return ms.HeapAlloc
}

func mb(n uint64) float64 { return float64(n) / (1 << 20) }
