package lang

import (
	"reflect"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"
)

func sentenceTexts(ss []Sentence) []string {
	out := make([]string, len(ss))
	for i, s := range ss {
		out[i] = s.Text
	}
	return out
}

func TestSplitSentences(t *testing.T) {
	tests := []struct {
		name string
		lang Code
		in   string
		want []string
	}{
		{"simple", English, "I woke up. It was raining! Was it cold?", []string{"I woke up.", "It was raining!", "Was it cold?"}},
		{"titles", English, "Mr. Smith met Dr. Jones at 3.30 p.m. today. They talked.", []string{"Mr. Smith met Dr. Jones at 3.30 p.m. today.", "They talked."}},
		{"initials", English, "J. K. Rowling wrote it. Yes.", []string{"J. K. Rowling wrote it.", "Yes."}},
		{"decimals", Spanish, "Cuesta 3.50 euros. Es barato.", []string{"Cuesta 3.50 euros.", "Es barato."}},
		{"spanish titles", Spanish, "El Sr. García y la Sra. López llegaron. Hola.", []string{"El Sr. García y la Sra. López llegaron.", "Hola."}},
		{"dialogue dash", Spanish, "—¿Vienes? —preguntó Ana. —Sí, ahora voy.", []string{"—¿Vienes? —preguntó Ana.", "—Sí, ahora voy."}},
		{"inverted marks", Spanish, "¡Qué sorpresa! ¿De verdad? Sí.", []string{"¡Qué sorpresa!", "¿De verdad?", "Sí."}},
		{"ellipsis lower", Spanish, "Pensó... y luego se fue. Después volvió…", []string{"Pensó... y luego se fue.", "Después volvió…"}},
		{"ellipsis upper", English, "Wait... Then it happened.", []string{"Wait...", "Then it happened."}},
		{"quotes close", French, "Il dit : « Bonjour ! » Puis il partit.", []string{"Il dit : « Bonjour ! »", "Puis il partit."}},
		{"quote continues", French, "« Viens ! » cria-t-elle. Mme Dupont sourit.", []string{"« Viens ! » cria-t-elle.", "Mme Dupont sourit."}},
		{"english quotes", English, `"Where are you?" she asked. "Here!" he said.`, []string{`"Where are you?" she asked.`, `"Here!" he said.`}},
		{"german ordinal", German, "Am 3. Mai fuhr Hr. Weber nach Berlin. Es regnete.", []string{"Am 3. Mai fuhr Hr. Weber nach Berlin.", "Es regnete."}},
		{"russian dialogue", Russian, "— Привет, — сказал он. — Как дела? — Хорошо.", []string{"— Привет, — сказал он.", "— Как дела?", "— Хорошо."}},
		{"japanese", Japanese, "今日は晴れです。「行こう！」と彼は言った。楽しかった！", []string{"今日は晴れです。", "「行こう！」と彼は言った。", "楽しかった！"}},
		{"chinese", Chinese, "我叫小明。“你好！”他说。你呢？", []string{"我叫小明。", "“你好！”他说。", "你呢？"}},
		{"korean", Korean, "안녕하세요. 저는 민수예요! 학생이에요?", []string{"안녕하세요.", "저는 민수예요!", "학생이에요?"}},
		{"korean quote", Korean, "\"배고파?\" 엄마가 물었어요. \"네!\"", []string{"\"배고파?\" 엄마가 물었어요.", "\"네!\""}},
		{"arabic", Arabic, "ذهبت إلى السوق، واشتريت خبزا. هل تريد شايا؟ نعم.", []string{"ذهبت إلى السوق، واشتريت خبزا.", "هل تريد شايا؟", "نعم."}},
		{"title line", Spanish, "El café\nMaría entra en un café. Pide un té.", []string{"El café", "María entra en un café.", "Pide un té."}},
		{"wrapped line", English, "She walked to the\nstation and waited.", []string{"She walked to the\nstation and waited."}},
		{"paragraph", English, "It was late\n\nthen morning came.", []string{"It was late", "then morning came."}},
		{"url and numbers", English, "Visit www.example.com today. It costs 1,000.50 dollars.", []string{"Visit www.example.com today.", "It costs 1,000.50 dollars."}},
		{"italian", Italian, "Il Sig. Rossi è arrivato alle 8. Poi è uscito.", []string{"Il Sig. Rossi è arrivato alle 8.", "Poi è uscito."}},
		{"no terminator", Portuguese, "  Olá mundo  ", []string{"Olá mundo"}},
		{"empty", English, "   \n ", nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := SplitSentences(tt.lang, tt.in)
			if texts := sentenceTexts(got); !reflect.DeepEqual(texts, tt.want) && (len(texts) > 0 || len(tt.want) > 0) {
				t.Errorf("SplitSentences(%q)\n got %q\nwant %q", tt.in, sentenceTexts(got), tt.want)
			}
			for _, s := range got {
				if tt.in[s.Start:s.End] != s.Text {
					t.Errorf("offsets %d:%d do not give %q", s.Start, s.End, s.Text)
				}
			}
		})
	}
}

// stripSpace removes white space and keeps every other byte, valid UTF-8 or not.
func stripSpace(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); {
		r, sz := utf8.DecodeRuneInString(s[i:])
		if !unicode.IsSpace(r) {
			b.WriteString(s[i : i+sz])
		}
		i += sz
	}
	return b.String()
}

func FuzzSplitSentences(f *testing.F) {
	for _, s := range []string{"Hi. Mr. X!", "—¿Sí? —dijo.", "「あ！」と。", "3.5... ok", "a\n\nB", "؟،.", "\xff. A", "!!!", "。」」x", "„Ja!“ Nein.", "«a. B» c", "“好！”她说。", "\"네.\" 라고", "casa.\"Vamos"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		for _, l := range []Code{English, German, Japanese, Chinese, Korean, Portuguese} {
			got := SplitSentences(l, s)
			last := 0
			for _, sen := range got {
				if sen.Start < last || sen.End < sen.Start || sen.End > len(s) {
					t.Fatalf("bad offsets %+v after %d in %q", sen, last, s)
				}
				if stripSpace(s[last:sen.Start]) != "" {
					t.Fatalf("lost %q between sentences of %q", s[last:sen.Start], s)
				}
				if s[sen.Start:sen.End] != sen.Text || sen.Text == "" {
					t.Fatalf("sentence %+v does not match input %q", sen, s)
				}
				last = sen.End
			}
			if stripSpace(s[last:]) != "" {
				t.Fatalf("lost %q after the last sentence of %q", s[last:], s)
			}
			if len(got) == 0 && stripSpace(s) != "" {
				t.Fatalf("no sentence in %q", s)
			}
		}
	})
}

func TestUnicodeWords(t *testing.T) {
	var words []string
	for _, tok := range WordsOnly(UnicodeWords("—¿Comimos 3,5 kg? Sí, l'homme.")) {
		words = append(words, tok.Text)
	}
	want := []string{"Comimos", "3,5", "kg", "Sí", "l'homme"}
	if !reflect.DeepEqual(words, want) {
		t.Errorf("words = %q, want %q", words, want)
	}
}
