package gloss

import (
	"strings"
	"unicode/utf8"
)

// koAuxiliaries are the verbs that follow a main verb's -아/-어 form in one
// word and add an aspect or a favour to it (가르쳐 주세요 "teach me,
// please", 누워 있다 "be lying", 잊어버렸다 "forgot"), as their stems begin
// in their inflected forms. hunspell-ko knows few of these joined words (it
// keeps 누워있다 whole, and returns the piece 가르쳐 of 가르쳐주세요, not
// 가르치다): the main verb is what a learner looks up.
var koAuxiliaries = []string{"있", "계시", "계셨", "주", "줘", "줬", "줄", "준", "드리", "드려", "드렸", "보", "봐", "봤", "볼", "버리", "버려", "버렸", "버릴", "가", "갔", "갈", "간", "오", "와", "왔", "올", "온", "놓", "놨", "두", "둬", "뒀", "내", "냈", "지", "져", "졌", "야", "서", "도", "다니", "다녀", "다녔", "다닐"}

// koMainVerbPiece returns the main verb's -아/-어 form that begins a word
// joined with an auxiliary (누워있다 → 누워, 해줄거에요 → 해), or "" when the
// word is not such a word. The piece is then stemmed like a word (누워 →
// 눕다).
func koMainVerbPiece(word string) string {
	for i := range word {
		if i == 0 {
			continue
		}
		prev, _ := utf8.DecodeLastRuneInString(word[:i])
		if !koConnective(prev) {
			continue
		}
		rest := word[i:]
		for _, aux := range koAuxiliaries {
			// The auxiliary inflected, not alone: 바다가 is "sea" + 가.
			if strings.HasPrefix(rest, aux) && len(rest) > len(aux) {
				return word[:i]
			}
		}
	}
	return ""
}

// koConnective reports whether a syllable ends in the -아/-어 of a verb's
// connective form: no final consonant and the vowel ㅏ ㅐ ㅓ ㅕ ㅘ ㅝ
// (가, 해, 먹어, 가르쳐, 봐, 누워).
func koConnective(r rune) bool {
	if r < 0xAC00 || r > 0xD7A3 {
		return false
	}
	n := int(r - 0xAC00)
	if n%28 != 0 {
		return false
	}
	switch (n / 28) % 21 {
	case 0, 1, 4, 6, 9, 14:
		return true
	}
	return false
}

// koPieces lists, for each word, the pieces whose stems are wanted too: the
// main verb of a joined auxiliary (koMainVerbPiece), and the -아/-어 forms
// that hunspell returned as a word's stem (가르쳐 of 가르쳐주세요), which
// are not base forms yet.
func koPieces(words []string, stems [][]string) [][]string {
	out := make([][]string, len(words))
	for i, w := range words {
		if p := koMainVerbPiece(w); p != "" {
			out[i] = append(out[i], p)
		}
		for _, s := range stems[i] {
			last, _ := utf8.DecodeLastRuneInString(s)
			if s != w && !strings.HasSuffix(s, "다") && koConnective(last) && !containsString(out[i], s) {
				out[i] = append(out[i], s)
			}
		}
	}
	return out
}

// koAfterDoing: -고 나서 "after doing" (읽고 나서 "after reading", 먹고
// 나면 "once (one has) eaten"): 나다 after a verb's -고 form is grammar, not
// 나다 "come out" nor 나서다 "come forward".
func koAfterDoing(before, word string) bool {
	if !strings.HasSuffix(before, "고") || utf8.RuneCountInString(before) < 2 {
		return false
	}
	switch word {
	case "나서", "나서야", "나서는", "나서도", "나면", "나니", "나니까", "나자", "나서부터":
		return true
	}
	return false
}

// koConstruction glosses the grammar words that a verb form before them
// makes a construction of: -고 나서 "after doing" (읽고 나서), -(으)ㄹ
// 만하다 "worth doing" (볼 만하다: not 만 "ten thousand"), -아도 되다 and
// -(으)면 되다 "may, it is fine" (해도 돼: not 되다 "become"). "" when the
// word is no such construction.
func koConstruction(before, word string) string {
	if utf8.RuneCountInString(before) < 1 {
		return ""
	}
	last, _ := utf8.DecodeLastRuneInString(before)
	switch {
	case koAfterDoing(before, word):
		return "(after doing)"
	case strings.HasPrefix(word, "만하") || strings.HasPrefix(word, "만한") || strings.HasPrefix(word, "만해") || strings.HasPrefix(word, "만했") || strings.HasPrefix(word, "만합"):
		if last >= 0xAC00 && last <= 0xD7A3 && (last-0xAC00)%28 == 8 { // final ㄹ
			return "worth (doing)"
		}
	case koDoeForm(word) && (last == '도' || last == '면') && utf8.RuneCountInString(before) >= 2:
		return "may, it is fine"
	}
	return ""
}

// koDoeForm: a form of 되다 written alone (돼, 됩니다, 되나요, 될까요).
func koDoeForm(w string) bool {
	r, _ := utf8.DecodeRuneInString(w)
	return strings.ContainsRune("되돼됩된될됐", r) && utf8.RuneCountInString(w) <= 4
}
