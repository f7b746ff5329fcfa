package study

import (
	"fmt"
	"strings"
	"time"
	"unicode"

	"golang.org/x/text/unicode/norm"

	"github.com/storyglot/storyglot/internal/domain"
	"github.com/storyglot/storyglot/internal/study/fsrs"
)

// Mode is a way of studying a lesson (product §7).
type Mode string

// The study modes.
const (
	ModeReview    Mode = "review"    // flip the card, grade yourself 1–4
	ModeTest      Mode = "test"      // multiple choice or a typed answer
	ModeMissing   Mode = "missing"   // fill in the missing word
	ModeOrder     Mode = "order"     // put the words in order
	ModeRandom    Mode = "random"    // cards drawn from every lesson, graded like Review
	ModeSlideshow Mode = "slideshow" // passive; only a grade the learner gives counts
)

// Valid reports whether m is a known mode.
func (m Mode) Valid() bool {
	switch m {
	case ModeReview, ModeTest, ModeMissing, ModeOrder, ModeRandom, ModeSlideshow:
		return true
	}
	return false
}

// Outcome is what happened when a card was answered, for modes the server
// grades. Only the fields of the mode matter.
type Outcome struct {
	// Correct: Test multiple choice, and Missing when no typed answer is given.
	Correct *bool `json:"correct,omitempty"`
	// TypedAnswer and Expected: Test typed answers (and Missing when typed).
	TypedAnswer string `json:"typedAnswer,omitempty"`
	Expected    string `json:"expected,omitempty"`
	// WrongTries and HintUsed: Missing.
	WrongTries int  `json:"wrongTries,omitempty"`
	HintUsed   bool `json:"hintUsed,omitempty"`
	// OrderCorrect of OrderTotal positions right: Order.
	OrderCorrect int `json:"orderCorrect,omitempty"`
	OrderTotal   int `json:"orderTotal,omitempty"`
	// DurationMs is how long the answer took (0: unknown).
	DurationMs int `json:"durationMs,omitempty"`
	// Direction is how the card was asked (decision 0051): one of the
	// Directions; empty for target → native, the way every card was asked
	// before there was a choice. It does not change the grade: directions
	// are ways of asking the same card, with one memory.
	Direction string `json:"direction,omitempty"`
}

// The ways a card can be asked besides target → native (Outcome.Direction).
const (
	DirectionTargetNative = "target-native" // the sentence, then its translation (the default)
	DirectionNativeTarget = "native-target" // the translation, then the sentence
	DirectionListening    = "listening"     // the audio, the text hidden until the answer
)

// Grading thresholds.
const (
	// FastAnswer: a correct first-try answer in Test (multiple choice) or
	// Missing given faster than this is Easy rather than Good.
	FastAnswer = 4 * time.Second
	// FastTypedPerRune is added to FastAnswer per character of the expected
	// answer for typed answers, since typing takes time.
	FastTypedPerRune = 250 * time.Millisecond
	// OrderHard is the share of right positions in Order that still counts
	// as recalled (Hard); all right is Good.
	OrderHard = 0.75
)

func invalid(format string, args ...any) error {
	return &domain.Error{Code: domain.CodeInvalid, Title: "Invalid Review", Message: fmt.Sprintf(format, args...)}
}

// Grade turns a mode's outcome into an FSRS grade. Review, Random and
// Slideshow have no outcome to grade: the learner's own grade is needed.
func Grade(m Mode, o Outcome) (fsrs.Rating, error) {
	switch m {
	case ModeTest:
		// Typed when there is a typed answer, or nothing else to go by; a
		// choice's `correct` wins over an `expected` sent along with it.
		if o.Expected != "" && (o.TypedAnswer != "" || o.Correct == nil) {
			return GradeTyped(o.TypedAnswer, o.Expected, o.DurationMs), nil
		}
		if o.Correct == nil {
			return 0, invalid("A test answer needs correct, or typedAnswer and expected.")
		}
		return GradeChoice(*o.Correct, o.DurationMs), nil
	case ModeMissing:
		correct, nearMiss := false, false
		switch {
		case o.Expected != "" && (o.TypedAnswer != "" || o.Correct == nil):
			g := GradeTyped(o.TypedAnswer, o.Expected, 0)
			correct, nearMiss = g != fsrs.Again, g == fsrs.Hard
		case o.Correct != nil:
			correct = *o.Correct
		default:
			return 0, invalid("A missing-word answer needs correct, or typedAnswer and expected.")
		}
		if nearMiss {
			o.HintUsed = true // a typo is as good as a hint, not a clean recall
		}
		return GradeMissing(correct, o.WrongTries, o.HintUsed, o.DurationMs), nil
	case ModeOrder:
		return GradeOrder(o.OrderCorrect, o.OrderTotal)
	case ModeReview, ModeRandom, ModeSlideshow:
		return 0, invalid("In %s mode the grade (1–4) is the learner's own.", m)
	}
	return 0, invalid("Unknown study mode %q.", m)
}

