package study

import (
	"context"
	"strings"
	"testing"

	"github.com/storyglot/storyglot/internal/domain"
	"github.com/storyglot/storyglot/internal/store/storetest"
)

// BenchmarkDuePage is the due page of a learner with 10,000 lessons of 12
// cards, 1,500 of them reviewed and due today, each in a lesson of its own
// (the load benchmark's heavy learner after its phases: it reviews cards at
// random), in process on one read connection: what the page costs without
// HTTP (issue 27's goal: ≤ 5 ms). The learner's memories are analyzed on
// PostgreSQL, as a running install's are.
func BenchmarkDuePage(b *testing.B) {
	for _, d := range storetest.Dialects(b) {
		b.Run(string(d), func(b *testing.B) {
			ctx := context.Background()
			e := newScaleEnv(b, d)
			who := domain.Account{Kind: domain.AccountGuest, ID: "guest-heavy"}
			storetest.Lessons(b, e.st, who, "heavy", 10000, 12)
			e.seedMemories(b, who, e.clock, "f.position = 0 ORDER BY f.id LIMIT 1500")
			// A real lesson's text (a story of a few thousand characters, as the
			// load benchmark's are) sits before its counts in the row.
			if _, err := e.st.Exec(ctx, "UPDATE stories SET content = ? WHERE owner_kind = ? AND owner_id = ?",
				strings.Repeat("Once upon a time a cat sat near the window and watched the rain. ", 60), string(who.Kind), who.ID); err != nil {
				b.Fatal(err)
			}
			analyzeMemories(b, e.st)
			b.ResetTimer()
			defer reportCPU(b, cpuTime())
			for b.Loop() {
				total, stories, err := e.svc.DueToday(ctx, who, 0)
				if err != nil || total.Due != DueCountCap || !total.DueCapped || len(stories) == 0 {
					b.Fatalf("due today = %+v, %d lessons, %v; want 1,500 due, shown as %d+", total, len(stories), err, DueCountCap)
				}
			}
		})
	}
}
