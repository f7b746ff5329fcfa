package genie

import (
	"context"
	"fmt"
	"time"

	"github.com/riverqueue/river"

	"github.com/storyglot/storyglot/internal/ai"
	"github.com/storyglot/storyglot/internal/domain"
)

// Default limits (config's AIWorkLimit and UnsettledAfter at the default AI
// timeout of 60 s): a wish asks the AI twice at most, each call with its
// retries.
var (
	defaultWorkLimit = ai.WorkLimit(time.Minute)
	defaultUnsettled = ai.UnsettledAfter(time.Minute)
)

// SetLimits sets how long a wish may wait on the AI provider (work: its
// calls are cut there) and after how long a wish neither granted nor given
// back was left by a process that stopped (unsettled, longer than work):
// config's AIWorkLimit and UnsettledAfter (decision 0068).
func (s *Service) SetLimits(work, unsettled time.Duration) {
	if work > 0 {
		s.workLimit = work
	}
	if unsettled > 0 {
		s.unsettled = unsettled
	}
}

// GiveBackUnsettled gives back every wish taken longer ago than the
// unsettled limit and neither granted nor given back: its request's process
// stopped while the Genie was writing (a restart, a crash, a kill), or could
// not record the outcome. No live request holds such a wish: its AI work is
// cut earlier. If one still grants it, exactly one of the two wins (grant and
// giveBack). Safe to run in several processes at once. It returns the
// wishes given back by this call.
func (s *Service) GiveBackUnsettled(ctx context.Context) (int, error) {
	rows, err := s.st.ReadOnly().Query(ctx, `SELECT id, account_kind, account_id, source FROM genie_wishes
		WHERE result IS NULL AND returned_at IS NULL AND created_at < ? ORDER BY created_at LIMIT 1000`, s.now().UTC().Add(-s.unsettled))
	if err != nil {
		return 0, fmt.Errorf("genie: find unsettled wishes: %w", err)
	}
	type left struct {
		who domain.Account
		w   wish
	}
	var found []left
	for rows.Next() {
		var l left
		var kind string
		if err := rows.Scan(&l.w.ID, &kind, &l.who.ID, &l.w.Source); err != nil {
			rows.Close()
			return 0, err
		}
		l.who.Kind = domain.AccountKind(kind)
		found = append(found, l)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return 0, err
	}
	n := 0
	for _, l := range found {
		gave, err := s.giveBack(ctx, l.who, l.w)
		if err != nil {
			return n, fmt.Errorf("genie: give back unsettled wish %s: %w", l.w.ID, err)
		}
		if gave {
			s.log.WarnContext(ctx, "genie: gave back a wish left unsettled", "wish", l.w.ID, "account_kind", l.who.Kind)
			n++
		}
	}
	return n, nil
}

// RegisterWorkers adds the worker of the Genie's sweep.
func (s *Service) RegisterWorkers(w *river.Workers) { river.AddWorker(w, &sweepWorker{s: s}) }

// PeriodicJobs are the Genie's scheduled jobs: the sweep of unsettled
// wishes, every minute (run by the elected leader of the processes that
// work jobs).
func (s *Service) PeriodicJobs() []*river.PeriodicJob {
	return []*river.PeriodicJob{river.NewPeriodicJob(river.PeriodicInterval(time.Minute),
		func() (river.JobArgs, *river.InsertOpts) { return sweepArgs{}, nil }, &river.PeriodicJobOpts{RunOnStart: true})}
}

type sweepArgs struct{}

func (sweepArgs) Kind() string { return "genie_sweep" }

type sweepWorker struct {
	river.WorkerDefaults[sweepArgs]
	s *Service
}

func (w *sweepWorker) Timeout(*river.Job[sweepArgs]) time.Duration { return time.Minute }

func (w *sweepWorker) Work(ctx context.Context, _ *river.Job[sweepArgs]) error {
	_, err := w.s.GiveBackUnsettled(ctx)
	return err
}
