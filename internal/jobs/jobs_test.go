package jobs_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/riverqueue/river"
	"github.com/riverqueue/river/rivertype"

	"github.com/storyglot/storyglot/internal/jobs"
	"github.com/storyglot/storyglot/internal/store"
	"github.com/storyglot/storyglot/internal/store/storetest"
	"github.com/storyglot/storyglot/internal/testproc"
)

type echoArgs struct {
	Word string `json:"word"`
}

func (echoArgs) Kind() string { return "test_echo" }

type echoWorker struct {
	river.WorkerDefaults[echoArgs]
	done chan string
}

func (w *echoWorker) Work(ctx context.Context, job *river.Job[echoArgs]) error {
	w.done <- job.Args.Word
	return nil
}

func TestQueueWorksJobsOnEveryDialect(t *testing.T) {
	storetest.ForEachDialect(t, func(t *testing.T, s *store.Store) {
		ctx := context.Background()
		w := &echoWorker{done: make(chan string, 4)}
		workers := river.NewWorkers()
		river.AddWorker(workers, w)
		q, err := jobs.New(s, jobs.Options{Workers: workers, RunWorkers: true})
		if err != nil {
			t.Fatal(err)
		}
		if _, err := q.Migrate(ctx); err != nil {
			t.Fatal(err)
		}
		if pending, err := q.Pending(ctx); err != nil || len(pending) != 0 {
			t.Fatalf("river migrations pending after Migrate: %v (err %v)", pending, err)
		}
		if err := q.Start(ctx); err != nil {
			t.Fatal(err)
		}
		defer func() {
			stopCtx, cancel := context.WithTimeout(ctx, 10*time.Second)
			defer cancel()
			if err := q.Stop(stopCtx); err != nil {
				t.Errorf("stop: %v", err)
			}
		}()

		// A job enqueued in a transaction that rolls back never runs.
		rollback := errors.New("rollback")
		err = s.InTx(ctx, func(tx store.Tx) error {
			if _, err := q.EnqueueTx(ctx, tx, echoArgs{Word: "ghost"}, nil); err != nil {
				return err
			}
			return rollback
		})
		if !errors.Is(err, rollback) {
			t.Fatalf("InTx = %v", err)
		}

		// A job enqueued in a committed transaction runs.
		var id int64
		err = s.InTx(ctx, func(tx store.Tx) error {
			id, err = q.EnqueueTx(ctx, tx, echoArgs{Word: "hola"}, nil)
			return err
		})
		if err != nil {
			t.Fatal(err)
		}
		select {
		case got := <-w.done:
			if got != "hola" {
				t.Fatalf("worked %q, want hola (the rolled-back job ran)", got)
			}
		case <-time.After(15 * time.Second):
			t.Fatal("job was not worked within 15 s")
		}

		// River records completion shortly after Work returns.
		testproc.EventuallyValue(t, 10*time.Second, "job state completed", func() (string, bool) {
			var state string
			if err := s.QueryRow(ctx, "SELECT state FROM river_job WHERE id = ?", id).Scan(&state); err != nil {
				t.Fatal(err)
			}
			return state, state == "completed"
		})
		depth, err := q.Depth(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if depth["completed"] != 1 || depth["available"] != 0 {
			t.Errorf("depth = %v, want exactly one completed job", depth)
		}
		select {
		case got := <-w.done:
			t.Errorf("an extra job ran: %q", got)
		default:
		}
	})
}

func TestRetryPolicyDoublesAndCaps(t *testing.T) {
	p := jobs.RetryPolicyForTest()
	for _, tt := range []struct {
		attempt  int
		min, max time.Duration
	}{{1, 2 * time.Second, 2200 * time.Millisecond}, {3, 8 * time.Second, 8800 * time.Millisecond}, {20, 10 * time.Minute, 11 * time.Minute}} {
		d := time.Until(p.NextRetry(&rivertype.JobRow{Attempt: tt.attempt}))
		if d < tt.min-50*time.Millisecond || d > tt.max {
			t.Errorf("attempt %d retries in %v, want %v..%v", tt.attempt, d, tt.min, tt.max)
		}
	}
}
