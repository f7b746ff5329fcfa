package aiprovider

import (
	"fmt"

	"github.com/storyglot/storyglot/internal/lang"
)

// posValues are the coarse parts of speech of lang.Gloss.
var posValues = []string{"noun", "verb", "adj", "adv", "pron", "det", "prep", "conj", "num", "propn", "intj", "part", "other"}

func coarsePOS(s string) string {
	for _, v := range posValues {
		if s == v {
			return v
		}
	}
	return "other"
}

// sentenceSchema is the JSON Schema of reply, in the strict subset OpenAI
// accepts (every property required, no additional properties).
func sentenceSchema() map[string]any {
	str := map[string]any{"type": "string"}
	word := map[string]any{
		"type": "object",
		"properties": map[string]any{
			"word": str, "lemma": str, "gloss": str, "note": str,
			"pos": map[string]any{"type": "string", "enum": posValues},
		},
		"required":             []string{"word", "lemma", "pos", "gloss", "note"},
		"additionalProperties": false,
	}
	sentence := map[string]any{
		"type": "object",
		"properties": map[string]any{
			"index":       map[string]any{"type": "integer"},
			"translation": str,
			"explanation": str,
			"words":       map[string]any{"type": "array", "items": word},
		},
		"required":             []string{"index", "translation", "explanation", "words"},
		"additionalProperties": false,
	}
	return map[string]any{
		"type":                 "object",
		"properties":           map[string]any{"sentences": map[string]any{"type": "array", "items": sentence}},
		"required":             []string{"sentences"},
		"additionalProperties": false,
	}
}

// systemPrompt tells the model what to return for n sentences of p.Target,
// explained in p.Native.
func systemPrompt(p lang.Pair, n int) string {
	t, nat := p.Target.Name(), p.Native.Name()
	return fmt.Sprintf(`You are a %[1]s teacher for a learner whose native language is %[2]s.
The user message is JSON with %[3]d %[1]s sentences from one story, in order.
Return exactly %[3]d items in "sentences", one per sentence, in the same order, with "index" counting from 1. For each:
- "translation": a faithful, natural %[2]s translation of that sentence only.
- "explanation": one or two short sentences in %[2]s on what a learner might miss (grammar, idiom, register); "" if nothing.
- "words": the key words of the sentence (nouns, verbs, adjectives, adverbs, idioms), each exactly as written in the sentence, with "lemma" (dictionary form in %[1]s), "pos" (one of the listed values), "gloss" (a short meaning in %[2]s) and "note" (a short grammar note in %[2]s such as tense and person of a verb; "" if nothing).
Write every explanation, gloss and note in %[2]s. Do not add sentences or words that are not in the text.`, t, nat, n)
}
