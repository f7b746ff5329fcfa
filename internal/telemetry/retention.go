package telemetry

import (
	"context"
	"fmt"
	"time"

	"github.com/riverqueue/river"
)

// ErrorLogRetention is how long error log entries are kept.
const ErrorLogRetention = 90 * 24 * time.Hour

// PruneErrorLogs deletes entries older than the cutoff and returns how many.
func (s *Service) PruneErrorLogs(ctx context.Context, olderThan time.Time) (int64, error) {
	n, err := s.st.Exec(ctx, "DELETE FROM error_logs WHERE created_at < ?", olderThan.UTC())
	if err != nil {
		return 0, fmt.Errorf("telemetry: prune error logs: %w", err)
	}
	return n, nil
}

// PruneArgs is the daily retention job.
type PruneArgs struct{}

func (PruneArgs) Kind() string { return "telemetry_prune" }

// PruneWorker runs PruneArgs jobs.
type PruneWorker struct {
	river.WorkerDefaults[PruneArgs]
	Service *Service
}

func (w *PruneWorker) Work(ctx context.Context, _ *river.Job[PruneArgs]) error {
	n, err := w.Service.PruneErrorLogs(ctx, w.Service.now().Add(-ErrorLogRetention))
	if err != nil {
		return err
	}
	if n > 0 {
		w.Service.log.InfoContext(ctx, "pruned error logs", "deleted", n)
	}
	return nil
}

// PeriodicJobs are telemetry's scheduled jobs.
func (s *Service) PeriodicJobs() []*river.PeriodicJob {
	return []*river.PeriodicJob{river.NewPeriodicJob(river.PeriodicInterval(24*time.Hour),
		func() (river.JobArgs, *river.InsertOpts) { return PruneArgs{}, nil },
		&river.PeriodicJobOpts{RunOnStart: true})}
}

// RegisterWorkers adds telemetry's workers.
func (s *Service) RegisterWorkers(w *river.Workers) {
	river.AddWorker(w, &PruneWorker{Service: s})
}
