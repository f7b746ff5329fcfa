package lang

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// articles are, per language written with capitals, the words before which a
// capitalised noun is a character named by what it is (el Conejo, la
// Gallina, the Fox, le Renard, o Lobo) rather than a person's name (Marco,
// Ana): personal names do not take an article in these languages' written
// prose, so one article anywhere in the story tells the two apart.
var articles = map[Code]map[string]bool{
	Spanish:    set("el la los las un una del al este esta ese esa aquel aquella"),
	Portuguese: set("o a os as um uma do da dos das no na nos nas ao à pelo pela este esta esse essa"),
	Italian:    set("il lo la l i gli le un uno una del dello della dei degli delle al allo alla nel nello nella dal dallo dalla quel quello quella"),
	French:     set("le la l les un une du des au aux ce cet cette"),
	English:    set("the a an this that"),
}

func set(words string) map[string]bool {
	out := map[string]bool{}
	for _, w := range strings.Fields(words) {
		out[w] = true
	}
	return out
}

// StoryCharacters are the story's names (StoryNames) that follow an article
// somewhere in the story: characters such as el Conejo, whose word keeps its
// meaning ("Rabbit") on every card of the story, capitalised as a name.
func StoryCharacters(target Code, texts []string, names map[string]bool) map[string]bool {
	arts := articles[target]
	if len(names) == 0 || arts == nil {
		return nil
	}
	out := map[string]bool{}
	for _, text := range texts {
		words := WordsOnly(UnicodeWords(text))
		for k := 1; k < len(words); k++ {
			w := words[k].Text
			prev := strings.ToLower(words[k-1].Text)
			if names[w] && arts[prev] && strings.TrimSpace(text[words[k-1].End:words[k].Start]) == "" {
				out[w] = true
			}
		}
	}
	return out
}

// withoutCharacters returns names less the characters (a new map).
func withoutCharacters(names, characters map[string]bool) map[string]bool {
	if len(characters) == 0 {
		return names
	}
	out := map[string]bool{}
	for n := range names {
		if !characters[n] {
			out[n] = true
		}
	}
	return out
}

// nameGlosses marks the story's names in a card's glosses: a person's name
// is shown as itself (its dictionary senses, of another word, are dropped:
// Marco is not "frame"); a character named by a noun keeps that noun's
// meaning, capitalised ("Rabbit" under Conejo).
func nameGlosses(names, characters map[string]bool, ws []WordGloss) {
	for i := range ws {
		w := &ws[i]
		switch {
		case characters[w.Text] && w.Gloss != "":
			w.POS = "propn"
			w.Gloss = capitalise(w.Gloss)
		case names[w.Text] || characters[w.Text]:
			w.POS, w.Gloss, w.Senses, w.Source = "propn", "", nil, ""
		}
	}
}

func capitalise(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	if n == 0 {
		return s
	}
	return string(unicode.ToUpper(r)) + s[n:]
}
