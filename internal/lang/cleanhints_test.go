package lang

import (
	"math/rand/v2"
	"strings"
	"testing"
	"unicode"
)

// Punctuation of every script a story may carry next to a word.
var edgePunct = []string{
	".", ",", ";", ":", "!", "?", "…", "...", "\"", "'", "“", "”", "‘", "’", "„", "«", "»", "‹", "›",
	"(", ")", "[", "]", "—", "–", "-", // Latin
	"¿", "¡", // Spanish
	"。", "、", "，", "！", "？", "「", "」", "『", "』", "（", "）", "《", "》", "・", "：", "；", // CJK
	"،", "؟", "؛", "۔", // Arabic
	"।", "॥", // Hindi
	" ", "\u00a0", "\u200b",
}

// A content word of each of the 11 learning languages, with one that has
// punctuation inside it where the language has such words.
var wordsByLanguage = map[Code][]string{
	English:    {"house", "don't", "well-known", "sea"},
	Spanish:    {"mar", "vive", "niño", "corazón"},
	French:     {"l'eau", "bien-être", "mer", "garçon"},
	German:     {"Haus", "Straße", "Richtung", "Mädchen"},
	Italian:    {"mare", "c'è", "città", "perché"},
	Portuguese: {"mar", "guarda-chuva", "coração", "sua"},
	Russian:    {"море", "дом", "кто-то", "ёлка"},
	Japanese:   {"猫", "東京", "アンナ", "たべる"},
	Chinese:    {"猫", "北京", "喜欢", "那儿"},
	Korean:     {"바다", "고양이", "학교", "먹다"},
	Arabic:     {"البحر", "بيت", "كتاب", "مدرسة"},
}

func isEdge(r rune) bool {
	return unicode.IsPunct(r) || unicode.IsSymbol(r) || unicode.IsSpace(r) || unicode.Is(unicode.Cf, r)
}

func cleanEnds(s string) bool {
	if s == "" {
		return true
	}
	r := []rune(s)
	return !isEdge(r[0]) && !isEdge(r[len(r)-1])
}

func TestTrimPunctEveryScript(t *testing.T) {
	for in, want := range map[string]string{
		"mar.": "mar", "¿Dónde": "Dónde", "¡Hola!": "Hola", "«casa»": "casa", "„Haus“": "Haus",
		"「猫」": "猫", "东京。": "东京", "北京、": "北京", "『本』": "本", "（猫）": "猫",
		"بيت؟": "بيت", "،كتاب": "كتاب", "घर।": "घर", "\"sea,\"": "sea", "—Oi": "Oi",
		"l'eau": "l'eau", "bien-être": "bien-être", "3.5": "3.5", "...": "", "。": "",
	} {
		if got := TrimPunct(in); got != want {
			t.Errorf("TrimPunct(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestTrimGloss(t *testing.T) {
	for in, want := range map[string]string{
		"live.": "live", "\"sea\"": "sea", "(to) live": "(to) live", "live (in)": "live (in)",
		"house;": "house", "(house": "house", "(house)": "house", "「猫」": "猫", "house)": "house", " big  house ": "big house", "": "",
	} {
		if got := trimGloss(in); got != want {
			t.Errorf("trimGloss(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestCleanHintsProperties: over the 11 learning languages, hints with
// punctuation of any script glued to their words, lemmas and glosses, and
// repeated, come out with clean ends, none that is punctuation alone, none
// said twice, and cleaning again changes nothing.
func TestCleanHintsProperties(t *testing.T) {
	rng := rand.New(rand.NewPCG(18, 10))
	pick := func(xs []string) string { return xs[rng.IntN(len(xs))] }
	glue := func(w string) string {
		for range rng.IntN(3) {
			w = pick(edgePunct) + w
		}
		for range rng.IntN(3) {
			w += pick(edgePunct)
		}
		return w
	}
	for l, words := range wordsByLanguage {
		for round := range 200 {
			var in []Hint
			for range 1 + rng.IntN(8) {
				w := pick(words)
				h := Hint{Word: glue(w), Lemma: glue(w), Gloss: glue(pick([]string{"sea", "house", "(to) live", "cat", ""}))}
				if rng.IntN(4) == 0 {
					h = Hint{Word: pick(edgePunct)} // punctuation the segmenter let through
				}
				in = append(in, h)
				if rng.IntN(3) == 0 {
					in = append(in, h) // said twice
				}
			}
			out := CleanHints(in)
			seen := map[string]bool{}
			for _, h := range out {
				for _, s := range []string{h.Word, h.Lemma} {
					if !cleanEnds(s) {
						t.Fatalf("%s round %d: %q has punctuation at an end (from %+v)", l, round, s, in)
					}
				}
				if !HasWordCharacter(h.Word) {
					t.Fatalf("%s round %d: hint for punctuation %q", l, round, h.Word)
				}
				if g := strings.Trim(h.Gloss, "()"); g != "" && !cleanEnds(g) {
					t.Fatalf("%s round %d: gloss %q has punctuation at an end", l, round, h.Gloss)
				}
				key := strings.ToLower(h.Lemma) + "|" + strings.ToLower(h.Gloss)
				if seen[key] {
					t.Fatalf("%s round %d: %q said twice in %+v", l, round, key, out)
				}
				seen[key] = true
			}
			again := CleanHints(out)
			if len(again) != len(out) {
				t.Fatalf("%s round %d: not idempotent: %+v then %+v", l, round, out, again)
			}
			for i := range out {
				if out[i] != again[i] {
					t.Fatalf("%s round %d: not idempotent: %+v then %+v", l, round, out[i], again[i])
				}
			}
		}
	}
}

// TestCleanHintsSaysItOnce: the class "the same word told twice": a note
// that repeats the hint's head, a second hint for the same base word with no
// gloss (its note joins the first), the same base word and gloss from two
// forms of the word.
func TestCleanHintsSaysItOnce(t *testing.T) {
	got := CleanHints([]Hint{
		{Word: "vive", Lemma: "vivir", POS: "verb", Gloss: "live", Note: "vive — vivir: present, he/she/it"},
		{Word: "Vive", Lemma: "vivir", Note: "vive — vivir: present, he/she/it"},
		{Word: "mar.", Lemma: "mar", POS: "noun", Gloss: "sea."},
		{Word: "mar", Lemma: "mar", POS: "noun", Gloss: "sea"},
		{Word: "casa", Lemma: "casa", POS: "noun"},
		{Word: "casa", Lemma: "casa", POS: "noun", Gloss: "house", Note: "casa: feminine"},
		{Word: "comimos", Lemma: "comer", POS: "verb", Gloss: "eat", Note: "comimos — comer: past (preterite), we"},
		{Word: "comieron", Lemma: "comer", POS: "verb", Gloss: "eat", Note: "comieron — comer: past (preterite), they"},
		{Word: "Ana", Note: "Marta: a name"}, // a note about something else keeps its head
	})
	want := []Hint{
		{Word: "vive", Lemma: "vivir", POS: "verb", Gloss: "live", Note: "present, he/she/it"},
		{Word: "mar", Lemma: "mar", POS: "noun", Gloss: "sea"},
		{Word: "casa", Lemma: "casa", POS: "noun", Gloss: "house", Note: "feminine"},
		{Word: "comimos", Lemma: "comer", POS: "verb", Gloss: "eat", Note: "past (preterite), we"},
		{Word: "Ana", Note: "Marta: a name"},
	}
	if len(got) != len(want) {
		t.Fatalf("got %d hints %+v, want %+v", len(got), got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("hint %d = %+v, want %+v", i, got[i], want[i])
		}
	}
}
