// Package testproc runs the real storyglot binary as a separate process and
// drives it over HTTP like a browser would: for tests that kill a server, and
// for benchmarks that measure one. Eventually is the tests' one polling loop.
package testproc

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/cookiejar"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"time"
)

// Server is a storyglot process serving on a free local port.
type Server struct {
	Bin     string
	Dir     string   // data directory
	Env     []string // extra environment, e.g. DATABASE_URL=…
	Args    []string // extra serve flags
	Base    string   // http://127.0.0.1:port (another port if the first Start found this one taken)
	LogPath string
	port    int
	cmd     *exec.Cmd
	exited  chan struct{} // closed when cmd has exited
	started bool          // once started, the port is the server's for good
	logf    *os.File
}

// NewServer prepares (does not start) a server with its own data directory.
func NewServer(bin, dir string, env []string, args ...string) (*Server, error) {
	s := &Server{Bin: bin, Dir: dir, Env: env, Args: args, LogPath: filepath.Join(dir, "server.log")}
	if err := s.pickPort(); err != nil {
		return nil, err
	}
	return s, nil
}

// pickPort takes a port the system has free now. Another process may take
// it before the server listens on it: Start then picks again.
func (s *Server) pickPort() error {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return err
	}
	s.port = l.Addr().(*net.TCPAddr).Port
	l.Close()
	s.Base = fmt.Sprintf("http://127.0.0.1:%d", s.port)
	return nil
}

// errPortTaken: the server exited because another process held its port.
var errPortTaken = errors.New("testproc: the port was taken")

// Start runs the server and waits until /readyz answers 200. A first start
// whose port another process took meanwhile (the server exits saying so)
// runs again on another port; a later start, on the same port (a client
// holds its Base), after the port is free again.
func (s *Server) Start() error {
	for try := 1; ; try++ {
		err := s.start()
		if !errors.Is(err, errPortTaken) || try == 5 {
			if err == nil {
				s.started = true
			}
			return err
		}
		if s.started {
			time.Sleep(time.Second)
		} else if err := s.pickPort(); err != nil {
			return err
		}
	}
}

func (s *Server) start() error {
	logf, err := os.OpenFile(s.LogPath, os.O_CREATE|os.O_APPEND|os.O_WRONLY, 0o644)
	if err != nil {
		return err
	}
	s.logf = logf
	logged, _ := logf.Seek(0, io.SeekEnd) // what this run logs comes after
	args := append([]string{"serve", "--addr", fmt.Sprintf("127.0.0.1:%d", s.port), "--data-dir", s.Dir,
		"--base-url", s.Base, "--log-level", "info"}, s.Args...)
	s.cmd = exec.Command(s.Bin, args...)
	s.cmd.Env = append(os.Environ(), s.Env...)
	s.cmd.Stdout, s.cmd.Stderr = logf, logf
	if err := s.cmd.Start(); err != nil {
		logf.Close()
		return err
	}
	exited := make(chan struct{})
	s.exited = exited
	go func(cmd *exec.Cmd) {
		_ = cmd.Wait()
		close(exited)
	}(s.cmd)
	deadline := time.Now().Add(30 * time.Second)
	for time.Now().Before(deadline) {
		select {
		case <-exited:
			s.logf.Close()
			tail := s.logSince(logged)
			if strings.Contains(tail, fmt.Sprintf("listen on 127.0.0.1:%d: ", s.port)) && strings.Contains(tail, "address already in use") {
				return fmt.Errorf("%w: %s; log:\n%s", errPortTaken, s.Base, tail)
			}
			return fmt.Errorf("testproc: the server exited before it was ready; log:\n%s", tail)
		default:
		}
		// Asked only once this run has logged that it listens: before that,
		// another process on the port would answer for it.
		if serving(s.logSince(logged)) {
			if res, err := readyClient.Get(s.Base + "/readyz"); err == nil {
				res.Body.Close()
				if res.StatusCode == 200 {
					return nil
				}
			}
		}
		time.Sleep(100 * time.Millisecond)
	}
	s.Kill()
	return fmt.Errorf("testproc: server not ready after 30 s; log:\n%s", s.LogTail(3000))
}

// readyClient asks for /readyz: a process that holds the port and never
// answers must not stop the wait.
var readyClient = &http.Client{Timeout: 2 * time.Second}

// serving reports whether log holds the server's line saying it listens
// (app.Run's "serving", in the text or the JSON format).
func serving(log string) bool {
	return strings.Contains(log, "msg=serving") || strings.Contains(log, `"msg":"serving"`)
}

// logSince is what the log holds after its first n bytes.
func (s *Server) logSince(n int64) string {
	b, _ := os.ReadFile(s.LogPath)
	if int64(len(b)) < n {
		n = 0
	}
	return string(b[n:])
}

