package apertium

import (
	"reflect"
	"testing"
)

// TestUnmark is the class "Apertium's marks leave the text and the words
// they mark are listed": * and @ are misses, # is an uninflected but
// translated word, escaped marks and superblanks are text and format.
func TestUnmark(t *testing.T) {
	for _, tt := range []struct {
		raw, text string
		marked    []string
	}{
		{"The *xyzzyx of Paris is big.[][\n]", "The xyzzyx of Paris is big.", []string{"xyzzyx"}},
		{"*Sra Leclerc eats.", "Sra Leclerc eats.", []string{"Sra"}},
		{"There is of the *bla-*bla.", "There is of the bla-bla.", []string{"bla", "bla"}},
		{"It @reflexionaba #go to *Zürich's lake", "It reflexionaba go to Zürich's lake", []string{"reflexionaba", "Zürich"}},
		{`Great\*good \# 1 \@ana [*kept]`, "Great*good # 1 @ana ", nil},
		{"a * b", "a * b", nil},
		{"*café, *naïve.", "café, naïve.", []string{"café", "naïve"}},
	} {
		text, marked := unmark(tt.raw)
		if text != tt.text || !reflect.DeepEqual(marked, tt.marked) {
			t.Errorf("unmark(%q) = %q %q, want %q %q", tt.raw, text, marked, tt.text, tt.marked)
		}
	}
}

// TestNames: a word written with a capital inside a sentence is a name,
// wherever else it stands; a capital at the start of a sentence, after
// a full stop or an opening quote or dash says nothing.
func TestNames(t *testing.T) {
	got := names([]string{
		"Mme Leclerc mange. Elle dort.",
		"« Viens ! » dit Jean-Pierre à l'ONU.",
		"— Bonjour, dit-il.",
	})
	want := map[string]bool{"Leclerc": true, "Jean": true, "Pierre": true, "ONU": true}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("names = %v, want %v", got, want)
	}
}

// TestUnknownWords: the words reported are in the final text as written,
// once each, in its order; a word an earlier stage missed but a later
// one translated is gone; names are not misses.
func TestUnknownWords(t *testing.T) {
	got := unknownWords("Sra Leclerc eats a delicious xyzzyx and a xyzzyx.",
		[]string{"Leclerc", "deliciosa", "xyzzyx", "xyzzyx", "Sra"}, map[string]bool{"Leclerc": true})
	if want := []string{"Sra", "xyzzyx"}; !reflect.DeepEqual(got, want) {
		t.Errorf("unknownWords = %q, want %q", got, want)
	}
	if got := unknownWords("All known.", nil, nil); got != nil {
		t.Errorf("unknownWords = %q, want none", got)
	}
}
