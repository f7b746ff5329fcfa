// Package builtin holds the stories Storyglot ships: the quick stories
// (coffee, lost, kitchen, phone) in every learning language, written by us
// with our own English and Spanish translation of every sentence, and the
// curated public list that start-up seeds with them (product §11).
package builtin

import (
	"embed"
	"encoding/json"
	"fmt"
	"io/fs"
	"path"
	"slices"
	"strings"

	"github.com/storyglot/storyglot/internal/lang"
)

//go:embed stories/*.json
var storyFiles embed.FS

// Slugs are the quick-story scenarios, in the order the header shows them.
var Slugs = []string{"coffee", "lost", "kitchen", "phone"}

// HumanLanguages are the native languages our own translations cover; other
// natives get the engine's output.
var HumanLanguages = []lang.Code{lang.English, lang.Spanish}

// Sentence is one sentence of a quick story with our translations.
type Sentence struct {
	Text         string               `json:"text"`
	Translations map[lang.Code]string `json:"translations"`
}

// Story is one quick story in one language.
type Story struct {
	Slug              string               `json:"slug"`
	Level             string               `json:"level"`
	Title             string               `json:"title"`
	TitleTranslations map[lang.Code]string `json:"titleTranslations"`
	Sentences         []Sentence           `json:"sentences"`
	Language          lang.Code            `json:"-"`
}

type file struct {
	Language lang.Code `json:"language"`
	Stories  []Story   `json:"stories"`
}

// Content is the story as the lesson pipeline receives it: the sentences
// joined by a space (or by nothing in Chinese and Japanese, which write
// none between sentences).
func (s Story) Content() string {
	sep := " "
	if s.Language == lang.Chinese || s.Language == lang.Japanese {
		sep = ""
	}
	parts := make([]string, len(s.Sentences))
	for i, sn := range s.Sentences {
		parts[i] = sn.Text
	}
	return strings.Join(parts, sep)
}

// Translation returns our translation of the story into native: one text per
// sentence and the title. ok is false when we have none (then the engine
// translates). A story in native itself needs none.
func (s Story) Translation(native lang.Code) (sentences []string, title string, ok bool) {
	if !slices.Contains(HumanLanguages, native) || native == s.Language {
		return nil, "", false
	}
	out := make([]string, len(s.Sentences))
	for i, sn := range s.Sentences {
		t := sn.Translations[native]
		if t == "" {
			return nil, "", false
		}
		out[i] = t
	}
	title = s.TitleTranslations[native]
	return out, title, title != ""
}

// Catalog is every quick story, by language and slug.
type Catalog struct {
	stories map[lang.Code]map[string]Story
}

// Load reads the story files embedded in the binary.
func Load() (*Catalog, error) { return LoadFS(storyFiles) }

// LoadFS reads one JSON file per language from stories/ in fsys.
func LoadFS(fsys fs.FS) (*Catalog, error) {
	names, err := fs.Glob(fsys, "stories/*.json")
	if err != nil {
		return nil, err
	}
	c := &Catalog{stories: map[lang.Code]map[string]Story{}}
	for _, name := range names {
		b, err := fs.ReadFile(fsys, name)
		if err != nil {
			return nil, err
		}
		var f file
		if err := json.Unmarshal(b, &f); err != nil {
			return nil, fmt.Errorf("builtin: %s: %w", name, err)
		}
		if !f.Language.Valid() || path.Base(name) != string(f.Language)+".json" {
			return nil, fmt.Errorf("builtin: %s: language %q does not match the file name", name, f.Language)
		}
		byslug := map[string]Story{}
		for _, st := range f.Stories {
			st.Language = f.Language
			if !slices.Contains(Slugs, st.Slug) {
				return nil, fmt.Errorf("builtin: %s: unknown scenario %q", name, st.Slug)
			}
			if _, dup := byslug[st.Slug]; dup {
				return nil, fmt.Errorf("builtin: %s: scenario %q twice", name, st.Slug)
			}
			if st.Title == "" || len(st.Sentences) == 0 {
				return nil, fmt.Errorf("builtin: %s: %s has no title or no sentences", name, st.Slug)
			}
			byslug[st.Slug] = st
		}
		c.stories[f.Language] = byslug
	}
	return c, nil
}

// Story returns the quick story slug in language l.
func (c *Catalog) Story(l lang.Code, slug string) (Story, bool) {
	st, ok := c.stories[l][slug]
	return st, ok
}

// Known reports whether slug is a scenario at all.
func (c *Catalog) Known(slug string) bool { return slices.Contains(Slugs, slug) }

// In returns the quick stories of language l in scenario order.
func (c *Catalog) In(l lang.Code) []Story {
	var out []Story
	for _, slug := range Slugs {
		if st, ok := c.stories[l][slug]; ok {
			out = append(out, st)
		}
	}
	return out
}

// Languages returns the languages that have stories, in product §2's order.
func (c *Catalog) Languages() []lang.Code {
	var out []lang.Code
	for _, l := range lang.Codes() {
		if len(c.stories[l]) > 0 {
			out = append(out, l)
		}
	}
	return out
}