// GradeChoice grades a multiple-choice answer: wrong is Again, right is Good,
// right and fast is Easy.
func GradeChoice(correct bool, durationMs int) fsrs.Rating {
	if !correct {
		return fsrs.Again
	}
	if fast(durationMs, FastAnswer) {
		return fsrs.Easy
	}
	return fsrs.Good
}

// GradeTyped grades a typed answer against the expected one, ignoring case,
// accents, punctuation and spacing: the same is Good (Easy when fast), a few
// typos (see Tolerance) are Hard, anything else is Again.
func GradeTyped(typed, expected string, durationMs int) fsrs.Rating {
	a, b := Normalize(typed), Normalize(expected)
	if a == "" || b == "" {
		return fsrs.Again
	}
	if a == b {
		n := len([]rune(b))
		if fast(durationMs, FastAnswer+time.Duration(n)*FastTypedPerRune) {
			return fsrs.Easy
		}
		return fsrs.Good
	}
	if Levenshtein(a, b) <= Tolerance(b) {
		return fsrs.Hard
	}
	return fsrs.Again
}

// Tolerance is how many edits a typed answer may be off and still count as
// recalled with effort: none for words of up to 3 letters (one letter makes
// another word), 1 up to 10, 2 up to 20, then 15% of the length.
func Tolerance(expected string) int {
	n := len([]rune(expected))
	switch {
	case n <= 3:
		return 0
	case n <= 10:
		return 1
	case n <= 20:
		return 2
	}
	return n * 15 / 100
}

// GradeMissing grades a missing-word answer: wrong is Again; right after a
// wrong try or with a hint is Hard; right at once is Good, Easy when fast.
func GradeMissing(correct bool, wrongTries int, hint bool, durationMs int) fsrs.Rating {
	switch {
	case !correct:
		return fsrs.Again
	case wrongTries > 0 || hint:
		return fsrs.Hard
	case fast(durationMs, FastAnswer):
		return fsrs.Easy
	}
	return fsrs.Good
}

// GradeOrder grades an Order answer by the positions put right: all is Good,
// at least 75% is Hard, less is Again.
func GradeOrder(right, total int) (fsrs.Rating, error) {
	if total <= 0 || right < 0 || right > total {
		return 0, invalid("An order answer needs 0 ≤ orderCorrect ≤ orderTotal and orderTotal ≥ 1.")
	}
	switch {
	case right == total:
		return fsrs.Good, nil
	case float64(right) >= OrderHard*float64(total):
		return fsrs.Hard, nil
	}
	return fsrs.Again, nil
}

func fast(durationMs int, limit time.Duration) bool {
	return durationMs > 0 && time.Duration(durationMs)*time.Millisecond < limit
}

// Normalize folds an answer for comparison: accents of Latin and Greek
// letters dropped, and the optional vowel marks of Arabic and Hebrew (other
// scripts keep their marks: й is not и, a Devanagari vowel sign or a Japanese
// dakuten changes the word), lower case (ß as ss), punctuation and symbols dropped,
// spaces collapsed. The browser's instant feedback folds the same way; the
// cases both test are in testdata/typed-answers.json.
func Normalize(s string) string {
	var b strings.Builder
	b.Grow(len(s))
	var base rune
	space := false
	for _, r := range norm.NFD.String(s) {
		switch {
		case unicode.Is(unicode.Mn, r):
			if optionalMark(base) {
				continue
			}
			b.WriteRune(r)
			continue
		case unicode.IsPunct(r) || unicode.IsSymbol(r) || unicode.IsSpace(r):
			space = b.Len() > 0
			continue
		}
		if space {
			b.WriteByte(' ')
			space = false
		}
		base = r
		if r = unicode.ToLower(r); r == 'ß' {
			b.WriteString("ss") // typed as ss where there is no ß key
			continue
		}
		b.WriteRune(r)
	}
	return norm.NFC.String(b.String())
}

// optionalMark reports whether a combining mark on base may be left out:
// accents on Latin and Greek letters, harakat and niqqud on Arabic and Hebrew.
func optionalMark(base rune) bool {
	return unicode.In(base, unicode.Latin, unicode.Greek, unicode.Arabic, unicode.Hebrew)
}

// Levenshtein is the number of single-rune insertions, deletions and
// substitutions that turn a into b.
func Levenshtein(a, b string) int {
	ra, rb := []rune(a), []rune(b)
	if len(ra) < len(rb) {
		ra, rb = rb, ra
	}
	prev := make([]int, len(rb)+1)
	cur := make([]int, len(rb)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(ra); i++ {
		cur[0] = i
		for j := 1; j <= len(rb); j++ {
			cost := 1
			if ra[i-1] == rb[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
		}
		prev, cur = cur, prev
	}
	return prev[len(rb)]
}
