package httpapi_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"sync"
	"testing"
	"time"

	"github.com/storyglot/storyglot/internal/ai/aitest"
	"github.com/storyglot/storyglot/internal/app/apptest"
	"github.com/storyglot/storyglot/internal/config"
	"github.com/storyglot/storyglot/internal/domain"
	"github.com/storyglot/storyglot/internal/store"
	"github.com/storyglot/storyglot/internal/store/storetest"
	"github.com/storyglot/storyglot/internal/telemetry"
)

// What a request has committed is completed even when its client leaves
// (a closed tab, a lost network) before the answer (decision 0069).

// TestAGoalReviewLeftMidwayStillEarns: the review that meets the day's goal
// commits, then the learner leaves while the day's credits are being
// granted. They were granted on the request's context, which the server ends
// when the client goes: the grant failed (logged, never retried), and the
// day was lost with its 5 credits, the streak and its bonus. Here the grant
// waits for the database (SQLite's writer held; on PostgreSQL the ledger
// locked) when the learner leaves.
func TestAGoalReviewLeftMidwayStillEarns(t *testing.T) {
	apptest.ForEachDialect(t, apptest.Options{}, func(t *testing.T, s *apptest.Server) {
		ctx := context.Background()
		b := signedIn(t, s, "goal@example.com")
		u, err := s.App.Auth.UserByEmail(ctx, "goal@example.com")
		if err != nil {
			t.Fatal(err)
		}
		st := s.App.Store
		_, cards := storetest.Lesson(t, st, domain.Account{Kind: domain.AccountUser, ID: u.ID}, "goal", domain.DailyGoalCards)
		noon := noonOffset(time.Now())
		before := balanceOf(t, b)
		for i, c := range cards[:len(cards)-1] {
			b.want(200, "POST", "/api/v1/reviews", review{CardID: c, Mode: "review", Grade: 3, IdempotencyKey: fmt.Sprint("g", i), TZOffset: noon})
		}

		// The grant of the day's goal is held once the review has committed.
		var held <-chan struct{}
		var release func()
		if st.Dialect() == store.Postgres {
			held, release = lockTable(t, st, "credit_ledger", func(ctx context.Context) bool {
				var n int
				err := st.QueryRow(ctx, "SELECT COUNT(*) FROM review_log WHERE owner_id = ? AND idempotency_key = 'goal'", u.ID).Scan(&n)
				return err == nil && n == 1 // the review committed (a lesson sweep may wait for the ledger too)
			})
		} else {
			held, release = holdWriterOnceSeen(t, st, func(ctx context.Context, tx store.Tx) (bool, error) {
				var n int
				err := tx.QueryRow(ctx, "SELECT COUNT(*) FROM review_log WHERE owner_id = ? AND idempotency_key = 'goal'", u.ID).Scan(&n)
				return n == 1, err
			})
		}
		leave, answered := sendAndLeave(t, b, "POST", "/api/v1/reviews",
			review{CardID: cards[len(cards)-1], Mode: "review", Grade: 3, IdempotencyKey: "goal", TZOffset: noon})
		select {
		case <-held:
		case <-time.After(30 * time.Second):
			t.Fatal("the goal's review never reached the grant")
		}
		if st.Dialect() == store.SQLite { // (the ledger was locked before the review on PostgreSQL)
			var granted int
			if err := st.ReadOnly().QueryRow(ctx, "SELECT COUNT(*) FROM credit_ledger WHERE account_id = ? AND reason = ?", u.ID, domain.ReasonEarnedGoal).
				Scan(&granted); err != nil || granted > 0 {
				t.Fatalf("the day was granted before the writer was held (%d, %v): the test's timing failed", granted, err)
			}
		}
		leave()
		if err := <-answered; err == nil {
			t.Fatal("the review was answered before the learner left")
		}
		time.Sleep(300 * time.Millisecond) // the server sees the connection closed
		release()

		var e earned
		for deadline := time.Now().Add(10 * time.Second); ; time.Sleep(100 * time.Millisecond) {
			e = expect[earned](b, 200, "GET", fmt.Sprintf("/api/v1/earned-credits?tzOffset=%d", noon), nil)
			if e.GoalMet || time.Now().After(deadline) {
				break
			}
		}
		if e.Answered != domain.DailyGoalCards {
			t.Fatalf("the goal's review was not kept: %+v", e)
		}
		if after := balanceOf(t, b); !e.GoalMet || e.Streak != 1 || after != before+domain.DailyGoalCredits {
			t.Errorf("the learner left as the goal's review committed: %+v, credits %d -> %d, want goal met, streak 1, +%d",
				e, before, after, domain.DailyGoalCredits)
		}
	})
}

