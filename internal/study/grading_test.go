package study

import (
	"encoding/json"
	"os"
	"testing"

	"github.com/storyglot/storyglot/internal/study/fsrs"
)

func ptr[T any](v T) *T { return &v }

func TestGrade(t *testing.T) {
	tests := []struct {
		name    string
		mode    Mode
		outcome Outcome
		want    fsrs.Rating // 0: an invalid request
	}{
		{"test choice right", ModeTest, Outcome{Correct: ptr(true), DurationMs: 6000}, fsrs.Good},
		{"test choice right, unknown time", ModeTest, Outcome{Correct: ptr(true)}, fsrs.Good},
		{"test choice right and fast", ModeTest, Outcome{Correct: ptr(true), DurationMs: 2500}, fsrs.Easy},
		{"test choice at the threshold is not fast", ModeTest, Outcome{Correct: ptr(true), DurationMs: 4000}, fsrs.Good},
		{"test choice wrong", ModeTest, Outcome{Correct: ptr(false), DurationMs: 1000}, fsrs.Again},
		{"test with nothing", ModeTest, Outcome{}, 0},
		{"test typed exact", ModeTest, Outcome{TypedAnswer: "Ana vive en Sevilla.", Expected: "Ana vive en Sevilla.", DurationMs: 20000}, fsrs.Good},
		{"test typed without accents, case or punctuation", ModeTest, Outcome{TypedAnswer: "  donde   ESTA el cafe ", Expected: "¿Dónde está el café?"}, fsrs.Good},
		{"test typed exact and fast", ModeTest, Outcome{TypedAnswer: "gato", Expected: "gato", DurationMs: 3000}, fsrs.Easy},
		{"typing time grows with the answer", ModeTest, Outcome{TypedAnswer: "la casa es grande", Expected: "la casa es grande", DurationMs: 7000}, fsrs.Easy},
		{"test typed one typo in a word", ModeTest, Outcome{TypedAnswer: "biblioteka", Expected: "biblioteca"}, fsrs.Hard},
		{"test typed two typos in a short word", ModeTest, Outcome{TypedAnswer: "bibliotaka", Expected: "biblioteca"}, fsrs.Again},
		{"test typed two typos in a phrase", ModeTest, Outcome{TypedAnswer: "la bibliotaka grande", Expected: "la biblioteca grande"}, fsrs.Hard},
		{"test typed 15% of a sentence", ModeTest, Outcome{TypedAnswer: "Ana vivi en Sevila cun su gato", Expected: "Ana vive en Sevilla con su gato."}, fsrs.Hard},
		{"test typed another three-letter word", ModeTest, Outcome{TypedAnswer: "sal", Expected: "sol"}, fsrs.Again},
		{"test typed wrong", ModeTest, Outcome{TypedAnswer: "perro", Expected: "gato"}, fsrs.Again},
		{"test typed empty", ModeTest, Outcome{TypedAnswer: "", Expected: "gato"}, fsrs.Again},
		{"test choice right with the expected answer sent along", ModeTest, Outcome{Correct: ptr(true), Expected: "gato", DurationMs: 9000}, fsrs.Good},
		{"test choice wrong with the expected answer sent along", ModeTest, Outcome{Correct: ptr(false), Expected: "gato"}, fsrs.Again},
		{"missing right at once", ModeMissing, Outcome{Correct: ptr(true), DurationMs: 9000}, fsrs.Good},
		{"missing right at once and fast", ModeMissing, Outcome{Correct: ptr(true), DurationMs: 1500}, fsrs.Easy},
		{"missing right after a wrong try", ModeMissing, Outcome{Correct: ptr(true), WrongTries: 1, DurationMs: 1500}, fsrs.Hard},
		{"missing right with a hint", ModeMissing, Outcome{Correct: ptr(true), HintUsed: true}, fsrs.Hard},
		{"missing wrong", ModeMissing, Outcome{Correct: ptr(false)}, fsrs.Again},
		{"missing typed right", ModeMissing, Outcome{TypedAnswer: "Está", Expected: "está"}, fsrs.Good},
		{"missing typed with a typo", ModeMissing, Outcome{TypedAnswer: "biblioteka", Expected: "biblioteca"}, fsrs.Hard},
		{"missing typed wrong", ModeMissing, Outcome{TypedAnswer: "casa", Expected: "gato"}, fsrs.Again},
		{"missing with nothing", ModeMissing, Outcome{}, 0},
		{"missing chosen right with the expected word sent along", ModeMissing, Outcome{Correct: ptr(true), Expected: "gato", DurationMs: 9000}, fsrs.Good},
		{"order all right", ModeOrder, Outcome{OrderCorrect: 8, OrderTotal: 8, DurationMs: 500}, fsrs.Good},
		{"order 75%", ModeOrder, Outcome{OrderCorrect: 6, OrderTotal: 8}, fsrs.Hard},
		{"order below 75%", ModeOrder, Outcome{OrderCorrect: 5, OrderTotal: 8}, fsrs.Again},
		{"order none right", ModeOrder, Outcome{OrderCorrect: 0, OrderTotal: 3}, fsrs.Again},
		{"order without a total", ModeOrder, Outcome{}, 0},
		{"order more right than total", ModeOrder, Outcome{OrderCorrect: 4, OrderTotal: 3}, 0},
		{"review needs the learner's grade", ModeReview, Outcome{Correct: ptr(true)}, 0},
		{"random needs the learner's grade", ModeRandom, Outcome{}, 0},
		{"slideshow needs the learner's grade", ModeSlideshow, Outcome{}, 0},
		{"unknown mode", Mode("quiz"), Outcome{Correct: ptr(true)}, 0},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, err := Grade(tc.mode, tc.outcome)
			if tc.want == 0 {
				if err == nil {
					t.Fatalf("Grade = %v, want an error", got)
				}
				return
			}
			if err != nil || got != tc.want {
				t.Errorf("Grade = %v, %v; want %v", got, err, tc.want)
			}
		})
	}
}

