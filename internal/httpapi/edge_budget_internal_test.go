package httpapi

import (
	"context"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"golang.org/x/sync/semaphore"
)

// TestBufferedBodiesShareOneBudget: a JSON body is read only with room in the
// budget for bodies held in memory; while it is full the request waits, and
// goes on once room is freed; a client that leaves while waiting is answered
// 503 and its body is never read; the room is given back after the request.
func TestBufferedBodiesShareOneBudget(t *testing.T) {
	const room = 64 << 10
	s := &Server{maxBody: MaxBodyBytes, buffered: semaphore.NewWeighted(room)}
	reached := make(chan string, 1)
	h := s.edge(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		reached <- r.URL.Path
		w.WriteHeader(http.StatusNoContent)
	}))
	post := func(ctx context.Context) *http.Request {
		req := httptest.NewRequestWithContext(ctx, "POST", "/api/v1/things", strings.NewReader(`{"a":1}`))
		req.Header.Set("Content-Type", "application/json")
		return req
	}
	if err := s.buffered.Acquire(context.Background(), room); err != nil {
		t.Fatal(err)
	}
	done := make(chan int)
	go func() {
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, post(context.Background()))
		done <- rec.Code
	}()
	select {
	case p := <-reached:
		t.Fatalf("%s was read while the budget was full", p)
	case <-time.After(100 * time.Millisecond):
	}
	s.buffered.Release(room)
	if code := <-done; code != http.StatusNoContent {
		t.Fatalf("after room was freed: %d", code)
	}
	<-reached
	if !s.buffered.TryAcquire(room) {
		t.Fatal("the request kept room in the budget after it was answered")
	}

	// A client that leaves while waiting is not read at all.
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, post(ctx))
	if rec.Code != http.StatusServiceUnavailable {
		t.Fatalf("a client gone while the budget was full: %d", rec.Code)
	}
	select {
	case p := <-reached:
		t.Fatalf("%s was read for a client that left", p)
	default:
	}
}
