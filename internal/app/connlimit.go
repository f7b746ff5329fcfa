package app

import (
	"log/slog"
	"net"
	"net/netip"
	"sync"
	"time"
)

// perClientListener bounds the connections one client address holds open
// at once (decision 0040: slow clients are cut). A connection past the
// bound is closed as soon as it is accepted; the client's others go on.
// Trusted proxies carry many clients and are not bounded.
type perClientListener struct {
	net.Listener
	max     int
	trusted []netip.Prefix

	log *slog.Logger

	mu      sync.Mutex
	open    map[netip.Addr]int
	refused int       // since the last log line
	logged  time.Time // when refusals were last logged (at most once a minute)
}

func limitPerClient(ln net.Listener, max int, trusted []netip.Prefix, log *slog.Logger) net.Listener {
	if max <= 0 {
		return ln
	}
	return &perClientListener{Listener: ln, max: max, trusted: trusted, log: log, open: map[netip.Addr]int{}}
}

func (l *perClientListener) Accept() (net.Conn, error) {
	for {
		c, err := l.Listener.Accept()
		if err != nil {
			return nil, err
		}
		ap, perr := netip.ParseAddrPort(c.RemoteAddr().String())
		if perr != nil || l.isTrusted(ap.Addr()) {
			return c, nil
		}
		addr := ap.Addr().Unmap()
		l.mu.Lock()
		if l.open[addr] >= l.max {
			l.refused++
			if now := time.Now(); now.Sub(l.logged) >= time.Minute && l.log != nil {
				l.log.Warn("connections refused: a client address holds the most it may (STORYGLOT_MAX_CONNS_PER_CLIENT; list a reverse proxy in STORYGLOT_TRUSTED_PROXIES)",
					"addr", addr.String(), "max", l.max, "refused", l.refused)
				l.logged, l.refused = now, 0
			}
			l.mu.Unlock()
			_ = c.Close()
			continue
		}
		l.open[addr]++
		l.mu.Unlock()
		return &countedConn{Conn: c, release: func() { l.release(addr) }}, nil
	}
}

func (l *perClientListener) isTrusted(a netip.Addr) bool {
	for _, p := range l.trusted {
		if p.Contains(a.Unmap()) {
			return true
		}
	}
	return false
}

func (l *perClientListener) release(a netip.Addr) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.open[a]--; l.open[a] <= 0 {
		delete(l.open, a)
	}
}

// countedConn gives its place back once, when it is closed.
type countedConn struct {
	net.Conn
	once    sync.Once
	release func()
}

func (c *countedConn) Close() error {
	err := c.Conn.Close()
	c.once.Do(c.release)
	return err
}

// CloseWrite passes through, so the server can half-close as it does on a
// plain TCP connection.
func (c *countedConn) CloseWrite() error {
	if cw, ok := c.Conn.(interface{ CloseWrite() error }); ok {
		return cw.CloseWrite()
	}
	return nil
}
