package builtin

import (
	"context"
	"log/slog"
	"testing"
	"time"

	"github.com/riverqueue/river"

	"github.com/storyglot/storyglot/internal/auth"
	"github.com/storyglot/storyglot/internal/blob"
	"github.com/storyglot/storyglot/internal/credits"
	"github.com/storyglot/storyglot/internal/domain"
	"github.com/storyglot/storyglot/internal/jobs"
	"github.com/storyglot/storyglot/internal/lang"
	"github.com/storyglot/storyglot/internal/lang/offline"
	"github.com/storyglot/storyglot/internal/lessons"
	"github.com/storyglot/storyglot/internal/store"
	"github.com/storyglot/storyglot/internal/store/storetest"
	"github.com/storyglot/storyglot/internal/telemetry"
	"github.com/storyglot/storyglot/internal/testproc"
)

// newService runs the real lesson pipeline (offline engine, job workers) on
// a fresh store of dialect d.
func newService(t *testing.T, d store.Dialect) *Service {
	t.Helper()
	ctx := context.Background()
	st := storetest.New(t, d)
	log := slog.New(slog.DiscardHandler)
	off := offline.New(offline.Config{})
	t.Cleanup(func() { _ = off.Close() })
	blobs, err := blob.NewLocal(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	eng := lang.NewEngine(lang.EngineConfig{Providers: off.Providers(), Store: blobs})
	workers := river.NewWorkers()
	q, err := jobs.New(st, jobs.Options{Workers: workers, RunWorkers: true})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := q.Migrate(ctx); err != nil {
		t.Fatal(err)
	}
	ledger, audit := credits.NewLedger(st), telemetry.New(st, log)
	ls := lessons.New(lessons.Config{MaxAttempts: 2}, st, q, ledger, eng, blobs, audit,
		lessons.NewNotifier(st, log), log)
	ls.RegisterWorkers(workers)
	if err := q.Start(ctx); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		c, cancel := context.WithTimeout(context.Background(), 20*time.Second)
		defer cancel()
		_ = q.Stop(c)
	})
	s, err := New(st, ls, auth.New(auth.DefaultConfig("http://localhost:8080"), st, ledger, nil, audit, log), log)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// TestQuickStoryLessons makes every quick story into a lesson through the
// real pipeline, in the pairs start-up seeds, and checks each lesson: our translation on
// every sentence card, audio and pronunciation on every card.
func TestQuickStoryLessons(t *testing.T) {
	if testing.Short() {
		t.Skip("makes 44 lessons")
	}
	ctx := context.Background()
	s := newService(t, store.SQLite)
	// As Seed makes them, but in the default queue (four at a time) rather
	// than the background one, to keep the test short; TestSeedLibrary in
	// httpapi covers Seed itself.
	library := domain.Account{Kind: domain.AccountUser, ID: LibraryUserID}
	if err := s.auth.EnsureLibraryAccount(ctx); err != nil {
		t.Fatal(err)
	}
	for _, pair := range SeedPairs() {
		for _, q := range s.cat.In(pair.Target) {
			if _, err := s.lessons.CreateFree(ctx, library, freeInput(q, pair, quickSource(q.Slug, pair, 0), false)); err != nil {
				t.Fatal(err)
			}
		}
	}
	deadline := time.Now().Add(10 * time.Minute)
	for _, pair := range SeedPairs() {
		for _, q := range s.cat.In(pair.Target) {
			var story lessons.Story
			testproc.EventuallyValue(t, time.Until(deadline), pair.Key()+"/"+q.Slug+": lesson finished", func() (string, bool) {
				var err error
				if story, err = s.lessons.FromSource(ctx, library, quickSource(q.Slug, pair, 0)); err != nil {
					t.Fatal(err)
				}
				return story.Status, story.Status == lessons.StatusCompleted || story.Status == lessons.StatusFailed
			})
			if story.Status != lessons.StatusCompleted {
				t.Errorf("%s/%s: lesson %s (%s)", pair.Key(), q.Slug, story.Status, story.Failure)
				continue
			}
			if story.CreditsCharged != 0 || story.Title != q.Title {
				t.Errorf("%s/%s: charged %d, title %q", pair.Key(), q.Slug, story.CreditsCharged, story.Title)
			}
			ours, title, _ := q.Translation(pair.Native)
			if story.TitleNative != title {
				t.Errorf("%s/%s: title translation %q, want ours %q", pair.Key(), q.Slug, story.TitleNative, title)
			}
			cards, err := s.lessons.Cards(ctx, story.ID, 0)
			if err != nil {
				t.Fatal(err)
			}
			sentences := 0
			for _, c := range cards {
				if c.AudioKey == "" || c.Pronunciation == "" {
					t.Errorf("%s/%s card %d %q: audio %q, pronunciation %q (%v)", pair.Key(), q.Slug, c.Position, c.Front, c.AudioKey,
						c.Pronunciation, c.Problems)
				}
				if c.Kind != "sentence" {
					continue
				}
				if c.Position >= len(ours) || c.Back != ours[c.Position] || c.MachineDraft || c.BackProvider != Provider {
					t.Errorf("%s/%s card %d: back %q by %q, want our %q", pair.Key(), q.Slug, c.Position, c.Back, c.BackProvider, ours[min(c.Position, len(ours)-1)])
				}
				sentences++
			}
			if sentences != len(q.Sentences) {
				t.Errorf("%s/%s: %d sentence cards for %d sentences", pair.Key(), q.Slug, sentences, len(q.Sentences))
			}
		}
	}
}
