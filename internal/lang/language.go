// Package lang is Storyglot's language engine: the 11 learning languages,
// language pairs, segmentation, and the capability interfaces (translate,
// gloss, pronounce, speak, explain, illustrate, detect) that offline and AI
// providers implement. Providers live in sub-packages; Engine composes them.
package lang

import (
	"fmt"
	"strings"
)

// Code is an ISO 639-1 code of one of the learning languages.
type Code string

// The learning languages of product §2.
const (
	English    Code = "en"
	Spanish    Code = "es"
	French     Code = "fr"
	German     Code = "de"
	Italian    Code = "it"
	Portuguese Code = "pt"
	Russian    Code = "ru"
	Japanese   Code = "ja"
	Korean     Code = "ko"
	Chinese    Code = "zh"
	Arabic     Code = "ar"
)

// Language describes one learning language.
type Language struct {
	Code Code
	// Name is the English name, as used in the product §2 pair key (capitalised).
	Name string
	// NativeName is the language's name for itself.
	NativeName string
	// ISO3 is the ISO 639-2/T code used by Apertium and FreeDict.
	ISO3 string
}

var languages = [...]Language{
	{English, "English", "English", "eng"},
	{Spanish, "Spanish", "Español", "spa"},
	{French, "French", "Français", "fra"},
	{German, "German", "Deutsch", "deu"},
	{Italian, "Italian", "Italiano", "ita"},
	{Portuguese, "Portuguese", "Português", "por"},
	{Russian, "Russian", "Русский", "rus"},
	{Japanese, "Japanese", "日本語", "jpn"},
	{Korean, "Korean", "한국어", "kor"},
	{Chinese, "Chinese", "中文", "zho"},
	{Arabic, "Arabic", "العربية", "ara"},
}

// Languages returns the 11 learning languages in product §2's order.
func Languages() []Language {
	out := make([]Language, len(languages))
	copy(out, languages[:])
	return out
}

// Codes returns the codes of the learning languages in product §2's order.
func Codes() []Code {
	out := make([]Code, len(languages))
	for i, l := range languages {
		out[i] = l.Code
	}
	return out
}

// Lookup returns the language for a code such as "es" (case-insensitive).
func Lookup(code string) (Language, error) {
	c := Code(strings.ToLower(strings.TrimSpace(code)))
	for _, l := range languages {
		if l.Code == c {
			return l, nil
		}
	}
	return Language{}, fmt.Errorf("lang: %w: %q", ErrUnknownLanguage, code)
}

// Valid reports whether c is one of the learning languages.
func (c Code) Valid() bool {
	_, err := Lookup(string(c))
	return err == nil
}

// Language returns the description of c, or the zero Language if c is unknown.
func (c Code) Language() Language {
	l, _ := Lookup(string(c))
	return l
}

// Name returns the English name of c, or the code itself if unknown.
func (c Code) Name() string {
	if l, err := Lookup(string(c)); err == nil {
		return l.Name
	}
	return string(c)
}

// ISO3 returns the three-letter code of c, or "" if unknown.
func (c Code) ISO3() string { return c.Language().ISO3 }
