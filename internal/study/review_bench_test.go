package study

import (
	"context"
	"fmt"
	"sync/atomic"
	"testing"

	"github.com/storyglot/storyglot/internal/domain"
	"github.com/storyglot/storyglot/internal/store/storetest"
)

// BenchmarkReviews is 200 learners reviewing their own lesson's cards at
// once, as the load benchmark's learners do but without HTTP (decisions
// 0024, 0055): each review with its due counts, in group commits on SQLite.
// cpu-ms/op is the process's CPU time per review, which a shared machine's
// load inflates far less than the wall-clock ns/op.
func BenchmarkReviews(b *testing.B) {
	for _, d := range storetest.Dialects(b) {
		b.Run(string(d), func(b *testing.B) {
			ctx := context.Background()
			st := storetest.New(b, d) // the server's pools (NewSingle's one connection would queue them)
			svc := New(st)
			const learners = 200
			type learner struct {
				who   domain.Account
				cards []string
				next  atomic.Int64
			}
			ls := make([]*learner, learners)
			for i := range ls {
				who := domain.Account{Kind: domain.AccountGuest, ID: fmt.Sprintf("guest-bench-%d", i)}
				_, cards := storetest.Lesson(b, st, who, fmt.Sprintf("bench-%d", i), 12)
				ls[i] = &learner{who: who, cards: cards}
			}
			var seq, keys atomic.Int64
			b.SetParallelism(learners / 2)
			b.ResetTimer()
			defer reportCPU(b, cpuTime())
			b.RunParallel(func(pb *testing.PB) {
				l := ls[int(seq.Add(1)-1)%learners]
				for pb.Next() {
					card := l.cards[int(l.next.Add(1))%len(l.cards)]
					if _, err := svc.Review(ctx, l.who, ReviewInput{CardID: card, Mode: ModeReview, Grade: 3,
						IdempotencyKey: fmt.Sprintf("bench-%d", keys.Add(1)), CountDue: true, CountAll: true}); err != nil {
						b.Error(err)
						return
					}
				}
			})
		})
	}
}
