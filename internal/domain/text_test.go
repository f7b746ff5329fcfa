package domain

import "testing"

func TestTruncate(t *testing.T) {
	for _, tt := range []struct {
		s    string
		n    int
		want string
	}{
		{"abc", 5, "abc"},
		{"abc", 3, "abc"},
		{"abcdef", 4, "abcd"},
		{"schläft", 5, "schl"}, // "ä" is two bytes: not cut in half
		{"schläft", 6, "schlä"},
		{"猫", 2, ""},
		{"", 0, ""},
	} {
		if got := Truncate(tt.s, tt.n); got != tt.want {
			t.Errorf("Truncate(%q, %d) = %q, want %q", tt.s, tt.n, got, tt.want)
		}
	}
}