// Kill stops the server with SIGKILL, as a crash would, and waits for it.
func (s *Server) Kill() {
	if s.cmd != nil && s.cmd.Process != nil {
		_ = s.cmd.Process.Kill()
		<-s.exited
	}
	if s.logf != nil {
		s.logf.Close()
	}
}

// Run runs another storyglot command (e.g. admin) on the same data.
func (s *Server) Run(args ...string) (string, error) {
	cmd := exec.Command(s.Bin, append(args, "--data-dir", s.Dir)...)
	cmd.Env = append(os.Environ(), s.Env...)
	out, err := cmd.CombinedOutput()
	return string(out), err
}

// LogTail returns the end of the server's log.
func (s *Server) LogTail(n int) string {
	b, _ := os.ReadFile(s.LogPath)
	if len(b) > n {
		b = b[len(b)-n:]
	}
	return string(b)
}

var linkRe = regexp.MustCompile(`link=(\S+)`)

// WaitForLink returns the newest mail link in the server log that contains
// part (mail without SMTP is logged with its link).
func (s *Server) WaitForLink(part string, within time.Duration) (string, error) {
	deadline := time.Now().Add(within)
	for time.Now().Before(deadline) {
		b, _ := os.ReadFile(s.LogPath)
		ms := linkRe.FindAllStringSubmatch(string(b), -1)
		for i := len(ms) - 1; i >= 0; i-- {
			if l := strings.Trim(ms[i][1], `"`); strings.Contains(l, part) {
				return l, nil
			}
		}
		time.Sleep(100 * time.Millisecond)
	}
	return "", fmt.Errorf("testproc: no mail link with %q in the log", part)
}

// Client is a browser-like HTTP client with a cookie jar.
type Client struct {
	Base string
	HTTP *http.Client
}

// NewClient returns a client for base.
func NewClient(base string) *Client {
	jar, _ := cookiejar.New(nil)
	return &Client{Base: base, HTTP: &http.Client{Jar: jar, Timeout: 60 * time.Second}}
}

// Call sends JSON and decodes a JSON answer; a status other than want is an error.
func (c *Client) Call(method, path string, body any, want int) (map[string]any, error) {
	var rd io.Reader
	if body != nil {
		b, _ := json.Marshal(body)
		rd = bytes.NewReader(b)
	}
	req, err := http.NewRequestWithContext(context.Background(), method, c.Base+path, rd)
	if err != nil {
		return nil, err
	}
	req.Header.Set("Content-Type", "application/json")
	res, err := c.HTTP.Do(req)
	if err != nil {
		return nil, err
	}
	defer res.Body.Close()
	raw, _ := io.ReadAll(res.Body)
	if res.StatusCode != want {
		return nil, fmt.Errorf("%s %s = %d %s, want %d", method, path, res.StatusCode, raw, want)
	}
	var m map[string]any
	_ = json.Unmarshal(raw, &m)
	return m, nil
}

// SignUp registers, confirms through the logged mail link and signs in,
// then grants credits with `storyglot admin credits`.
func SignUp(s *Server, c *Client, email string, credits int) error {
	if _, err := c.Call("POST", "/api/v1/auth/register", map[string]any{"email": email, "password": "Secret-Pass1"}, 201); err != nil {
		return err
	}
	link, err := s.WaitForLink("/api/v1/auth/confirm", 15*time.Second)
	if err != nil {
		return err
	}
	res, err := c.HTTP.Get(link)
	if err != nil {
		return err
	}
	res.Body.Close()
	if _, err := c.Call("POST", "/api/v1/auth/login", map[string]any{"email": email, "password": "Secret-Pass1"}, 200); err != nil {
		return err
	}
	if credits > 0 {
		if out, err := s.Run("admin", "credits", "--email", email, "--delta", fmt.Sprint(credits), "--reason", "testproc"); err != nil {
			return fmt.Errorf("admin credits: %v: %s", err, out)
		}
	}
	return nil
}

// SpanishStory writes n different Spanish sentences, starting at variant v,
// so that runs do not reuse each other's audio.
func SpanishStory(n, v int) string {
	names := []string{"Ana", "Luis", "Marta", "Pablo", "Sofía", "Diego", "Elena", "Javier", "Lucía"}
	places := []string{"el mercado", "la plaza", "el puerto", "la estación", "el parque", "la biblioteca"}
	things := []string{"manzanas", "libros", "flores", "panes", "cartas", "naranjas", "revistas"}
	var b strings.Builder
	for i := range n {
		k := i + v*n
		fmt.Fprintf(&b, "%s compra %d %s en %s. ", names[k%len(names)], k%17+2, things[(k/3)%len(things)], places[(k/2)%len(places)])
	}
	return strings.TrimSpace(b.String())
}
