package auth

import (
	"errors"
	"strings"
	"testing"

	"github.com/storyglot/storyglot/internal/domain"
)

func TestNormalizeEmail(t *testing.T) {
	tests := []struct{ in, want string }{
		{"  Ana@Example.COM ", "ana@example.com"},
		{"<ana@example.com>", "ana@example.com"},
		{"javascript:ana@example.com", "ana@example.com"},
		{"ana@example.com onload=alert(1)", ""},
		{"data:ana@example.com", "ana@example.com"},
		{"ana@example", ""},
		{"ana example@x.com", ""},
		{"", ""},
		{strings.Repeat("a", 250) + "@x.com", ""},
	}
	for _, tt := range tests {
		got, err := NormalizeEmail(tt.in)
		if tt.want == "" {
			var de *domain.Error
			if !errors.As(err, &de) || de.Title != "Invalid Email" || de.Message != "Please enter a valid email address." {
				t.Errorf("NormalizeEmail(%q) = %q, %v; want Invalid Email", tt.in, got, err)
			}
			continue
		}
		if err != nil || got != tt.want {
			t.Errorf("NormalizeEmail(%q) = %q, %v; want %q", tt.in, got, err, tt.want)
		}
	}
}

func TestPasswordRules(t *testing.T) {
	tests := []struct {
		pw    string
		score int
		probs []string
	}{
		{"short", 1, []string{MsgPasswordShort, MsgPasswordMix}},
		{"password", 2, []string{MsgPasswordMix}},
		{"Password", 3, nil},
		{"password1", 3, nil},
		{"Pass1!", 4, []string{MsgPasswordShort}},
		{"Correct-Horse-9", 6, nil},
		{"ÁRBOL-casa", 4, nil},
		{strings.Repeat("Aa1!", 33), 6, []string{MsgPasswordLong}},
	}
	for _, tt := range tests {
		if got := PasswordScore(tt.pw); got != tt.score {
			t.Errorf("PasswordScore(%q) = %d, want %d", tt.pw, got, tt.score)
		}
		got := PasswordProblems(tt.pw)
		if strings.Join(got, "|") != strings.Join(tt.probs, "|") {
			t.Errorf("PasswordProblems(%q) = %q, want %q", tt.pw, got, tt.probs)
		}
	}
}

func TestDefaultDisplayName(t *testing.T) {
	for in, want := range map[string]string{
		"ana@example.com":                    "ana",
		"christopher.columbus@example.com":   "christopher.c",
		"josé.maría.lópez.garcía@example.es": "josé.maría.ló",
	} {
		if got := DefaultDisplayName(in); got != want {
			t.Errorf("DefaultDisplayName(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestPasswordHashing(t *testing.T) {
	h := HashPassword("Correct-Horse-9")
	if !strings.HasPrefix(h, "$argon2id$v=19$m=19456,t=2,p=1$") {
		t.Errorf("hash %q", h)
	}
	if !VerifyPassword("Correct-Horse-9", h) || VerifyPassword("correct-horse-9", h) || VerifyPassword("x", "garbage") {
		t.Error("verification is wrong")
	}
	if HashPassword("Correct-Horse-9") == h {
		t.Error("two hashes of one password are equal: no salt")
	}
}
