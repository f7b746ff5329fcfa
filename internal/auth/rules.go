package auth

import (
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/storyglot/storyglot/internal/domain"
)

// The validation rules and messages of product §4.

var (
	errMissing       = domain.Titled(domain.CodeInvalid, "Missing Information", "Please fill in both email and password.")
	errInvalidEmail  = domain.Titled(domain.CodeInvalid, "Invalid Email", "Please enter a valid email address.")
	errEmailRequired = domain.Titled(domain.CodeInvalid, "Email Required", "Please enter your email address to reset your password.")
	errLogin         = domain.Titled(domain.CodeUnauthorized, "Login Error", "Invalid login credentials. If you have just registered, confirm your email first.")
	errTooMany       = domain.Titled(domain.CodeRateLimited, "Too Many Attempts", "Please wait before trying again.")
)

// Password messages of product §4.
const (
	MsgPasswordShort = "Password must be at least 8 characters long"
	MsgPasswordMix   = "Password should contain a mix of uppercase, lowercase, numbers, and special characters"
	MsgPasswordLong  = "Password must be at most 128 characters long"
)

var (
	emailShape     = regexp.MustCompile(`^[^\s@]+@[^\s@]+\.[^\s@]+$`)
	eventHandlerRe = regexp.MustCompile(`(?i)on\w+\s*=`)
	schemeRe       = regexp.MustCompile(`(?i)javascript:|data:`)
)

// SanitizeEmail trims the address and strips what could be markup or script
// (angle brackets, 'javascript:', 'on…=' handlers, 'data:'), as product §4 says.
func SanitizeEmail(s string) string {
	s = strings.TrimSpace(s)
	s = strings.NewReplacer("<", "", ">", "").Replace(s)
	s = schemeRe.ReplaceAllString(s, "")
	s = eventHandlerRe.ReplaceAllString(s, "")
	return strings.TrimSpace(s)
}

// NormalizeEmail sanitises and checks an address and returns it lower-cased.
func NormalizeEmail(s string) (string, error) {
	s = SanitizeEmail(s)
	if s == "" || len(s) > domain.EmailMaxLen || !emailShape.MatchString(s) {
		return "", errInvalidEmail
	}
	return strings.ToLower(s), nil
}

// PasswordScore adds a point each for lowercase, uppercase, digit, special
// character, a length of 8 or more and a length of 12 or more (product §4).
func PasswordScore(p string) int {
	var lower, upper, digit, special bool
	for _, r := range p {
		switch {
		case unicode.IsLower(r):
			lower = true
		case unicode.IsUpper(r):
			upper = true
		case unicode.IsDigit(r):
			digit = true
		case !unicode.IsSpace(r):
			special = true
		}
	}
	n := utf8.RuneCountInString(p)
	score := 0
	for _, ok := range []bool{lower, upper, digit, special, n >= domain.PasswordMinLen, n >= 12} {
		if ok {
			score++
		}
	}
	return score
}

// PasswordProblems lists what is wrong with a new password; empty means valid.
func PasswordProblems(p string) []string {
	var probs []string
	n := utf8.RuneCountInString(p)
	if n < domain.PasswordMinLen {
		probs = append(probs, MsgPasswordShort)
	}
	if n > domain.PasswordMaxLen {
		probs = append(probs, MsgPasswordLong)
	}
	if PasswordScore(p) < 3 {
		probs = append(probs, MsgPasswordMix)
	}
	return probs
}

func checkNewPassword(p string) error {
	probs := PasswordProblems(p)
	if len(probs) == 0 {
		return nil
	}
	return &domain.Error{Code: domain.CodeInvalid, Title: "Registration Error", Message: probs[0],
		Fields: map[string]string{"password": strings.Join(probs, "\n")}}
}

// DefaultDisplayName is the first 13 characters of the email's local part.
func DefaultDisplayName(email string) string {
	local, _, _ := strings.Cut(email, "@")
	r := []rune(local)
	if len(r) > domain.DisplayNameMaxRunes {
		r = r[:domain.DisplayNameMaxRunes]
	}
	return string(r)
}
