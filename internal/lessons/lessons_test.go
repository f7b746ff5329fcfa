package lessons

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/riverqueue/river"

	"github.com/storyglot/storyglot/internal/blob"
	"github.com/storyglot/storyglot/internal/credits"
	"github.com/storyglot/storyglot/internal/credits/creditstest"
	"github.com/storyglot/storyglot/internal/domain"
	"github.com/storyglot/storyglot/internal/jobs"
	"github.com/storyglot/storyglot/internal/lang"
	"github.com/storyglot/storyglot/internal/lang/offline"
	"github.com/storyglot/storyglot/internal/store"
	"github.com/storyglot/storyglot/internal/store/storetest"
	"github.com/storyglot/storyglot/internal/telemetry"
	"github.com/storyglot/storyglot/internal/testproc"
)

const story = "María entra en un café pequeño. Pide un café con leche y un pan dulce. " +
	"El camarero sonríe y le dice: «¡Buenos días!» Ella se sienta junto a la ventana."

type harness struct {
	s      *Service
	st     *store.Store
	ledger *credits.Ledger
	tel    *telemetry.Service
	blobs  blob.Store
}

// newHarness runs the real pipeline on st with the offline engine.
func newHarness(t *testing.T, st *store.Store) *harness {
	t.Helper()
	return newHarnessWith(t, st, 0, nil)
}

// newHarnessWith gives the engine the providers chain returns instead of
// the offline ones (e.g. an AI-like provider first whose answers the engine
// must tidy, or one that fails or waits to inject trouble); cardWorkers > 0
// bounds the cards made at once.
func newHarnessWith(t *testing.T, st *store.Store, cardWorkers int, chain func(off *offline.Offline) []lang.Provider) *harness {
	t.Helper()
	ctx := context.Background()
	log := slog.New(slog.DiscardHandler)
	off := offline.New(offline.Config{})
	t.Cleanup(func() { _ = off.Close() })
	blobs, err := blob.NewLocal(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	providers := off.Providers()
	if chain != nil {
		providers = chain(off)
	}
	eng := lang.NewEngine(lang.EngineConfig{Providers: providers, Store: blobs, Workers: cardWorkers})
	workers := river.NewWorkers()
	q, err := jobs.New(st, jobs.Options{Workers: workers, RunWorkers: true})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := q.Migrate(ctx); err != nil {
		t.Fatal(err)
	}
	h := &harness{st: st, ledger: credits.NewLedger(st), tel: telemetry.New(st, log), blobs: blobs}
	h.s = New(Config{MaxAttempts: 2}, st, q, h.ledger, eng, blobs, h.tel, NewNotifier(st, log), log)
	h.s.RegisterWorkers(workers)
	if err := q.Start(ctx); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		c, cancel := context.WithTimeout(context.Background(), 20*time.Second)
		defer cancel()
		_ = q.Stop(c)
	})
	return h
}

func (h *harness) user(t *testing.T, id string, credit int) domain.Account {
	return creditstest.NewUser(t, h.st, h.ledger, id, credit)
}

func (h *harness) waitStatus(t *testing.T, owner domain.Account, id string, want string, within time.Duration) Story {
	t.Helper()
	var st Story
	testproc.EventuallyValue(t, within, fmt.Sprintf("story %s %q", id, want), func() (string, bool) {
		var err error
		if st, err = h.s.Get(context.Background(), owner, id); err != nil {
			t.Fatal(err)
		}
		return fmt.Sprintf("%q (failure: %s)", st.Status, st.Failure), st.Status == want
	})
	return st
}

