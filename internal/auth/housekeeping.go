package auth

import (
	"context"
	"fmt"
	"time"

	"github.com/riverqueue/river"
)

// Prune deletes what can no longer be used: rate-limit events older than a
// day, expired sessions, and e-mail links a week past their expiry.
func (s *Service) Prune(ctx context.Context) (int64, error) {
	now := s.now().UTC()
	var total int64
	for _, q := range []struct {
		sql string
		at  time.Time
	}{
		{"DELETE FROM rate_limit_events WHERE created_at < ?", now.Add(-24 * time.Hour)},
		{"DELETE FROM sessions WHERE expires_at < ?", now},
		{"DELETE FROM sessions WHERE last_seen_at < ?", now.Add(-s.cfg.SessionIdle)},
		{"DELETE FROM email_tokens WHERE expires_at < ?", now.Add(-7 * 24 * time.Hour)},
		{"DELETE FROM login_devices WHERE last_used_at < ?", now.Add(-DeviceLifetime)},
	} {
		n, err := s.st.Exec(ctx, q.sql, q.at)
		if err != nil {
			return total, fmt.Errorf("auth: prune: %w", err)
		}
		total += n
	}
	return total, nil
}

// PruneArgs is the hourly housekeeping job.
type PruneArgs struct{}

func (PruneArgs) Kind() string { return "auth_prune" }

type pruneWorker struct {
	river.WorkerDefaults[PruneArgs]
	s *Service
}

func (w *pruneWorker) Work(ctx context.Context, _ *river.Job[PruneArgs]) error {
	_, err := w.s.Prune(ctx)
	return err
}

// RegisterWorkers adds auth's workers.
func (s *Service) RegisterWorkers(w *river.Workers) { river.AddWorker(w, &pruneWorker{s: s}) }

// PeriodicJobs are auth's scheduled jobs.
func (s *Service) PeriodicJobs() []*river.PeriodicJob {
	return []*river.PeriodicJob{river.NewPeriodicJob(river.PeriodicInterval(time.Hour),
		func() (river.JobArgs, *river.InsertOpts) { return PruneArgs{}, nil }, &river.PeriodicJobOpts{RunOnStart: true})}
}
