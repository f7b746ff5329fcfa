package video

import (
	"reflect"
	"testing"
)

func TestWrap(t *testing.T) {
	tests := []struct {
		name  string
		text  string
		width float64 // em
		want  []string
	}{
		{"fits", "Hola, ¿qué tal?", 20, []string{"Hola, ¿qué tal?"}},
		{"words", "uno dos tres cuatro", 5, []string{"uno dos", "tres", "cuatro"}},
		{"newline kept", "uno\ndos", 20, []string{"uno", "dos"}},
		{"long word cut", "aaaaaaaaaa", 3, []string{"aaaaa", "aaaaa"}},
		{"cjk between characters", "我每天早上七点", 3, []string{"我每天", "早上七", "点"}},
		{"no closing punctuation first", "你好。我很好", 3, []string{"你好。", "我很好"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := wrap(tt.text, tt.width); !reflect.DeepEqual(got, tt.want) {
				t.Errorf("wrap(%q, %v) = %q, want %q", tt.text, tt.width, got, tt.want)
			}
		})
	}
}

func TestDetectScript(t *testing.T) {
	tests := []struct {
		text string
		want script
	}{
		{"Hola", scriptLatin}, {"ˈola", scriptLatin}, {"Привет", scriptCyrillic}, {"我 OK", scriptCJK},
		{"ねこ", scriptCJK}, {"안녕", scriptCJK}, {"مرحبا", scriptArabic}, {"नमस्ते", scriptDevanagari},
	}
	for _, tt := range tests {
		if got := detectScript(tt.text); got != tt.want {
			t.Errorf("detectScript(%q) = %v, want %v", tt.text, got, tt.want)
		}
	}
}

func TestCleanText(t *testing.T) {
	if got, want := cleanText(" a\tb\x00c\r\n\n  d  e \x1b"), "a bc\nd e"; got != want {
		t.Errorf("cleanText = %q, want %q", got, want)
	}
	if got := cleanText("a\xffb"); got != "a\uFFFDb" {
		t.Errorf("invalid UTF-8: %q", got)
	}
}

func TestFilterValue(t *testing.T) {
	if got, want := filterValue(`/f/a:b'c\d[e],f;g`), `/f/a\\:b\\\'c\\\\d\[e\]\,f\;g`; got != want {
		t.Errorf("filterValue = %s, want %s", got, want)
	}
}
