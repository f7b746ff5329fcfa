package gloss

// The particles and copula forms written onto a Korean noun, and the
// word's bases with them taken off.

import (
	"slices"
	"strings"
	"unicode/utf8"
)

// koParticles are the particles and endings that follow a noun in a word
// (학교에서, 친구들과): stripped when hunspell-ko does not know the word, to
// find the noun. Longest first.
var koParticles = []string{
	"에서는", "에게서", "한테서", "없이", "으로는", "이라고", "에서도", "까지는",
	"에서", "에게", "한테", "보고", "으로", "하고", "까지", "부터", "처럼", "보다", "마다", "이랑", "라고", "이나", "이에요", "예요", "이다", "입니다", "들이", "들은", "들을", "들의", "들과", "들도",
	"은", "는", "이", "가", "을", "를", "에", "의", "도", "로", "와", "과", "만", "랑", "나", "들", "께", "야",
}

// koCopula are the copula's common forms written onto a noun (제임스입니다
// "it is James", 학생이었다 "was a student"), stripped like particles.
var koCopula = []string{"이었습니다", "였습니다", "이었어요", "였어요", "입니까", "이었다", "였다", "이지만", "이라서", "이라면", "이라는", "이었던", "이야", "인데", "이고", "이며", "이죠", "이지"}

// koSuffixes are koParticles and koCopula, longest first.
var koSuffixes = func() []string {
	out := append(append([]string{}, koParticles...), koCopula...)
	slices.SortStableFunc(out, func(a, b string) int { return len(b) - len(a) })
	return out
}()

// koInner are the particles that another particle follows (공항에서부터,
// 친구와는, 학교로도).
var koInner = []string{"에서", "에게", "한테", "까지", "부터", "보다", "하고", "으로", "에", "와", "과", "로", "만", "들", "께"}

// koBases are a word's forms with one particle (or copula form) taken off,
// the longest ending first, and then with an inner particle (koInner) taken
// off too: 공항에서부터 gives 공항에서, then 공항; 제임스입니다 제임스. The
// second cut leaves two syllables at least unless it takes a particle of
// two (집에서부터 → 집): 시야에 is not 시 + 야 + 에, nor 효과는 효 + 과 + 는.
func koBases(surface string) []string {
	var out []string
	for _, p := range koSuffixes {
		if rest, ok := strings.CutSuffix(surface, p); ok && rest != "" {
			out = append(out, rest)
			break
		}
	}
	if len(out) == 0 {
		return nil
	}
	for _, p := range koInner {
		if rest, ok := strings.CutSuffix(out[0], p); ok && rest != "" {
			if utf8.RuneCountInString(rest) >= 2 || utf8.RuneCountInString(p) >= 2 {
				out = append(out, rest)
			}
			break
		}
	}
	return out
}

// koOldSpelling rewrites the polite ending -읍니다 / -읍니까 as it was spelt
// until 1988 (없읍니다) in today's spelling (없습니다), which hunspell-ko
// knows.
func koOldSpelling(word string) string {
	if strings.Contains(word, "읍니") {
		return strings.ReplaceAll(word, "읍니", "습니")
	}
	return word
}
