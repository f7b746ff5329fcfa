// Package faultproxy stands between a real client and a real service in a
// test, at the TCP level, and does what a service in trouble does: it
// passes connections through, or fails them with the service's own "not
// now" answer, or hangs (takes the connection and never answers), or
// answers garbage (bytes of no protocol), as the test sets it. One stand-in
// serves S3 (HTTP), SMTP and the AI provider, so their faults are tested
// against the clients the server really uses (decision 0042).
package faultproxy

import (
	"io"
	"net"
	"strconv"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

// Mode is what the proxy does with a connection.
type Mode int32

const (
	// Pass copies bytes both ways between the client and the service.
	Pass Mode = iota
	// Fail reads what the client sends first (if it speaks first), writes
	// the failure reply the proxy was started with, and closes.
	Fail
	// Hang takes the connection and never answers until the test ends.
	Hang
	// Garbage writes bytes of no protocol and closes.
	Garbage
)

func (m Mode) String() string {
	return [...]string{"pass", "fail", "hang", "garbage"}[m]
}

// HTTPFailure is an HTTP 503 answer with body (for S3 an XML error, for an
// OpenAI-compatible service a JSON one).
func HTTPFailure(contentType, body string) []byte {
	return []byte("HTTP/1.1 503 Service Unavailable\r\nContent-Type: " + contentType +
		"\r\nConnection: close\r\nContent-Length: " + strconv.Itoa(len(body)) + "\r\n\r\n" + body)
}

// SMTPFailure is the greeting of a mail server that takes no mail now.
var SMTPFailure = []byte("421 4.3.2 Service not available, closing transmission channel\r\n")

// garbage is what Garbage writes: no protocol begins like this.
var garbage = []byte("\x00\x17\xfe\xff garbage \x80\x81\x82 not a protocol \x1b[31m\r\n\r\n\xde\xad\xbe\xef")

// Proxy is a listening stand-in in front of one service.
type Proxy struct {
	// Addr is host:port to give the client instead of the service's.
	Addr string

	target    string
	failReply []byte
	mode      atomic.Int32
	accepted  atomic.Int64

	mu    sync.Mutex
	conns map[net.Conn]bool
	done  chan struct{}
}

// Start listens on a free loopback port in front of target (host:port),
// in Pass mode, until the test ends. failReply is what Fail answers: an
// HTTP answer is written after the client's request is read, as a real
// server does; anything else is a greeting, written at once.
func Start(t testing.TB, target string, failReply []byte) *Proxy {
	t.Helper()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	p := &Proxy{Addr: l.Addr().String(), target: target, failReply: failReply,
		conns: map[net.Conn]bool{}, done: make(chan struct{})}
	go p.serve(l)
	t.Cleanup(func() {
		close(p.done)
		l.Close()
		p.closeAll()
	})
	return p
}

// Set changes what the proxy does from now on. Open connections are
// closed, so a client's pooled connection meets the new mode too.
func (p *Proxy) Set(m Mode) {
	p.mode.Store(int32(m))
	p.closeAll()
}

// Accepted counts the connections the proxy has taken.
func (p *Proxy) Accepted() int { return int(p.accepted.Load()) }

func (p *Proxy) serve(l net.Listener) {
	for {
		c, err := l.Accept()
		if err != nil {
			return
		}
		p.accepted.Add(1)
		if !p.track(c) {
			c.Close()
			return
		}
		go p.handle(c, Mode(p.mode.Load()))
	}
}

func (p *Proxy) track(c net.Conn) bool {
	p.mu.Lock()
	defer p.mu.Unlock()
	select {
	case <-p.done:
		return false
	default:
	}
	p.conns[c] = true
	return true
}

func (p *Proxy) untrack(c net.Conn) {
	p.mu.Lock()
	delete(p.conns, c)
	p.mu.Unlock()
	c.Close()
}

func (p *Proxy) closeAll() {
	p.mu.Lock()
	defer p.mu.Unlock()
	for c := range p.conns {
		c.Close()
		delete(p.conns, c)
	}
}

func (p *Proxy) handle(c net.Conn, m Mode) {
	defer p.untrack(c)
	switch m {
	case Pass:
		p.pass(c)
	case Fail:
		if !speaksFirst(p.failReply) {
			// An HTTP client sends its request first: read its head.
			_ = c.SetReadDeadline(time.Now().Add(2 * time.Second))
			_, _ = c.Read(make([]byte, 64<<10))
		}
		_, _ = c.Write(p.failReply)
	case Hang:
		_, _ = io.Copy(io.Discard, c) // until the client or the test gives up
	case Garbage:
		_, _ = c.Write(garbage)
	}
}

// speaksFirst reports whether reply is a server greeting (SMTP) rather
// than an answer to a request (HTTP).
func speaksFirst(reply []byte) bool {
	return len(reply) < 5 || string(reply[:5]) != "HTTP/"
}

func (p *Proxy) pass(c net.Conn) {
	s, err := net.DialTimeout("tcp", p.target, 5*time.Second)
	if err != nil {
		return
	}
	if !p.track(s) {
		s.Close()
		return
	}
	defer p.untrack(s)
	done := make(chan struct{}, 2)
	go func() { _, _ = io.Copy(s, c); done <- struct{}{} }()
	go func() { _, _ = io.Copy(c, s); done <- struct{}{} }()
	<-done // one side ended: end both
}