// TestAnAudioFixLeftMidwayKeepsWhatItDid: an admin remakes a lesson's audio
// and leaves while the third card's is being made. The two cards already
// remade keep their new audio, and with it the file each replaced is noted
// for the sweep, their reports are closed and the admin's fix is audited.
// The replaced files were noted, the reports closed and the fix audited
// only once every card was done, on the request's context: all were lost,
// and the old files stayed in the file store for good.
func TestAnAudioFixLeftMidwayKeepsWhatItDid(t *testing.T) {
	speaking := make(chan struct{}, 1)
	var mu sync.Mutex
	spoken := 0
	stand := aitest.New(t, func(r aitest.Request) aitest.Reply {
		mu.Lock()
		defer mu.Unlock()
		text, _ := r.Body["input"].(string)
		rep := aitest.Reply{ContentType: "audio/mpeg", Body: []byte("ID3 " + text)}
		if spoken++; spoken == 3 {
			select {
			case speaking <- struct{}{}:
			default:
			}
			rep.Delay = time.Minute // cut short when the server's request to it is cancelled
		}
		return rep
	})
	speech := apptest.Options{Configure: func(c *config.Config) { c.AIBaseURL, c.AISpeechModel = stand.BaseURL, "tts-1" }}
	apptest.ForEachDialect(t, speech, func(t *testing.T, s *apptest.Server) {
		ctx := context.Background()
		mu.Lock()
		spoken = 0
		mu.Unlock()
		learner := signedIn(t, s, "lea@example.com")
		admin := signedIn(t, s, "adm@example.com")
		if err := s.App.Auth.GrantAdmin(ctx, "adm@example.com"); err != nil {
			t.Fatal(err)
		}
		u, err := s.App.Auth.UserByEmail(ctx, "lea@example.com")
		if err != nil {
			t.Fatal(err)
		}
		st := s.App.Store
		id, cards := storetest.Lesson(t, st, domain.Account{Kind: domain.AccountUser, ID: u.ID}, "fix", 4)
		for i, c := range cards {
			if _, err := st.Exec(ctx, "UPDATE flashcards SET audio_key = ? WHERE id = ?", fmt.Sprintf("audio/old-%d.mp3", i), c); err != nil {
				t.Fatal(err)
			}
		}
		for _, c := range cards[:3] {
			learner.want(201, "POST", "/api/v1/stories/"+id+"/cards/"+c+"/audio-report", noteBody{})
		}

		leave, answered := sendAndLeave(t, admin, "POST", "/api/v1/stories/"+id+"/audio", audioFix{})
		select {
		case <-speaking:
		case <-time.After(30 * time.Second):
			t.Fatal("the third card's audio was never asked for")
		}
		leave()
		if err := <-answered; err == nil {
			t.Fatal("the fix was answered before the admin left")
		}

		// Cards 0 and 1 were remade; card 2's was being made, card 3 waited.
		var audited map[string]any
		for deadline := time.Now().Add(10 * time.Second); ; time.Sleep(100 * time.Millisecond) {
			events, err := s.App.Telemetry.Audits(ctx, telemetry.AuditFilter{Type: telemetry.AuditAudioRegenerated, Email: "adm@example.com", Limit: 5})
			if err != nil {
				t.Fatal(err)
			}
			if len(events) > 0 {
				audited = events[0].Details
				break
			}
			if time.Now().After(deadline) {
				t.Error("the admin's fix of two cards was not audited")
				break
			}
		}
		if audited != nil && (audited["storyId"] != id || audited["cards"] != float64(2) || audited["unfinished"] != true) {
			t.Errorf("audit details = %v, want the story, 2 cards, unfinished", audited)
		}
		for i, c := range cards {
			var key string
			var open, noted int
			if err := st.QueryRow(ctx, "SELECT audio_key FROM flashcards WHERE id = ?", c).Scan(&key); err != nil {
				t.Fatal(err)
			}
			old := fmt.Sprintf("audio/old-%d.mp3", i)
			if err := st.QueryRow(ctx, "SELECT COUNT(*) FROM audio_reports WHERE card_id = ? AND closed_at IS NULL", c).Scan(&open); err != nil {
				t.Fatal(err)
			}
			if err := st.QueryRow(ctx, "SELECT COUNT(*) FROM orphan_files WHERE file_key = ?", old).Scan(&noted); err != nil {
				t.Fatal(err)
			}
			switch remade := key != old; {
			case i < 2 && (!remade || noted != 1 || open != 0):
				t.Errorf("card %d, remade before the admin left: new audio %v, old file noted %d, open reports %d; want true, 1, 0", i, remade, noted, open)
			case i == 3 && (remade || noted != 0):
				t.Errorf("card %d, never reached: new audio %v, old file noted %d", i, remade, noted)
			case i == 2 && remade != (noted == 1):
				t.Errorf("card %d: new audio %v but old file noted %d", i, remade, noted)
			}
		}
	})
}

