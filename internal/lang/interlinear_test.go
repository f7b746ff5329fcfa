package lang

import (
	"reflect"
	"testing"
)

func TestInterlinearCoversEveryWordInOrder(t *testing.T) {
	text := "Ayer, el Conejo comió «zanahorias» por eso."
	glosses := []Gloss{
		{Word: "Ayer", POS: "adv", Senses: []string{"yesterday"}},
		// "el" and "Conejo" left out by the glosser: they must still be there.
		{Word: "comió", Lemma: "comer", POS: "verb", Senses: []string{"eat, have a meal (formal)", "consume"}},
		{Word: "zanahorias", Lemma: "zanahoria", POS: "noun", Senses: []string{"carrot"}},
		{Word: "por eso", POS: "adv", Senses: []string{"that's why; therefore"}},
	}
	got := Interlinear(text, glosses, UnicodeWords)
	var words, under []string
	for _, w := range got {
		words = append(words, w.Text)
		under = append(under, w.Gloss)
	}
	if want := []string{"Ayer", "el", "Conejo", "comió", "zanahorias", "por eso"}; !reflect.DeepEqual(words, want) {
		t.Fatalf("words %q, want %q", words, want)
	}
	if want := []string{"yesterday", "", "", "eat", "carrot", "that's why"}; !reflect.DeepEqual(under, want) {
		t.Fatalf("glosses %q, want %q", under, want)
	}
	runes := []rune(text)
	for _, w := range got {
		if string(runes[w.Start:w.End]) != w.Text {
			t.Errorf("%q at [%d,%d) is %q in the text", w.Text, w.Start, w.End, string(runes[w.Start:w.End]))
		}
	}
	if got[3].Lemma != "comer" || len(got[3].Senses) != 2 {
		t.Errorf("comió keeps its lemma and senses: %+v", got[3])
	}
}

func TestInterlinearWithoutSpaces(t *testing.T) {
	text := "猫はまどのそばでねています。"
	glosses := []Gloss{{Word: "猫", Senses: []string{"cat"}}, {Word: "は", POS: "part"}, {Word: "まど", Senses: []string{"window"}},
		{Word: "そば", Senses: []string{"near"}}, {Word: "ねて", Senses: []string{"sleep"}}, {Word: "います", POS: "part"}}
	got := Interlinear(text, glosses, nil)
	var words []string
	for _, w := range got {
		words = append(words, w.Text)
	}
	// の and で were left out by this glosser: each gap is kept as one piece.
	if want := []string{"猫", "は", "まど", "の", "そば", "で", "ねて", "います"}; !reflect.DeepEqual(words, want) {
		t.Fatalf("words %q, want %q", words, want)
	}
}

func TestShortGloss(t *testing.T) {
	for in, want := range map[string]string{
		"have, have got":             "have",
		"(to) sleep; to rest":        "sleep",
		"cat, feline":                "cat",
		"look (at), watch":           "look",
		"something (of a size, big)": "something",
		"[archaic] thee":             "thee",
		"(topic)":                    "(topic)",
		"(question); or":             "(question)",
	} {
		if got := ShortGloss(in); got != want {
			t.Errorf("ShortGloss(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestStoryCharactersKeepTheirMeaning(t *testing.T) {
	texts := []string{"Un día el Conejo vio a Marco.", "Marco saludó al Conejo y a la Gallina.", "—Hola —dijo Gallina."}
	names := StoryNames(Spanish, texts)
	for _, n := range []string{"Conejo", "Marco", "Gallina"} {
		if !names[n] {
			t.Fatalf("%s is a name of the story: %v", n, names)
		}
	}
	chars := StoryCharacters(Spanish, texts, names)
	if !chars["Conejo"] || !chars["Gallina"] || chars["Marco"] {
		t.Fatalf("characters %v: Conejo and Gallina (after an article), not Marco", chars)
	}
	ws := []WordGloss{{Text: "Conejo", Gloss: "rabbit", Senses: []string{"rabbit"}}, {Text: "Marco", Gloss: "frame", Senses: []string{"frame"}}, {Text: "Gallina", Gloss: "hen"}}
	nameGlosses(names, chars, ws)
	if ws[0].Gloss != "Rabbit" || ws[0].POS != "propn" {
		t.Errorf("el Conejo is glossed as the character Rabbit: %+v", ws[0])
	}
	if ws[1].Gloss != "" || ws[1].Senses != nil || ws[1].POS != "propn" {
		t.Errorf("Marco is a name, not a frame: %+v", ws[1])
	}
	if ws[2].Gloss != "Hen" {
		t.Errorf("Gallina, a character everywhere in the story, even without its article: %+v", ws[2])
	}
}

func TestGlossLine(t *testing.T) {
	ws := []WordGloss{{Text: "Die", Gloss: "the"}, {Text: "Katze", Gloss: "cat"}, {Text: "Mimi", POS: "propn"}, {Text: "schnurrt"}}
	if got, want := GlossLine(ws), "Die (the) · Katze (cat) · Mimi · schnurrt (?)"; got != want {
		t.Errorf("GlossLine = %q, want %q", got, want)
	}
}

func TestGlossesAgreeWithATrustedTranslation(t *testing.T) {
	c := Card{
		Hints: []Hint{{Word: "camarero", Gloss: "steward"}},
		Glosses: []WordGloss{
			{Text: "El", Gloss: "the", Senses: []string{"the"}},
			{Text: "camarero", Gloss: "steward", Senses: []string{"steward", "waiter", "barman"}},
			{Text: "sonríe", Gloss: "smile", Senses: []string{"smile", "grin"}},
			{Text: "banco", Gloss: "bank", Senses: []string{"bank", "bench"}},
		},
	}
	agreeWithTranslation(&c, "The waiter smiles.")
	if g := c.Glosses[1]; g.Gloss != "waiter" || g.Senses[0] != "waiter" || g.Senses[1] != "steward" || len(g.Senses) != 3 {
		t.Errorf("camarero follows the translation: %+v", g)
	}
	if c.Hints[0].Gloss != "waiter" {
		t.Errorf("its hint too: %+v", c.Hints[0])
	}
	if g := c.Glosses[2]; g.Gloss != "smile" {
		t.Errorf("smile is already the sense used (smiles): %+v", g)
	}
	if g := c.Glosses[3]; g.Gloss != "bank" || g.Senses[0] != "bank" {
		t.Errorf("a word whose senses the translation does not use keeps its order: %+v", g)
	}
}
