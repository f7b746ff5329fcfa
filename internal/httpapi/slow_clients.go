package httpapi

import (
	"errors"
	"io"
	"net/http"
	"os"
	"time"
)

// Slow clients are cut (decision 0040). A request body holds a connection
// and, for JSON, memory: a JSON body must arrive whole within BodyTimeout; an
// upload (a file, streamed) may take as long as it keeps moving — no stall
// longer than BodyTimeout, and after that first stretch at least
// UploadMinRate bytes a second on average. A client that does neither gets
// a read error: 408 where an answer can still be written, else the
// connection closes. Once the body is read to its end the deadline is lifted,
// so a long handler (or the server's wait for the next request) is not cut.
type BodyPace struct {
	BodyTimeout   time.Duration // 0: DefaultBodyTimeout
	UploadMinRate int64         // bytes per second; 0: DefaultUploadMinRate
}

// The defaults: a JSON body within 30 s; an upload at 16 KB/s or better
// (a 50 MB video in under an hour on a poor mobile link).
const (
	DefaultBodyTimeout   = 30 * time.Second
	DefaultUploadMinRate = 16 << 10
)

// errTooSlow is the read error of an upload slower than UploadMinRate.
var errTooSlow = errors.New("request body arrives too slowly")

// slowBody tells a read error of a body cut for its pace.
func slowBody(err error) bool {
	return errors.Is(err, os.ErrDeadlineExceeded) || errors.Is(err, errTooSlow)
}

// paceBody sets r's read deadlines as the request's body demands (secure
// calls it only for a request with a body).
func (s *Server) paceBody(w http.ResponseWriter, r *http.Request) {
	timeout, rate := s.Pace.BodyTimeout, s.Pace.UploadMinRate
	if timeout <= 0 {
		timeout = DefaultBodyTimeout
	}
	if rate <= 0 {
		rate = DefaultUploadMinRate
	}
	rc := http.NewResponseController(w)
	now := time.Now()
	b := &pacedBody{ReadCloser: r.Body, rc: rc, start: now}
	if streamsBody(r) {
		b.idle, b.minRate = timeout, rate
	}
	// Not every ResponseWriter can set deadlines (a test recorder): then the
	// body is read as it comes.
	if rc.SetReadDeadline(now.Add(timeout)) == nil {
		r.Body = b
	}
}

// pacedBody lifts the read deadline at the body's end and, for an upload,
// moves it on while bytes keep coming at the minimum rate.
type pacedBody struct {
	io.ReadCloser
	rc      *http.ResponseController
	start   time.Time
	read    int64
	idle    time.Duration // upload: the longest stall, and the grace before the rate counts
	minRate int64         // upload: bytes per second on average after the grace
	done    bool
}

func (b *pacedBody) Read(p []byte) (int, error) {
	if b.done {
		return 0, io.EOF
	}
	n, err := b.ReadCloser.Read(p)
	b.read += int64(n)
	if errors.Is(err, io.EOF) {
		b.done = true
		_ = b.rc.SetReadDeadline(time.Time{})
		return n, err
	}
	if err != nil || b.minRate == 0 {
		return n, err
	}
	now := time.Now()
	if past := now.Sub(b.start) - b.idle; past > 0 && b.read < int64(past.Seconds()*float64(b.minRate)) {
		return n, errTooSlow
	}
	_ = b.rc.SetReadDeadline(now.Add(b.idle))
	return n, nil
}
