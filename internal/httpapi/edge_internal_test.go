package httpapi

import (
	"strings"
	"testing"
)

func TestCheckJSON(t *testing.T) {
	for _, tt := range []struct {
		body, want string
	}{
		{`{"a":"b","c":[{"a":1},{"a":2}]}`, ""},
		{`{"a":{"b":1},"c":{"b":2}}`, ""},
		{`{"a":"x\\u0000"}`, ""}, // an escaped backslash, then text: no NUL
		{`{"a":"x\u0000"}`, "NUL"},
		{`{"k\u0000":1}`, "NUL"},
		{"{\"a\":\"\xff\"}", "UTF-8"},
		{`{"a":1,"a":2}`, "twice"},
		{`{"reviews":[],"REVIEWS":[1]}`, "case"},
		{`{"x":{"Mode":1,"mode":2}}`, "case"},
		{`{"ſ":1,"s":2}`, "case"}, // encoding/json folds the long s into s
		{`{"a":`, ""},             // malformed: the decoder says so
		{`[1,2,{"a":1,"b":[{"a":1}]}]`, ""},
	} {
		if got := checkJSON([]byte(tt.body)); (tt.want == "") != (got == "") || !strings.Contains(got, tt.want) {
			t.Errorf("checkJSON(%s) = %q, want %q", tt.body, got, tt.want)
		}
	}
}

func TestCleanUserAgent(t *testing.T) {
	for in, want := range map[string]string{
		"Mozilla/5.0":            "Mozilla/5.0",
		"Moz\xff\xfeilla":        "Moz\uFFFDilla",
		"a\x00b\x01c\x7fd\te":    "abcde",
		strings.Repeat("日", 200): strings.Repeat("日", 170), // 600 bytes cut to 510, not 512
	} {
		if got := cleanUserAgent(in); got != want {
			t.Errorf("cleanUserAgent(%q) = %q, want %q", in, got, want)
		}
	}
}
