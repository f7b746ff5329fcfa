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

// TestBufferedBodiesShareOneBudget: a JSON body is read only when there is
// room in the budget for bodies held in memory; while it is full, the request
// waits (and reading stops if its client leaves), and it goes on once room is
// freed.
func TestBufferedBodiesShareOneBudget(t *testing.T) {
	s := &Server{maxBody: MaxBodyBytes, buffered: semaphore.NewWeighted(100)}
	reached := make(chan string, 1)
	h := s.edge(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		reached <- r.URL.Path
		w.WriteHeader(http.StatusNoContent)
	}))
	if err := s.buffered.Acquire(context.Background(), 100); err != nil {
		t.Fatal(err)
	}
	done := make(chan int)
	go func() {
		rec := httptest.NewRecorder()
		req := httptest.NewRequest("POST", "/api/v1/things", strings.NewReader(`{"a":1}`))
		req.Header.Set("Content-Type", "application/json")
		h.ServeHTTP(rec, req)
		done <- rec.Code
	}()
	select {
	case p := <-reached:
		t.Fatalf("%s was read while the budget was full", p)
	case <-time.After(100 * time.Millisecond):
	}
	s.buffered.Release(100)
	if code := <-done; code != http.StatusNoContent {
		t.Fatalf("after room was freed: %d", code)
	}
	<-reached

	// A client that leaves while waiting is not read at all.
	if err := s.buffered.Acquire(context.Background(), 100); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	req := httptest.NewRequestWithContext(ctx, "POST", "/api/v1/things", strings.NewReader(`{"a":1}`))
	h.ServeHTTP(httptest.NewRecorder(), req)
	select {
	case p := <-reached:
		t.Fatalf("%s was read for a client that left", p)
	default:
	}
}