func TestNormalize(t *testing.T) {
	tests := []struct{ in, want string }{
		{"¿Dónde está el café?", "donde esta el cafe"},
		{"  Ça   va,  Françoise !", "ca va francoise"},
		{"Über-Größe", "uber grosse"},
		{"l'homme", "l homme"},
		{"ΚΑΛΗΜΈΡΑ", "καλημερα"},
		{"नमस्ते!", "नमस्ते"}, // Devanagari signs are kept
		{"がっこう。", "がっこう"},     // so is the dakuten
		{"你好，世界", "你好 世界"},
		{"...", ""},
	}
	for _, tc := range tests {
		if got := Normalize(tc.in); got != tc.want {
			t.Errorf("Normalize(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}

func TestLevenshtein(t *testing.T) {
	tests := []struct {
		a, b string
		want int
	}{
		{"", "", 0}, {"", "abc", 3}, {"gato", "gato", 0}, {"gato", "pato", 1}, {"gato", "gatos", 1},
		{"kitten", "sitting", 3}, {"está", "esta", 1}, {"你好", "你们好", 1},
	}
	for _, tc := range tests {
		if got := Levenshtein(tc.a, tc.b); got != tc.want {
			t.Errorf("Levenshtein(%q, %q) = %d, want %d", tc.a, tc.b, got, tc.want)
		}
		if got := Levenshtein(tc.b, tc.a); got != tc.want {
			t.Errorf("Levenshtein(%q, %q) = %d, want %d", tc.b, tc.a, got, tc.want)
		}
	}
}

func TestTolerance(t *testing.T) {
	for _, tc := range []struct {
		s    string
		want int
	}{{"sol", 0}, {"gato", 1}, {"biblioteca", 1}, {"la biblioteca grande", 2}, {"ana vive en sevilla con su gato", 4}} {
		if got := Tolerance(tc.s); got != tc.want {
			t.Errorf("Tolerance(%q) = %d, want %d", tc.s, got, tc.want)
		}
	}
}

// typedAnswers is the one table of typed-answer cases, shared with the
// browser's Vitest test (web/.../grading.test.ts).
type typedAnswers struct {
	Normalize []struct{ Script, In, Out string }             `json:"normalize"`
	Grade     []struct{ Case, Typed, Expected, Want string } `json:"grade"`
}

func TestSharedTypedAnswerTable(t *testing.T) {
	raw, err := os.ReadFile("testdata/typed-answers.json")
	if err != nil {
		t.Fatal(err)
	}
	var table typedAnswers
	if err := json.Unmarshal(raw, &table); err != nil {
		t.Fatal(err)
	}
	if len(table.Normalize) < 10 || len(table.Grade) < 10 {
		t.Fatalf("the shared table is too small: %d normalize, %d grade cases", len(table.Normalize), len(table.Grade))
	}
	for _, tc := range table.Normalize {
		if got := Normalize(tc.In); got != tc.Out {
			t.Errorf("%s: Normalize(%q) = %q, want %q", tc.Script, tc.In, got, tc.Out)
		}
	}
	verdict := map[fsrs.Rating]string{fsrs.Again: "wrong", fsrs.Hard: "close", fsrs.Good: "right", fsrs.Easy: "right"}
	for _, tc := range table.Grade {
		if got := verdict[GradeTyped(tc.Typed, tc.Expected, 0)]; got != tc.Want {
			t.Errorf("%s: GradeTyped(%q, %q) = %s, want %s", tc.Case, tc.Typed, tc.Expected, got, tc.Want)
		}
	}
}