// TestACreditAdjustmentLeftMidwayIsAudited: an admin adjusts a learner's
// credits and leaves as the change commits. The audit event was written
// after the change's transaction, on the request's context: the change was
// kept and its audit event lost. Now they are kept together or not at all.
// The audit event's write waits for the database (SQLite's writer held once
// the change is seen; on PostgreSQL the audit log locked) when the admin
// leaves.
func TestACreditAdjustmentLeftMidwayIsAudited(t *testing.T) {
	apptest.ForEachDialect(t, apptest.Options{}, func(t *testing.T, s *apptest.Server) {
		ctx := context.Background()
		boss := signedIn(t, s, "boss@example.com")
		if err := s.App.Auth.GrantAdmin(ctx, "boss@example.com"); err != nil {
			t.Fatal(err)
		}
		signedIn(t, s, "joe@example.com")
		bossUser, err := s.App.Auth.UserByEmail(ctx, "boss@example.com")
		if err != nil {
			t.Fatal(err)
		}
		st := s.App.Store
		key := "adjust:" + bossUser.ID + ":adjust-left"
		var held <-chan struct{}
		var release func()
		if st.Dialect() == store.Postgres {
			held, release = lockTable(t, st, "security_audit_events", nil)
		} else {
			held, release = holdWriterOnceSeen(t, st, func(ctx context.Context, tx store.Tx) (bool, error) {
				var n int
				err := tx.QueryRow(ctx, "SELECT COUNT(*) FROM credit_ledger WHERE idempotency_key = ?", key).Scan(&n)
				return n == 1, err
			})
		}
		leave, answered := sendAndLeave(t, boss, "POST", "/api/v1/admin/users/joe@example.com/credit-adjustments",
			adjustment{Delta: 40, Reason: "Sorry for the outage", IdempotencyKey: "adjust-left"})
		select {
		case <-held:
		case <-time.After(30 * time.Second):
			t.Fatal("the adjustment never reached its audit event")
		}
		// (Answered already when the audit event went with the change: on
		// SQLite nothing after its commit waits for the writer.)
		leave()
		<-answered
		time.Sleep(300 * time.Millisecond) // the server sees the connection closed
		release()

		var kept, audited int
		for deadline := time.Now().Add(10 * time.Second); ; time.Sleep(100 * time.Millisecond) {
			if err := st.QueryRow(ctx, "SELECT COUNT(*) FROM credit_ledger WHERE idempotency_key = ?", key).Scan(&kept); err != nil {
				t.Fatal(err)
			}
			if err := st.QueryRow(ctx, "SELECT COUNT(*) FROM security_audit_events WHERE event_type = ? AND user_email = ?",
				telemetry.AuditCreditsAdjusted, "joe@example.com").Scan(&audited); err != nil {
				t.Fatal(err)
			}
			if kept == audited || time.Now().After(deadline) {
				break
			}
		}
		if kept != audited {
			t.Errorf("the admin left as the adjustment committed: %d ledger entries, %d audit events; want as many", kept, audited)
		}
	})
}

