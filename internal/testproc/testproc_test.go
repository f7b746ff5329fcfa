package testproc

import (
	"fmt"
	"net"
	"net/http"
	"os"
	"strings"
	"testing"
)

// TestMain lets this test binary stand in for storyglot serve (when
// STORYGLOT_TESTPROC_SERVE is set): it listens on --addr, or exits with
// net.Listen's error as the server does, logs "serving" as app.Run does, and
// answers /readyz with 200.
func TestMain(m *testing.M) {
	if os.Getenv("STORYGLOT_TESTPROC_SERVE") == "" {
		os.Exit(m.Run())
	}
	var addr string
	for i, a := range os.Args {
		if a == "--addr" && i+1 < len(os.Args) {
			addr = os.Args[i+1]
		}
	}
	l, err := net.Listen("tcp", addr)
	if err != nil {
		fmt.Fprintf(os.Stderr, "storyglot: app: listen on %s: %v\n", addr, err)
		os.Exit(1)
	}
	fmt.Fprintf(os.Stderr, "level=INFO msg=serving addr=%s\n", l.Addr())
	_ = http.Serve(l, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == "/readyz" {
			fmt.Fprint(w, "ready")
			return
		}
		http.NotFound(w, r)
	}))
}

// A server whose port another process took between NewServer and Start
// starts on another port; the other process's answers never count as its.
func TestStartOutlivesATakenPort(t *testing.T) {
	s, err := NewServer(os.Args[0], t.TempDir(), []string{"STORYGLOT_TESTPROC_SERVE=1"})
	if err != nil {
		t.Fatal(err)
	}
	// Another process holds the server's port, and answers /readyz as a server would.
	other, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	s.port = other.Addr().(*net.TCPAddr).Port
	s.Base = fmt.Sprintf("http://127.0.0.1:%d", s.port)
	go func() {
		_ = http.Serve(other, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { fmt.Fprint(w, "not it") }))
	}()
	t.Cleanup(func() { other.Close() })
	taken := s.Base
	if err := s.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(s.Kill)
	if s.Base == taken {
		t.Fatalf("the server answers on %s, the port the other process holds", taken)
	}
	res, err := http.Get(s.Base + "/readyz")
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	if res.StatusCode != 200 {
		t.Fatalf("/readyz on %s: %s", s.Base, res.Status)
	}
	if log := s.LogTail(3000); !strings.Contains(log, "address already in use") {
		t.Errorf("the first start did not meet the taken port; log:\n%s", log)
	}
}

// A server that exits before it is ready, for another reason, is an error
// at once with its log, not after 30 s of waiting.
func TestStartSaysWhyTheServerExited(t *testing.T) {
	s, err := NewServer(os.Args[0], t.TempDir(), []string{"STORYGLOT_TESTPROC_SERVE=1"})
	if err != nil {
		t.Fatal(err)
	}
	s.port, s.Base = -1, "http://127.0.0.1:-1" // an address no process can listen on
	err = s.Start()
	if err == nil {
		s.Kill()
		t.Fatal("started on port -1")
	}
	if !strings.Contains(err.Error(), "exited before it was ready") || !strings.Contains(err.Error(), "listen on") {
		t.Errorf("error %q: want the exit and the log", err)
	}
}
