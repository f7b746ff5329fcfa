// Package words keeps what a learner knows of each word, per learning
// language (product §18): new (no row), learning, known or ignored. The
// learner sets a word's status in the reader; a review moves it in its
// commit (Studied). It owns the table word_status.
package words

import (
	"context"
	"fmt"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"

	"github.com/storyglot/storyglot/internal/domain"
	"github.com/storyglot/storyglot/internal/lang"
	"github.com/storyglot/storyglot/internal/store"
)

// Status is what a learner knows of a word.
type Status string

// The statuses. New is a word without a row.
const (
	New      Status = "new"
	Learning Status = "learning"
	Known    Status = "known"
	Ignored  Status = "ignored"
)

// Valid reports whether st is one of the four statuses.
func (st Status) Valid() bool {
	return st == New || st == Learning || st == Known || st == Ignored
}

// MaxWordChars bounds a word's key.
const MaxWordChars = 100

// Key is the word a status belongs to: the lemma when the glosser gave one
// (a form of a word shares its status: "sleeps" is "sleep"), else the word
// as written; NFC, lower case, trimmed. The web app applies the same rule
// (web/src/lib/word-key.ts); the shared cases are testdata/word-keys.json.
func Key(text, lemma string) string {
	w := strings.TrimSpace(lemma)
	if w == "" {
		w = strings.TrimSpace(text)
	}
	return strings.ToLower(norm.NFC.String(w))
}

// Counted reports whether a word of a sentence has a status: it holds a
// letter and is not a name or a number (names are the story's, numbers
// are read, not learnt).
func Counted(w lang.WordGloss) bool {
	if w.POS == "propn" || w.POS == "num" {
		return false
	}
	for _, r := range w.Text {
		if unicode.IsLetter(r) {
			return true
		}
	}
	return false
}

// KeysOf returns the distinct keys of the counted words of glosses, in
// order of first appearance.
func KeysOf(glosses []lang.WordGloss) []string {
	keys, _ := FormsOf(glosses)
	return keys
}

// FormsOf returns KeysOf(glosses) and, for each key, the word as first
// written (たくさん for the key 沢山; "su" for "suyo"): what a learner
// reading the text recognises.
func FormsOf(glosses []lang.WordGloss) ([]string, map[string]string) {
	forms := map[string]string{}
	var out []string
	for _, w := range glosses {
		if !Counted(w) {
			continue
		}
		k := Key(w.Text, w.Lemma)
		if _, seen := forms[k]; k == "" || seen || utf8.RuneCountInString(k) > MaxWordChars {
			continue
		}
		forms[k] = strings.TrimSpace(w.Text)
		out = append(out, k)
	}
	return out, forms
}

// Service reads and sets word statuses.
type Service struct {
	st  *store.Store
	now func() time.Time
}

// NewService returns the service on st.
func NewService(st *store.Store) *Service {
	return &Service{st: st, now: time.Now}
}

func invalid(format string, args ...any) error {
	return domain.Titled(domain.CodeInvalid, "Invalid Word", fmt.Sprintf(format, args...))
}

// checkLanguage returns the language's code, or a clear error.
func checkLanguage(language string) (string, error) {
	l, err := lang.Lookup(language)
	if err != nil {
		return "", invalid("%q is not one of the learning languages.", language)
	}
	return string(l.Code), nil
}

// Set gives owner's word (its key is made from word) in language the status
// st; New forgets it. It returns the key.
func (s *Service) Set(ctx context.Context, owner domain.Account, language, word string, st Status) (string, error) {
	code, err := checkLanguage(language)
	if err != nil {
		return "", err
	}
	if !st.Valid() {
		return "", invalid("The status must be new, learning, known or ignored.")
	}
	key := Key(word, "")
	if key == "" || utf8.RuneCountInString(key) > MaxWordChars {
		return "", invalid("A word is 1 to %d characters.", MaxWordChars)
	}
	now := s.now().UTC().Truncate(time.Microsecond)
	if st == New {
		if _, err := s.st.Exec(ctx, "DELETE FROM word_status WHERE owner_kind = ? AND owner_id = ? AND language = ? AND word = ?",
			string(owner.Kind), owner.ID, code, key); err != nil {
			return "", fmt.Errorf("words: forget %q: %w", key, err)
		}
		return key, nil
	}
	var knownAt any
	if st == Known {
		knownAt = now
	}
	// known_at stays when a known word is set known again.
	if _, err := s.st.Exec(ctx, `INSERT INTO word_status (owner_kind, owner_id, language, word, status, known_at, updated_at)
		VALUES (?, ?, ?, ?, ?, ?, ?)
		ON CONFLICT (owner_kind, owner_id, language, word) DO UPDATE SET status = excluded.status,
		known_at = CASE WHEN word_status.status = 'known' AND excluded.status = 'known' THEN word_status.known_at ELSE excluded.known_at END,
		updated_at = excluded.updated_at`,
		string(owner.Kind), owner.ID, code, key, string(st), knownAt, now); err != nil {
		return "", fmt.Errorf("words: set %q %s: %w", key, st, err)
	}
	return key, nil
}

// chunk bounds the keys of one IN (...) list.
const chunk = 500

// Of returns the status of each of keys in owner's language that is not
// new (a key missing from the map is new).
func (s *Service) Of(ctx context.Context, owner domain.Account, language string, keys []string) (map[string]Status, error) {
	return of(ctx, s.st.ReadOnly(), owner, language, keys)
}

func of(ctx context.Context, q store.Querier, owner domain.Account, language string, keys []string) (map[string]Status, error) {
	out := map[string]Status{}
	for from := 0; from < len(keys); from += chunk {
		part := keys[from:min(from+chunk, len(keys))]
		args := []any{string(owner.Kind), owner.ID, language}
		for _, k := range part {
			args = append(args, k)
		}
		rows, err := q.Query(ctx, `SELECT word, status FROM word_status WHERE owner_kind = ? AND owner_id = ? AND language = ?
			AND word IN (?`+strings.Repeat(", ?", len(part)-1)+`)`, args...)
		if err != nil {
			return nil, fmt.Errorf("words: read statuses: %w", err)
		}
		for rows.Next() {
			var w, st string
			if err := rows.Scan(&w, &st); err != nil {
				rows.Close()
				return nil, fmt.Errorf("words: read statuses: %w", err)
			}
			out[w] = Status(st)
		}
		err = rows.Err()
		rows.Close()
		if err != nil {
			return nil, fmt.Errorf("words: read statuses: %w", err)
		}
	}
	return out, nil
}