// sendAndLeave sends a request in b that the client gives up when leave is
// called; answered reports how the client's request ended.
func sendAndLeave(t *testing.T, b *browser, method, path string, body any) (leave func(), answered <-chan error) {
	t.Helper()
	raw, err := json.Marshal(body)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	t.Cleanup(cancel)
	req, err := http.NewRequestWithContext(ctx, method, b.base+path, bytes.NewReader(raw))
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("Content-Type", "application/json")
	done := make(chan error, 1)
	go func() {
		res, err := b.c.Do(req)
		if err == nil {
			res.Body.Close()
		}
		done <- err
	}()
	return cancel, done
}

// holdWriterOnceSeen (SQLite) takes the writer in short transactions, each
// waiting for it before the last lets it go, until one sees seen true: that
// one keeps it until release. A write asked for after the work seen has
// committed (what follows it in its request) waits behind it.
func holdWriterOnceSeen(t *testing.T, st *store.Store, seen func(context.Context, store.Tx) (bool, error)) (held <-chan struct{}, release func()) {
	t.Helper()
	type holder struct {
		saw   chan bool
		letGo chan struct{}
	}
	ctx := context.Background()
	take := func() *holder {
		h := &holder{saw: make(chan bool, 1), letGo: make(chan struct{})}
		go func() {
			_ = st.InTx(ctx, func(tx store.Tx) error {
				ok, err := seen(ctx, tx)
				if err != nil {
					t.Errorf("holding the writer: %v", err)
				}
				h.saw <- ok
				<-h.letGo
				return nil
			})
		}()
		return h
	}
	heldCh, releaseCh, stopped := make(chan struct{}), make(chan struct{}), make(chan struct{})
	go func() {
		defer close(stopped)
		cur := take()
		for {
			var ok bool
			select {
			case ok = <-cur.saw:
			case <-releaseCh:
				<-cur.saw
				close(cur.letGo)
				return
			}
			if ok {
				close(heldCh)
				<-releaseCh
				close(cur.letGo)
				return
			}
			next := take()
			time.Sleep(30 * time.Millisecond) // next waits for the writer before cur lets it go
			close(cur.letGo)
			cur = next
		}
	}()
	var once sync.Once
	release = func() { once.Do(func() { close(releaseCh); <-stopped }) }
	t.Cleanup(release)
	return heldCh, release
}

// lockTable (PostgreSQL) locks table against every reader and writer until
// release; held is closed once a statement waits for it and ready (if not
// nil) holds: a background job may be the first to wait.
func lockTable(t *testing.T, st *store.Store, table string, ready func(context.Context) bool) (held <-chan struct{}, release func()) {
	t.Helper()
	ctx := context.Background()
	pool := st.PgxPool()
	tx, err := pool.Begin(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := tx.Exec(ctx, "LOCK TABLE "+table+" IN ACCESS EXCLUSIVE MODE"); err != nil {
		t.Fatal(err)
	}
	heldCh, stop := make(chan struct{}), make(chan struct{})
	go func() {
		for {
			var n int
			if err := pool.QueryRow(ctx, `SELECT COUNT(*) FROM pg_locks WHERE relation = $1::regclass AND NOT granted
				AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`, table).Scan(&n); err != nil {
				t.Errorf("waiting for %s's lock: %v", table, err)
				return
			}
			if n > 0 && (ready == nil || ready(ctx)) {
				close(heldCh)
				return
			}
			select {
			case <-stop:
				return
			case <-time.After(20 * time.Millisecond):
			}
		}
	}()
	var once sync.Once
	release = func() {
		once.Do(func() {
			close(stop)
			_ = tx.Rollback(ctx)
		})
	}
	t.Cleanup(release)
	return heldCh, release
}
