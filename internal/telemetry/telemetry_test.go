package telemetry

import (
	"context"
	"log/slog"
	"strings"
	"testing"
	"time"

	"github.com/storyglot/storyglot/internal/domain"
	"github.com/storyglot/storyglot/internal/store"
	"github.com/storyglot/storyglot/internal/store/storetest"
)

func TestLogErrorAndPrune(t *testing.T) {
	storetest.ForEachDialect(t, func(t *testing.T, st *store.Store) {
		ctx := context.Background()
		s := New(st, slog.New(slog.DiscardHandler))
		clock := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
		s.now = func() time.Time { return clock }

		entry := domain.ErrorLog{ErrorType: "network_error", ErrorCategory: "api", Severity: "medium",
			ErrorMessage: strings.Repeat("é", domain.MaxErrorMessageLen), // 2 bytes a rune: must be cut
			Metadata:     map[string]any{"url": "/stories", "line": 3}}
		if _, err := s.LogError(ctx, entry); err != nil {
			t.Fatal(err)
		}
		clock = clock.Add(ErrorLogRetention + time.Hour)
		entry.ErrorMessage = "newer"
		if _, err := s.LogError(ctx, entry); err != nil {
			t.Fatal(err)
		}
		logs, err := s.RecentErrors(ctx, 10)
		if err != nil || len(logs) != 2 {
			t.Fatalf("logs = %d (err %v)", len(logs), err)
		}
		if old := logs[1].ErrorMessage; len(old) != domain.MaxErrorMessageLen || !strings.HasSuffix(old, "é") {
			t.Errorf("truncated message has %d bytes, ends %q", len(old), old[len(old)-2:])
		}
		if logs[0].Metadata["line"] != float64(3) {
			t.Errorf("metadata = %v", logs[0].Metadata)
		}

		n, err := s.PruneErrorLogs(ctx, clock.Add(-ErrorLogRetention))
		if err != nil || n != 1 {
			t.Fatalf("pruned %d (err %v), want 1", n, err)
		}
		logs, _ = s.RecentErrors(ctx, 10)
		if len(logs) != 1 || logs[0].ErrorMessage != "newer" {
			t.Errorf("left %+v, want only the newer entry", logs)
		}

		if _, err := s.LogError(ctx, domain.ErrorLog{ErrorType: "x"}); domain.CodeOf(err) != domain.CodeInvalid {
			t.Errorf("invalid entry: err = %v", err)
		}
	})
}
