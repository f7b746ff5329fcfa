// Package domain holds Storyglot's entities, the constants of the product
// specification and the error codes every layer speaks. It imports nothing of ours.
package domain

import (
	"errors"
	"fmt"
)

// Code classifies an error for every caller: the HTTP layer maps it to a
// status and a problem+json "code", services test it with errors.Is.
type Code string

// The codes of the architecture. They are part of the API contract.
const (
	CodeInvalid             Code = "invalid"
	CodeNotFound            Code = "not_found"
	CodeConflict            Code = "conflict"
	CodeUnauthorized        Code = "unauthorized"
	CodeForbidden           Code = "forbidden"
	CodeInsufficientCredits Code = "insufficient_credits"
	CodeRateLimited         Code = "rate_limited"
	CodeInternal            Code = "internal"
	// The Genie (product §13): no wish left, and no AI provider configured.
	CodeOutOfWishes    Code = "out_of_wishes"
	CodeAIUnconfigured Code = "ai_unconfigured"
	// CodePaymentsUnconfigured: card payments are not set up on this server.
	CodePaymentsUnconfigured Code = "payments_unconfigured"
	// CodeWrongLanguage: a story is not in its target language (checked
	// before any credit moves); Error.Language says what it looks like.
	CodeWrongLanguage Code = "wrong_language"
	// CodeUnavailable: a service the server depends on (the file store)
	// did not answer; trying again later may work (decision 0042).
	CodeUnavailable Code = "unavailable"
)

// Sentinel errors, one per code, so that errors.Is(err, domain.ErrNotFound)
// works on any *Error of that code.
var (
	ErrInvalid             = &Error{Code: CodeInvalid}
	ErrNotFound            = &Error{Code: CodeNotFound}
	ErrConflict            = &Error{Code: CodeConflict}
	ErrUnauthorized        = &Error{Code: CodeUnauthorized}
	ErrForbidden           = &Error{Code: CodeForbidden}
	ErrInsufficientCredits = &Error{Code: CodeInsufficientCredits}
	ErrRateLimited         = &Error{Code: CodeRateLimited}
	ErrInternal            = &Error{Code: CodeInternal}
	ErrWrongLanguage       = &Error{Code: CodeWrongLanguage}
)

// Error is an error with a code, a user-facing title and message (product.md's
// wording where it has one), and optional per-field details.
type Error struct {
	Code    Code
	Title   string            // short user-facing title, e.g. "Story Too Short"
	Message string            // user-facing sentence
	Fields  map[string]string // field name -> problem, for validation errors
	Err     error             // wrapped cause, never shown to users
	// Language is, for wrong_language, the code of the detected language.
	Language string
}

func (e *Error) Error() string {
	msg := e.Message
	if msg == "" {
		msg = string(e.Code)
	}
	if e.Err != nil {
		return msg + ": " + e.Err.Error()
	}
	return msg
}

func (e *Error) Unwrap() error { return e.Err }

// Is makes errors.Is match any *Error with the same code.
func (e *Error) Is(target error) bool {
	t, ok := target.(*Error)
	return ok && t.Code == e.Code && t.Message == "" && t.Title == ""
}

// Errorf returns an *Error of the given code whose message is formatted.
func Errorf(code Code, format string, args ...any) *Error {
	return &Error{Code: code, Message: fmt.Sprintf(format, args...)}
}

// Titled returns an *Error with a title and message pair (product.md's words).
func Titled(code Code, title, message string) *Error {
	return &Error{Code: code, Title: title, Message: message}
}

// CodeOf returns the code of the first *Error in err's chain, or CodeInternal.
func CodeOf(err error) Code {
	var e *Error
	if errors.As(err, &e) {
		return e.Code
	}
	return CodeInternal
}