func TestLessonIsMadeAndChargedOnce(t *testing.T) {
	storetest.ForEachDialect(t, func(t *testing.T, st *store.Store) {
		ctx := context.Background()
		h := newHarness(t, st)
		owner := h.user(t, "ana", 1000)
		s, left, err := h.s.Create(ctx, owner, CreateInput{Content: "  " + story + "\n", Native: "en", Target: "es"})
		if err != nil {
			t.Fatal(err)
		}
		n := len([]rune(story))
		if s.CreditsCharged != n || left != 1000-n || s.Status != StatusQueued || !s.LoadingFlashcards || s.LanguagePair != "spanish_english" {
			t.Fatalf("created %+v, left %d", s, left)
		}
		done := h.waitStatus(t, owner, s.ID, StatusCompleted, 30*time.Second)
		if done.LoadingFlashcards || done.StoryNative == "" || done.TitlePhonetic == "" || done.TitleAudioKey == "" {
			t.Errorf("completed story lacks fields: %+v", done)
		}
		cards, err := h.s.Cards(ctx, s.ID, 0)
		if err != nil {
			t.Fatal(err)
		}
		var sentences, words int
		for i, c := range cards {
			if c.Position != i {
				t.Fatalf("card %d has position %d", i, c.Position)
			}
			if c.Pronunciation == "" || c.AudioKey == "" || c.Back == "" {
				t.Errorf("card %d %q lacks content: %+v", i, c.Front, c)
			}
			if ok, _ := h.blobs.Exists(ctx, c.AudioKey); !ok {
				t.Errorf("card %d audio %s not stored", i, c.AudioKey)
			}
			switch c.Kind {
			case "sentence":
				sentences++
				if !c.MachineDraft {
					t.Errorf("offline translation of card %d not marked as a machine draft", i)
				}
			case "word":
				words++
				if len(c.Hints) != 1 || !strings.Contains(story, c.Hints[0].Note) {
					t.Errorf("word card %q hint %+v does not quote its sentence", c.Front, c.Hints)
				}
			}
		}
		if sentences != 4 || words == 0 || done.CardsTotal != len(cards) {
			t.Errorf("%d sentence and %d word cards, total %d", sentences, words, done.CardsTotal)
		}
		if bal, _ := h.ledger.Balance(ctx, owner); bal != 1000-n {
			t.Errorf("balance %d, want %d: charged once", bal, 1000-n)
		}
	})
}

func TestConcurrentSubmissionsNeverOverdraw(t *testing.T) {
	storetest.ForEachDialect(t, func(t *testing.T, st *store.Store) {
		ctx := context.Background()
		h := newHarness(t, st)
		text := "Hola, me llamo Ana y vivo en Madrid." // 36 characters
		owner := h.user(t, "bo", 5*36+20)
		ok, short := creditstest.Race(t, 20, func(int) error {
			_, _, err := h.s.Create(ctx, owner, CreateInput{Content: text, Native: "en", Target: "es"})
			return err
		})
		bal, _ := h.ledger.Balance(ctx, owner)
		sum, _ := h.ledger.Sum(ctx, owner)
		var stories int
		_ = st.QueryRow(ctx, "SELECT COUNT(*) FROM stories WHERE owner_id = ?", owner.ID).Scan(&stories)
		if ok != 5 || short != 15 || bal != 20 || sum != bal || stories != 5 {
			t.Errorf("accepted %d, refused %d, balance %d, ledger %d, stories %d; want 5, 15, 20, 20, 5", ok, short, bal, sum, stories)
		}
	})
}

// failingTranslator always fails, as a broken provider would.
type failingTranslator struct{ calls atomic.Int32 }

func (*failingTranslator) Name() string { return "broken" }
func (*failingTranslator) Supports(c lang.Capability, _ lang.Pair) bool {
	return c == lang.CapTranslate
}
func (f *failingTranslator) Translate(context.Context, lang.Pair, []string) ([]lang.Translation, error) {
	f.calls.Add(1)
	return nil, errors.New("translator crashed")
}

var _ lang.Translator = (*failingTranslator)(nil)

// withoutTranslators leaves out the providers that translate p, so that
// nothing stands in for a broken translator.
func withoutTranslators(providers []lang.Provider, p lang.Pair) []lang.Provider {
	var out []lang.Provider
	for _, pr := range providers {
		if !pr.Supports(lang.CapTranslate, p) {
			out = append(out, pr)
		}
	}
	return out
}

