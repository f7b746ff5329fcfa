package lang

import (
	"reflect"
	"testing"
)

// TestDropStoryNames is the class "a name at the start of a sentence glossed
// as a common noun": when the story has the same form capitalised inside a
// sentence, its hints go everywhere; otherwise (no evidence, a quoted
// sentence's first word, German nouns, acronyms) hints stay.
func TestDropStoryNames(t *testing.T) {
	marco := Hint{Word: "Marco", Lemma: "marco", POS: "noun", Gloss: "frame"}
	porta := Hint{Word: "porta", Lemma: "porta", POS: "noun", Gloss: "door"}
	tests := []struct {
		name   string
		target Code
		texts  []string
		hints  [][]Hint
		want   [][]Hint
	}{
		{"name later in the story (pt)", Portuguese,
			[]string{"Marco abriu a porta.", "Depois, disse Marco, vamos."},
			[][]Hint{{marco, porta}, {marco}},
			[][]Hint{{porta}, nil}},
		{"name earlier in the story (ru)", Russian,
			[]string{"Вчера пришла Роза.", "Роза принесла хлеб."},
			[][]Hint{nil, {{Word: "Роза", Gloss: "rose"}, {Word: "хлеб", Gloss: "bread"}}},
			[][]Hint{nil, {{Word: "хлеб", Gloss: "bread"}}}},
		{"no evidence: the word is only ever initial", Portuguese,
			[]string{"Marco abriu a porta.", "A porta fechou."},
			[][]Hint{{marco, porta}, {porta}},
			[][]Hint{{marco, porta}, {porta}}},
		{"a quoted sentence's first word", English,
			[]string{"Rain fell.", `She said: "Rain again." Then: Rain. And — Rain!`},
			[][]Hint{{{Word: "Rain", Gloss: "rain"}}, {{Word: "Rain", Gloss: "rain"}}},
			[][]Hint{{{Word: "Rain", Gloss: "rain"}}, {{Word: "Rain", Gloss: "rain"}}}},
		{"acronyms and I are not names", English,
			[]string{"Then I ran to the BBC.", "BBC staff waited."},
			[][]Hint{nil, {{Word: "BBC", Gloss: "x"}}},
			[][]Hint{nil, {{Word: "BBC", Gloss: "x"}}}},
		{"German capitalises nouns", German,
			[]string{"Haus und Garten.", "Garten ist grün."},
			[][]Hint{nil, {{Word: "Garten", Gloss: "garden"}}},
			[][]Hint{nil, {{Word: "Garten", Gloss: "garden"}}}},
	}
	for _, tt := range tests {
		DropStoryNames(tt.target, tt.texts, tt.hints)
		for i := range tt.want {
			if len(tt.want[i]) == 0 && len(tt.hints[i]) == 0 {
				continue
			}
			if !reflect.DeepEqual(tt.hints[i], tt.want[i]) {
				t.Errorf("%s: sentence %d hints %+v, want %+v", tt.name, i, tt.hints[i], tt.want[i])
			}
		}
	}
}
