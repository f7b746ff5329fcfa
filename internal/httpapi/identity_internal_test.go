package httpapi

import (
	"net/netip"
	"testing"
)

func TestClientIP(t *testing.T) {
	trusted := []netip.Prefix{netip.MustParsePrefix("10.0.0.0/8"), netip.MustParsePrefix("::1/128")}
	tests := []struct{ name, remote, xff, want string }{
		{"no proxy: the peer", "203.0.113.5:4000", "198.51.100.1", "203.0.113.5"},
		{"trusted proxy: the forwarded client", "10.1.2.3:4000", "198.51.100.1", "198.51.100.1"},
		{"a client cannot spoof past the proxy", "10.1.2.3:4000", "1.2.3.4, 198.51.100.1", "198.51.100.1"},
		{"chained trusted proxies are skipped", "10.1.2.3:4000", "198.51.100.1, 10.9.9.9", "198.51.100.1"},
		{"garbage ends the walk at the proxy", "10.1.2.3:4000", "not-an-ip", "10.1.2.3"},
		{"IPv6 proxy", "[::1]:4000", "2001:db8::7", "2001:db8::7"},
	}
	for _, tt := range tests {
		if got := clientIP(tt.remote, tt.xff, trusted); got != tt.want {
			t.Errorf("%s: clientIP = %q, want %q", tt.name, got, tt.want)
		}
	}
}
