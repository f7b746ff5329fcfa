package config

import (
	"errors"
	"fmt"
	"log/slog"
	"net/netip"
	"strconv"
	"strings"
	"time"
)

// The parsers of the typed settings: each turns the text of a flag or an
// environment variable into its field once, in Load, or says what is wrong.

func text(p *string) func(string) error {
	return func(s string) error { *p = s; return nil }
}

// logLevel parses a slog level: debug, info, warn or error.
func logLevel(p *slog.Level) func(string) error {
	return func(s string) error {
		var l slog.Level
		if err := l.UnmarshalText([]byte(s)); err != nil {
			return errors.New("must be debug, info, warn or error")
		}
		*p = l
		return nil
	}
}

// onOff parses "on" (true) or "off" (false).
func onOff(p *bool) func(string) error {
	return func(s string) error {
		switch s {
		case "on":
			*p = true
		case "off":
			*p = false
		default:
			return errors.New("must be on or off")
		}
		return nil
	}
}

// duration parses a Go duration of at least min.
func duration(p *time.Duration, min time.Duration) func(string) error {
	return func(s string) error {
		d, err := time.ParseDuration(s)
		if err != nil || d < min {
			return fmt.Errorf("must be a duration of at least %s, such as 60s", min)
		}
		*p = d
		return nil
	}
}

// number parses a whole number from lo to hi.
func number(p *int, lo, hi int) func(string) error {
	return func(s string) error {
		n, err := strconv.Atoi(strings.TrimSpace(s))
		if err != nil || n < lo || n > hi {
			return fmt.Errorf("must be a whole number from %d to %d", lo, hi)
		}
		*p = n
		return nil
	}
}

// prefixes parses comma-separated addresses and CIDRs (an address is a
// prefix of its full length).
func prefixes(p *[]netip.Prefix) func(string) error {
	return func(s string) error {
		var out []netip.Prefix
		for _, f := range strings.Split(s, ",") {
			f = strings.TrimSpace(f)
			if f == "" {
				continue
			}
			if pr, err := netip.ParsePrefix(f); err == nil {
				out = append(out, pr.Masked())
				continue
			}
			a, err := netip.ParseAddr(f)
			if err != nil {
				return fmt.Errorf("%q is not an address or CIDR", f)
			}
			out = append(out, netip.PrefixFrom(a, a.BitLen()))
		}
		*p = out
		return nil
	}
}