func TestFailingProviderRefundsExactlyOnce(t *testing.T) {
	storetest.ForEachDialect(t, func(t *testing.T, st *store.Store) {
		ctx := context.Background()
		fe := &failingTranslator{}
		h := newHarnessWith(t, st, 0, func(off *offline.Offline) []lang.Provider {
			return append([]lang.Provider{fe}, withoutTranslators(off.Providers(), lang.Pair{Target: lang.Spanish, Native: lang.English})...)
		})
		owner := h.user(t, "cy", 500)
		s, _, err := h.s.Create(ctx, owner, CreateInput{Content: story, Native: "en", Target: "es"})
		if err != nil {
			t.Fatal(err)
		}
		failed := h.waitStatus(t, owner, s.ID, StatusFailed, 40*time.Second)
		if failed.CreditsRefunded != s.CreditsCharged || failed.LoadingFlashcards {
			t.Errorf("failed story %+v", failed)
		}
		// Named by its cause, not as a timeout (decision 0038).
		if failed.FailureKind != "flashcard_ai_failure" {
			t.Errorf("failure kind = %q, want flashcard_ai_failure", failed.FailureKind)
		}
		if fe.calls.Load() != 2 {
			t.Errorf("translator called %d times, want 2 attempts", fe.calls.Load())
		}
		if bal, _ := h.ledger.Balance(ctx, owner); bal != 500 {
			t.Errorf("balance %d after refund, want 500", bal)
		}
		// Failing again (the sweeper, a client's workflow-error call) refunds nothing more.
		if n := h.s.fail(ctx, s.ID, failure{errorType: "story_timeout_hard", cause: errGaveUp}); n != 0 {
			t.Errorf("second failure refunded %d", n)
		}
		if again, err := h.s.Get(ctx, owner, s.ID); err != nil || again.FailureKind != "flashcard_ai_failure" {
			t.Errorf("a later failure call renamed the cause: %q, %v", again.FailureKind, err)
		}
		res, err := h.s.HandleWorkflowError(ctx, owner, s.ID)
		if err != nil || res.CreditsRefunded != s.CreditsCharged || res.Status != StatusFailed {
			t.Errorf("workflow error = %+v, %v", res, err)
		}
		entries, _ := h.ledger.Entries(ctx, owner, 10)
		refunds := 0
		for _, e := range entries {
			if e.Reason == domain.ReasonRefund {
				refunds++
			}
		}
		if refunds != 1 {
			t.Errorf("%d refund entries, want 1", refunds)
		}
		logs, _ := h.tel.RecentErrors(ctx, 10)
		if len(logs) != 1 || logs[0].ErrorType != "flashcard_ai_failure" || logs[0].ErrorCategory != "workflow" || logs[0].Metadata["storyId"] != s.ID {
			t.Errorf("error log = %+v", logs)
		}
	})
}

func TestCreateValidation(t *testing.T) {
	st := storetest.New(t, store.SQLite)
	h := newHarness(t, st)
	owner := h.user(t, "dee", 20)
	tests := []struct {
		name, content, native, target string
		title, message                string
	}{
		{"too short", "   Hola amigo ", "en", "es", "Story Too Short", "Please enter at least 13 characters for your story to generate flashcards."},
		{"too expensive", "Hola, me llamo Ana y vivo en Madrid.", "en", "es", "Not enough credits", "You need 36 credits but only have 20."},
		{"same language", "Hola, me llamo Ana.", "es", "es", "Invalid request data", "Please choose a target language different from your native language."},
		{"unknown language", "Hola, me llamo Ana.", "en", "xx", "Invalid request data", "Please choose a native and a target language from the list."},
		{"too long", strings.Repeat("a", MaxStoryChars+1), "en", "es", "Story Too Long", fmt.Sprintf("Please keep your story under %d characters.", MaxStoryChars)},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, _, err := h.s.Create(context.Background(), owner, CreateInput{Content: tt.content, Native: tt.native, Target: tt.target})
			var de *domain.Error
			if !errors.As(err, &de) || de.Title != tt.title || de.Message != tt.message {
				t.Errorf("err = %v, want %q / %q", err, tt.title, tt.message)
			}
		})
	}
	if bal, _ := h.ledger.Balance(context.Background(), owner); bal != 20 {
		t.Errorf("refused stories changed the balance to %d", bal)
	}
}

func TestIdempotencyKeyAndDeadlines(t *testing.T) {
	st := storetest.New(t, store.SQLite)
	ctx := context.Background()
	h := newHarness(t, st)
	owner := h.user(t, "eve", 300)
	in := CreateInput{Content: "Hola, me llamo Eva y vivo en Sevilla.", Native: "en", Target: "es", IdempotencyKey: "tab-1"}
	a, _, err := h.s.Create(ctx, owner, in)
	if err != nil {
		t.Fatal(err)
	}
	b, left, err := h.s.Create(ctx, owner, in)
	if err != nil || b.ID != a.ID || left != 300-a.CreditsCharged {
		t.Fatalf("replay = %s (left %d, err %v), want %s charged once", b.ID, left, err, a.ID)
	}
	h.waitStatus(t, owner, a.ID, StatusCompleted, 30*time.Second)
	if res, err := h.s.HandleWorkflowError(ctx, owner, a.ID); err != nil || res.CreditsRefunded != 0 {
		t.Errorf("workflow error on a completed lesson = %+v, %v", res, err)
	}

	// A story stuck before its deadline is left alone; after it, swept and refunded.
	now := time.Now().UTC()
	if _, err := st.Exec(ctx, `INSERT INTO stories (id, owner_kind, owner_id, title, content, native_language, target_language,
		language_pair, status, loading_flashcards, credits_charged, created_at, updated_at, deadline_at)
		VALUES ('stuck', 'user', ?, 't', 'Hola amigo mío.', 'en', 'es', 'spanish_english', 'processing', TRUE, 15, ?, ?, ?)`,
		owner.ID, now, now, now.Add(time.Minute)); err != nil {
		t.Fatal(err)
	}
	if _, err := h.ledger.Apply(ctx, credits.Change{Account: owner, Delta: -15, Reason: domain.ReasonStory, Reference: "stuck", IdempotencyKey: "story:stuck"}); err != nil {
		t.Fatal(err)
	}
	if _, err := h.s.HandleWorkflowError(ctx, owner, "stuck"); !errors.Is(err, domain.ErrConflict) {
		t.Errorf("workflow error before the deadline: %v, want conflict", err)
	}
	h.s.now = func() time.Time { return now.Add(2 * time.Minute) }
	if n, err := h.s.Sweep(ctx); err != nil || n != 1 {
		t.Errorf("swept %d (err %v), want 1", n, err)
	}
	if n, _ := h.s.Sweep(ctx); n != 0 {
		t.Errorf("a second sweep failed %d more", n)
	}
	stuck, _ := h.s.Get(ctx, owner, "stuck")
	if stuck.Status != StatusFailed || stuck.CreditsRefunded != 15 {
		t.Errorf("stuck story = %+v", stuck)
	}
	if _, err := h.s.Get(ctx, domain.Account{Kind: domain.AccountUser, ID: "someone-else"}, a.ID); !errors.Is(err, domain.ErrNotFound) {
		t.Errorf("another owner read the story: %v", err)
	}
}

