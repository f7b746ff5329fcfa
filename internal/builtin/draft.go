package builtin

import (
	"fmt"
	"maps"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/storyglot/storyglot/internal/domain"
	"github.com/storyglot/storyglot/internal/lang"
)

// Bounds of an authored quick story (product §16 /create-content).
const (
	MaxTitle        = 100
	MaxSentences    = 30
	MaxSentence     = 300
	MaxTranslation  = 400
	MaxStoryContent = 2000
	MaxNote         = 200
)

// Levels are the CEFR levels a quick story may be written for.
var Levels = []string{"A1", "A2", "B1", "B2", "C1", "C2"}

// Draft is a quick story as an admin saves it: the whole story, in the
// format of the embedded files, and the version the form was opened on.
type Draft struct {
	Language          string
	Slug              string
	BaseVersion       int // the newest version when the form was opened; 0 with none
	Level             string
	Title             string
	TitleTranslations map[lang.Code]string
	Sentences         []Sentence
	Note              string // why, in the admin's words (optional)
}

func invalidField(field, message string) error {
	return &domain.Error{Code: domain.CodeInvalid, Title: "Invalid story", Message: message, Fields: map[string]string{field: message}}
}

// checkKey validates a language and a scenario.
func checkKey(language, slug string) (lang.Code, error) {
	l := lang.Code(strings.ToLower(strings.TrimSpace(language)))
	if !l.Valid() {
		return "", invalidField("language", fmt.Sprintf("%q is not a learning language.", language))
	}
	if !slices.Contains(Slugs, slug) {
		return "", invalidField("slug", "Choose one of the scenarios: "+strings.Join(Slugs, ", ")+".")
	}
	return l, nil
}

func tooLong(field, what string, limit int, text string) error {
	if n := utf8.RuneCountInString(text); n > limit {
		return invalidField(field, fmt.Sprintf("%s is %d characters long; at most %d.", what, n, limit))
	}
	return nil
}

// Story checks a draft and returns the story it describes: bounds, our
// translation of every sentence and of the title into each language we
// translate into, and sentences exactly as the lesson pipeline will cut the
// text (otherwise the translation would not line up with the cards).
func (d Draft) Story() (Story, error) {
	l, err := checkKey(d.Language, d.Slug)
	if err != nil {
		return Story{}, err
	}
	st := Story{Slug: d.Slug, Language: l, Level: strings.TrimSpace(d.Level), Title: strings.TrimSpace(d.Title),
		TitleTranslations: map[lang.Code]string{}}
	if !slices.Contains(Levels, st.Level) {
		return Story{}, invalidField("level", "Choose a level from A1 to C2.")
	}
	if st.Title == "" {
		return Story{}, invalidField("title", "The story needs a title.")
	}
	if err := tooLong("title", "The title", MaxTitle, st.Title); err != nil {
		return Story{}, err
	}
	if err := tooLong("note", "The note", MaxNote, d.Note); err != nil {
		return Story{}, err
	}
	if len(d.Sentences) == 0 {
		return Story{}, invalidField("sentences", "The story needs at least one sentence.")
	}
	if len(d.Sentences) > MaxSentences {
		return Story{}, invalidField("sentences", fmt.Sprintf("The story has %d sentences; at most %d.", len(d.Sentences), MaxSentences))
	}
	natives := translatedInto(l)
	for code := range d.TitleTranslations {
		if !slices.Contains(natives, code) {
			return Story{}, invalidField("titleTranslations", fmt.Sprintf("We translate %s stories only into %s.", l.Name(), names(natives)))
		}
	}
	for _, n := range natives {
		t := strings.TrimSpace(d.TitleTranslations[n])
		if t == "" {
			return Story{}, invalidField("titleTranslations."+string(n), "The title needs its "+n.Name()+" translation.")
		}
		if err := tooLong("titleTranslations."+string(n), "The "+n.Name()+" title", MaxTitle, t); err != nil {
			return Story{}, err
		}
		st.TitleTranslations[n] = t
	}
	for i, sn := range d.Sentences {
		field := fmt.Sprintf("sentences.%d", i+1)
		text := strings.TrimSpace(sn.Text)
		if text == "" {
			return Story{}, invalidField(field+".text", fmt.Sprintf("Sentence %d is empty.", i+1))
		}
		if err := tooLong(field+".text", fmt.Sprintf("Sentence %d", i+1), MaxSentence, text); err != nil {
			return Story{}, err
		}
		out := Sentence{Text: text, Translations: map[lang.Code]string{}}
		for code := range sn.Translations {
			if !slices.Contains(natives, code) {
				return Story{}, invalidField(field+".translations", fmt.Sprintf("We translate %s stories only into %s.", l.Name(), names(natives)))
			}
		}
		for _, n := range natives {
			t := strings.TrimSpace(sn.Translations[n])
			if t == "" {
				return Story{}, invalidField(field+".translations."+string(n), fmt.Sprintf("Sentence %d needs its %s translation.", i+1, n.Name()))
			}
			if err := tooLong(field+".translations."+string(n), fmt.Sprintf("The %s translation of sentence %d", n.Name(), i+1), MaxTranslation, t); err != nil {
				return Story{}, err
			}
			out.Translations[n] = t
		}
		st.Sentences = append(st.Sentences, out)
	}
	content := st.Content()
	if err := tooLong("sentences", "The story", MaxStoryContent, content); err != nil {
		return Story{}, err
	}
	cut := lang.SplitSentences(l, content)
	for i, sn := range st.Sentences {
		if i >= len(cut) || cut[i].Text != sn.Text {
			return Story{}, invalidField(fmt.Sprintf("sentences.%d.text", i+1),
				fmt.Sprintf("Sentence %d is not one sentence as lessons cut the text: write one sentence per line.", i+1))
		}
	}
	if len(cut) != len(st.Sentences) {
		return Story{}, invalidField("sentences", "Lessons would cut this text into a different number of sentences: write one sentence per line.")
	}
	return st, nil
}

