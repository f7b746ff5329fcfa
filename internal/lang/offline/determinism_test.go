package offline_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"sync"
	"testing"

	"github.com/storyglot/storyglot/internal/lang"
	"github.com/storyglot/storyglot/internal/lang/offline"
)

// TestLessonDeterministic: the same story and settings give byte-identical
// lesson JSON from lang.BuildLesson, the builder of every learner's lesson
// (internal/lessons checks that its stored cards are the builder's), from a
// warm engine asked twice and from a second engine started afresh. In each
// language the first story is asked again while every story of the
// language (itself too) is made at the same time: what one lesson's work
// could leave to another's shows there (once per language, for the suite's
// time).
func TestLessonDeterministic(t *testing.T) {
	a, b := newFixture(t), newFixture(t)
	ctx := context.Background()
	lessonJSON := func(f *fixture, l, native lang.Code, story string) []byte {
		lc, err := f.eng.BuildLesson(ctx, lang.LessonRequest{Target: l, Native: native, Text: story})
		if err != nil {
			t.Fatalf("%s: %v", l, err)
		}
		js, err := json.Marshal(lc)
		if err != nil {
			t.Fatal(err)
		}
		return js
	}
	for l, stories := range corpus(t) {
		native := lang.English
		if l == lang.English {
			native = lang.Italian
		}
		for i, story := range stories {
			if i > 1 && l != lang.Italian {
				continue // every Italian story (decision 0011), two of the others
			}
			first := lessonJSON(a, l, native, story)
			// Again; for the first story, while all the language's stories
			// are made alongside.
			var wg sync.WaitGroup
			alongside := make(chan error, len(stories)) // reported once all have ended
			if i == 0 {
				for _, other := range stories {
					wg.Add(1)
					go func() {
						defer wg.Done()
						_, err := a.eng.BuildLesson(ctx, lang.LessonRequest{Target: l, Native: native, Text: other})
						alongside <- err
					}()
				}
			}
			again := lessonJSON(a, l, native, story)
			wg.Wait()
			close(alongside)
			for err := range alongside {
				if err != nil {
					t.Errorf("%s: a lesson made alongside: %v", l, err)
				}
			}
			fresh := lessonJSON(b, l, native, story)
			if !bytes.Equal(first, again) {
				t.Errorf("%s story %d: two lessons of one engine differ:\n%s\n%s", l, i+1, first, again)
			}
			if !bytes.Equal(first, fresh) {
				t.Errorf("%s story %d: lessons of two engines differ:\n%s\n%s", l, i+1, first, fresh)
			}
		}
	}
}

// TestLessonDeterministicAcrossProcesses: two processes (this test binary
// run again) give the same lesson JSON, which catches order that is decided
// once per process (a map ranged over while building a table at start-up;
// the Chinese and Japanese dictionary tables are built that way too).
func TestLessonDeterministicAcrossProcesses(t *testing.T) {
	if os.Getenv("STORYGLOT_LESSON_JSON") != "" {
		return // inside a child: TestLessonJSONChild prints
	}
	requireTools(t)
	run := func() []byte {
		cmd := exec.Command(os.Args[0], "-test.run=^TestLessonJSONChild$", "-test.count=1")
		cmd.Env = append(os.Environ(), "STORYGLOT_LESSON_JSON=1")
		out, err := cmd.Output()
		if err != nil {
			t.Fatalf("child: %v\n%s", err, out)
		}
		return out
	}
	first, second := run(), run()
	if !bytes.Contains(first, []byte(`"cards"`)) {
		t.Fatalf("child printed no lesson: %s", first)
	}
	if !bytes.Equal(first, second) {
		t.Errorf("two processes gave different lessons:\n%s\n%s", first, second)
	}
}

// TestLessonJSONChild prints lesson JSON of German, Italian, Japanese and
// Chinese corpus stories when run as the child of the test above. Its
// engine keeps no audio, so it makes none (an audio key is a hash of the
// synthesizer's name, the language and the sentence, the same in any
// process; making the speech was most of the test's time).
func TestLessonJSONChild(t *testing.T) {
	if os.Getenv("STORYGLOT_LESSON_JSON") == "" {
		t.Skip("run by TestLessonDeterministicAcrossProcesses")
	}
	requireTools(t)
	off := offline.New(offline.Config{})
	t.Cleanup(func() {
		if err := off.Close(); err != nil {
			t.Error(err)
		}
	})
	eng := lang.NewEngine(lang.EngineConfig{Providers: off.Providers()})
	stories := corpus(t)
	for _, l := range []lang.Code{lang.German, lang.Italian, lang.Japanese, lang.Chinese} {
		for _, story := range stories[l] {
			lc, err := eng.BuildLesson(context.Background(), lang.LessonRequest{Target: l, Native: lang.English, Text: story})
			if err != nil {
				t.Fatal(err)
			}
			js, _ := json.Marshal(lc)
			fmt.Println(string(js))
		}
	}
}