// TestWrongLanguageIsCheckedBeforeCharging: French text with Spanish as the
// target is refused with the detected language and nothing charged; the
// learner's explicit "generate anyway" makes and charges it.
func TestWrongLanguageIsCheckedBeforeCharging(t *testing.T) {
	storetest.ForEachDialect(t, func(t *testing.T, st *store.Store) {
		ctx := context.Background()
		h := newHarness(t, st)
		owner := h.user(t, "fay", 1000)
		french := "Marie entre dans un petit café. Elle demande un café au lait et un croissant. " +
			"Le serveur sourit et lui dit bonjour. Elle s'assoit près de la fenêtre."
		_, _, err := h.s.Create(ctx, owner, CreateInput{Content: french, Native: "en", Target: "es", IdempotencyKey: "k1"})
		var de *domain.Error
		if !errors.As(err, &de) || de.Code != domain.CodeWrongLanguage || de.Language != "fr" {
			t.Fatalf("err = %#v, want wrong_language with fr", err)
		}
		if bal, _ := h.ledger.Balance(ctx, owner); bal != 1000 {
			t.Fatalf("a refused story moved credits: balance %d", bal)
		}
		if list, _ := h.s.List(ctx, owner, 10); len(list) != 0 {
			t.Fatalf("a refused story was recorded: %+v", list)
		}
		s, left, err := h.s.Create(ctx, owner, CreateInput{Content: french, Native: "en", Target: "es", IdempotencyKey: "k1", AnyLanguage: true})
		if err != nil {
			t.Fatal(err)
		}
		if n := len([]rune(french)); left != 1000-n || s.CreditsCharged != n {
			t.Fatalf("generate anyway: charged %d, left %d", s.CreditsCharged, left)
		}
		// A retry of the story already made is not refused, flag or no flag.
		again, _, err := h.s.Create(ctx, owner, CreateInput{Content: french, Native: "en", Target: "es", IdempotencyKey: "k1"})
		if err != nil || again.ID != s.ID {
			t.Fatalf("retry: %v, %+v", err, again)
		}
		// The right language goes through without the flag.
		if _, _, err := h.s.Create(ctx, owner, CreateInput{Content: french, Native: "en", Target: "fr"}); err != nil {
			t.Fatal(err)
		}
	})
}

func TestTitleIsTheFirstSentenceWithinSixtyCharacters(t *testing.T) {
	tests := []struct{ target, content, want string }{
		{"es", story, "María entra en un café pequeño."},
		{"es", "  Hola   amigo, ¿qué tal?  ", "Hola amigo, ¿qué tal?"},
		{"es", "Había una vez una niña que vivía en una casa muy pequeña junto al río grande y azul. Fin.",
			"Había una vez una niña que vivía en una casa muy pequeña…"},
		{"ja", "むかしむかし、あるところにおじいさんとおばあさんがいました。ある日。", "むかしむかし、あるところにおじいさんとおばあさんがいました。"},
		{"zh", strings.Repeat("很", 80), strings.Repeat("很", 59) + "…"},
	}
	for _, tc := range tests {
		got := lang.LessonTitle(lang.Code(tc.target), tc.content)
		if got != tc.want || len([]rune(got)) > MaxTitleChars {
			t.Errorf("title(%q) = %q, want %q (≤ %d characters)", tc.content, got, tc.want, MaxTitleChars)
		}
	}
}
