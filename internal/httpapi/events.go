package httpapi

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"mime"
	"net/http"
	"path"
	"strconv"
	"strings"
	"time"

	"github.com/storyglot/storyglot/internal/blob"
	"github.com/storyglot/storyglot/internal/domain"
	"github.com/storyglot/storyglot/internal/lessons"
)

// storyEvents streams a lesson's progress as server-sent events: a `card`
// event (id = the card's position) for every card as it is written, a
// `status` event when the story changes, and `done` at the end. A client that
// reconnects with Last-Event-ID gets only the cards after it. Each wake-up
// comes from the notifier (LISTEN/NOTIFY across processes on PostgreSQL);
// a slow poll covers a missed one.
func (s *Server) storyEvents(w http.ResponseWriter, r *http.Request) {
	ctx := r.Context()
	id, err := s.requestIdentity(r)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	owner, ok := id.account()
	if !ok {
		writeProblemJSON(w, &Problem{Status: 401, Code: domain.CodeUnauthorized, Title: "Unauthorized",
			Detail: "Start a guest session or log in first.", RequestID: requestIDFrom(ctx)})
		return
	}
	storyID := r.PathValue("id")
	changed, stop := s.Lessons.Notifier().Subscribe(storyID)
	defer stop()
	st, err := s.Lessons.Get(ctx, owner, storyID)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	from := 0
	if last, err := strconv.Atoi(r.Header.Get("Last-Event-ID")); err == nil && last >= 0 {
		from = last + 1
	}
	h := w.Header()
	h.Set("Content-Type", "text/event-stream")
	h.Set("Cache-Control", "no-cache")
	h.Set("X-Accel-Buffering", "no")
	rc := http.NewResponseController(w)
	fmt.Fprint(w, "retry: 2000\n\n")

	poll := time.NewTicker(2 * time.Second)
	defer poll.Stop()
	lastBeat := time.Now()
	lastStatus := ""
	for {
		cards, err := s.Lessons.Cards(ctx, storyID, from)
		if err != nil {
			s.log.WarnContext(ctx, "stream cards", "story", storyID, "err", err)
			return
		}
		for _, c := range cards {
			writeEvent(w, strconv.Itoa(c.Position), "card", toFlashcardBody(c, st.LanguagePair))
			from = c.Position + 1
		}
		if st, err = s.Lessons.Get(ctx, owner, storyID); err != nil {
			return
		}
		body := toStoryBody(st)
		key := fmt.Sprintf("%s/%d", st.Status, st.CardsTotal)
		if key != lastStatus {
			writeEvent(w, "", "status", body)
			lastStatus = key
		}
		if st.Status == lessons.StatusCompleted || st.Status == lessons.StatusFailed {
			// Cards written between the read above and the final status.
			last, err := s.Lessons.Cards(ctx, storyID, from)
			if err != nil {
				return
			}
			for _, c := range last {
				writeEvent(w, strconv.Itoa(c.Position), "card", toFlashcardBody(c, st.LanguagePair))
			}
			writeEvent(w, "", "done", body)
			_ = rc.Flush()
			return
		}
		if time.Since(lastBeat) > 15*time.Second {
			fmt.Fprint(w, ": keep-alive\n\n")
			lastBeat = time.Now()
		}
		if err := rc.Flush(); err != nil {
			return
		}
		select {
		case <-changed:
		case <-poll.C:
		case <-ctx.Done():
			return
		case <-s.closing:
			return // the client reconnects (Last-Event-ID) to another process
		}
	}
}

func writeEvent(w io.Writer, id, event string, data any) {
	b, _ := json.Marshal(data)
	if id != "" {
		fmt.Fprintf(w, "id: %s\n", id)
	}
	fmt.Fprintf(w, "event: %s\ndata: %s\n\n", event, b)
}

// serveFile serves stored audio, images and videos. Their keys are content
// hashes, so a file never changes and may be cached for good.
func (s *Server) serveFile(w http.ResponseWriter, r *http.Request) {
	key := r.PathValue("key")
	if key == "" || strings.Contains(key, "..") {
		writeProblemJSON(w, &Problem{Status: 404, Code: domain.CodeNotFound, Title: "Not Found", Detail: "No such file.", RequestID: requestIDFrom(r.Context())})
		return
	}
	rd, err := s.Blobs.Open(r.Context(), key)
	if errors.Is(err, blob.ErrUnavailable) && r.Context().Err() == nil {
		// Not "no such file": the store is down, and the file may well be
		// there in a minute (decision 0042). Nothing may cache this answer.
		s.log.WarnContext(r.Context(), "file store unavailable", "key", key, "err", err)
		w.Header().Set("Retry-After", "30")
		w.Header().Set("Cache-Control", "no-store")
		writeProblemJSON(w, &Problem{Status: 503, Code: domain.CodeUnavailable, Title: "File Storage Unavailable",
			Detail: "The file store did not answer. Please try again in a few minutes.", RequestID: requestIDFrom(r.Context())})
		return
	}
	if err != nil {
		if !errors.Is(err, blob.ErrNotFound) {
			s.log.DebugContext(r.Context(), "open file", "key", key, "err", err)
		}
		writeProblemJSON(w, &Problem{Status: 404, Code: domain.CodeNotFound, Title: "Not Found", Detail: "No such file.", RequestID: requestIDFrom(r.Context())})
		return
	}
	defer rd.Close()
	ct := mime.TypeByExtension(path.Ext(key))
	if ct == "" {
		ct = "application/octet-stream"
	}
	w.Header().Set("Content-Type", ct)
	w.Header().Set("Cache-Control", "public, max-age=31536000, immutable")
	if rs, ok := rd.(io.ReadSeeker); ok {
		// Range requests let the browser seek in audio and video.
		http.ServeContent(w, r, path.Base(key), time.Time{}, rs)
		return
	}
	_, _ = io.Copy(w, rd)
}
