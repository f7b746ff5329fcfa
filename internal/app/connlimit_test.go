package app

import (
	"io"
	"net"
	"net/netip"
	"testing"
	"time"
)

// TestConnectionsPerClientAreBounded: past the bound, a client's new
// connection is closed on accept; closing one of its others makes room;
// a trusted proxy is not bounded.
func TestConnectionsPerClientAreBounded(t *testing.T) {
	for _, tc := range []struct {
		name    string
		trusted []netip.Prefix
		bounded bool
	}{
		{"a client", nil, true},
		{"a trusted proxy", []netip.Prefix{netip.MustParsePrefix("127.0.0.0/8")}, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			raw, err := net.Listen("tcp", "127.0.0.1:0")
			if err != nil {
				t.Fatal(err)
			}
			ln := limitPerClient(raw, 2, tc.trusted, nil)
			defer ln.Close()
			accepted := make(chan net.Conn, 10)
			go func() {
				for {
					c, err := ln.Accept()
					if err != nil {
						return
					}
					accepted <- c
				}
			}()
			dial := func() net.Conn {
				c, err := net.Dial("tcp", raw.Addr().String())
				if err != nil {
					t.Fatal(err)
				}
				t.Cleanup(func() { c.Close() })
				return c
			}
			// closed tells whether the server closed c (EOF) rather than keeping it open.
			closed := func(c net.Conn) bool {
				_ = c.SetReadDeadline(time.Now().Add(300 * time.Millisecond))
				_, err := c.Read(make([]byte, 1))
				return err == io.EOF
			}
			dial()
			dial()
			first := <-accepted
			<-accepted
			third := dial()
			if got := closed(third); got != tc.bounded {
				t.Fatalf("third connection closed: %v, want %v", got, tc.bounded)
			}
			if !tc.bounded {
				return
			}
			first.Close()
			if closed(dial()) {
				t.Fatal("a freed place was not given to the next connection")
			}
		})
	}
}
