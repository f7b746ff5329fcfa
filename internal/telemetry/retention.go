package telemetry

import (
	"context"
	"fmt"
	"time"

	"github.com/riverqueue/river"
)

// ErrorLogRetention is how long error log entries are kept.
const ErrorLogRetention = 90 * 24 * time.Hour

// DefaultAnalyticsRetentionDays is how long the browser's analytics (page
// views, visits, product events) are kept unless the settings say otherwise
// (STORYGLOT_ANALYTICS_RETENTION_DAYS): 13 months, so a month can be set
// beside the same month a year before.
const DefaultAnalyticsRetentionDays = 395

// analyticsTables hold what the browser reports per analytics id (a visitor),
// each row with its created_at: the retention job empties them alike. Each
// statement is spelt out, so that who writes the table can be read from it
// (decision 0041).
var analyticsTables = []struct{ name, prune string }{
	{"page_views", "DELETE FROM page_views WHERE created_at < ?"},
	{"visits", "DELETE FROM visits WHERE created_at < ?"},
	{"analytics_events", "DELETE FROM analytics_events WHERE created_at < ?"},
}

// SetAnalyticsRetention sets how long analytics rows are kept (at least a day).
func (s *Service) SetAnalyticsRetention(d time.Duration) {
	if d >= 24*time.Hour {
		s.analyticsRetention = d
	}
}

// AnalyticsRetentionDays is how many days analytics rows are kept.
func (s *Service) AnalyticsRetentionDays() int { return int(s.analyticsRetention / (24 * time.Hour)) }

// PruneErrorLogs deletes entries older than the cutoff and returns how many.
func (s *Service) PruneErrorLogs(ctx context.Context, olderThan time.Time) (int64, error) {
	n, err := s.st.Exec(ctx, "DELETE FROM error_logs WHERE created_at < ?", olderThan.UTC())
	if err != nil {
		return 0, fmt.Errorf("telemetry: prune error logs: %w", err)
	}
	return n, nil
}

// PruneAnalytics deletes page views, visits and product events older than
// the cutoff and returns how many rows went.
func (s *Service) PruneAnalytics(ctx context.Context, olderThan time.Time) (int64, error) {
	var total int64
	for _, table := range analyticsTables {
		n, err := s.st.Exec(ctx, table.prune, olderThan.UTC())
		if err != nil {
			return total, fmt.Errorf("telemetry: prune %s: %w", table.name, err)
		}
		total += n
	}
	return total, nil
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
	now := w.Service.now()
	n, err := w.Service.PruneErrorLogs(ctx, now.Add(-ErrorLogRetention))
	if err != nil {
		return err
	}
	if n > 0 {
		w.Service.log.InfoContext(ctx, "pruned error logs", "deleted", n)
	}
	n, err = w.Service.PruneAnalytics(ctx, now.Add(-w.Service.analyticsRetention))
	if err != nil {
		return err
	}
	if n > 0 {
		w.Service.log.InfoContext(ctx, "pruned analytics", "deleted", n, "days", w.Service.AnalyticsRetentionDays())
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