// translatedInto lists the languages our translation of a story in l covers.
func translatedInto(l lang.Code) []lang.Code {
	var out []lang.Code
	for _, n := range HumanLanguages {
		if n != l {
			out = append(out, n)
		}
	}
	return out
}

func names(codes []lang.Code) string {
	var out []string
	for _, c := range codes {
		out = append(out, c.Name())
	}
	return strings.Join(out, " and ")
}

// Change is one thing a version changed against the one before: Field is
// level, title, titleTranslation, sentence, translation, sentenceAdded,
// sentenceRemoved, retired or restored; Sentence counts from 1.
type Change struct {
	Field    string `json:"field"`
	Sentence int    `json:"sentence,omitempty"`
	Language string `json:"language,omitempty"`
}

// changes compares two stories (before may be the zero Story: a new one).
func changes(before, after Story) []Change {
	var out []Change
	if before.Level != after.Level {
		out = append(out, Change{Field: "level"})
	}
	if before.Title != after.Title {
		out = append(out, Change{Field: "title"})
	}
	for _, n := range slices.Sorted(maps.Keys(union(before.TitleTranslations, after.TitleTranslations))) {
		if before.TitleTranslations[n] != after.TitleTranslations[n] {
			out = append(out, Change{Field: "titleTranslation", Language: string(n)})
		}
	}
	for i := range max(len(before.Sentences), len(after.Sentences)) {
		switch {
		case i >= len(before.Sentences):
			out = append(out, Change{Field: "sentenceAdded", Sentence: i + 1})
		case i >= len(after.Sentences):
			out = append(out, Change{Field: "sentenceRemoved", Sentence: i + 1})
		default:
			b, a := before.Sentences[i], after.Sentences[i]
			if b.Text != a.Text {
				out = append(out, Change{Field: "sentence", Sentence: i + 1})
			}
			for _, n := range slices.Sorted(maps.Keys(union(b.Translations, a.Translations))) {
				if b.Translations[n] != a.Translations[n] {
					out = append(out, Change{Field: "translation", Sentence: i + 1, Language: string(n)})
				}
			}
		}
	}
	return out
}

func union(a, b map[lang.Code]string) map[lang.Code]string {
	out := map[lang.Code]string{}
	maps.Copy(out, a)
	maps.Copy(out, b)
	return out
}
