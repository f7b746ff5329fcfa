package lang

import "errors"

var (
	// ErrUnsupported means a provider (or every provider in a chain) cannot
	// offer a capability for a language or pair. It is never hidden behind a
	// fake result; the UI explains it.
	ErrUnsupported = errors.New("unsupported for this language pair")
	// ErrUnknownLanguage means a code or pair key is not a learning language.
	ErrUnknownLanguage = errors.New("unknown language")
	// ErrSamePair means target and native are the same language.
	ErrSamePair = errors.New("target and native language are the same")
	// ErrBlankPrompt means an AI story prompt has no text (product §6).
	ErrBlankPrompt = errors.New("the prompt must not be blank")
)
