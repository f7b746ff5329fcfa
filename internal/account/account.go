// Package account gives a learner their data and erases it (product §15): the
// download of everything kept about an account (JSON and the audio and
// images of their lessons) and the deletion of the account. It works across
// the services' tables because an account's data lives in all of them; the
// rule of what is removed and what is anonymised is in
// docs/decisions/0010-reliability.md.
package account

import (
	"archive/zip"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"github.com/storyglot/storyglot/internal/lang"
	"io"
	"log/slog"
	"strings"
	"time"

	"github.com/storyglot/storyglot/internal/auth"
	"github.com/storyglot/storyglot/internal/blob"
	"github.com/storyglot/storyglot/internal/credits"
	"github.com/storyglot/storyglot/internal/domain"
	"github.com/storyglot/storyglot/internal/filesweep"
	"github.com/storyglot/storyglot/internal/lessons"
	"github.com/storyglot/storyglot/internal/media"
	"github.com/storyglot/storyglot/internal/store"
	"github.com/storyglot/storyglot/internal/telemetry"
)

// Audit event types.
const (
	AuditExported = "account_exported"
	AuditErased   = "account_erased"
)

// Eraser removes, or anonymises where rows must stay, what one package
// keeps of an erased account, in the erasure's transaction (decision 0040).
// Every package that keeps rows naming a user, its address or its guests
// implements it; app.New lists them.
type Eraser interface {
	EraseAccount(ctx context.Context, tx store.Tx, e domain.Erasure) error
}

// Service exports and erases accounts.
type Service struct {
	erasers []Eraser
	st      *store.Store
	lessons *lessons.Service
	ledger  *credits.Ledger
	blobs   blob.Store
	audit   *telemetry.Service
	log     *slog.Logger
	now     func() time.Time
}

// New returns the service.
// erasers run in order at an erasure: the user's own row (auth) goes last.
func New(st *store.Store, l *lessons.Service, ledger *credits.Ledger, blobs blob.Store, audit *telemetry.Service, log *slog.Logger, erasers ...Eraser) *Service {
	return &Service{st: st, lessons: l, ledger: ledger, blobs: blobs, audit: audit, log: log, now: time.Now, erasers: erasers}
}

// maxStories bounds an export (far above what a learner makes).
const maxStories = 100000

// Export writes a zip of everything kept about u: data.json and, under
// files/, the audio and images of their lessons. by says who asked ("self"
// or an admin's address); the export is audit-logged.
func (s *Service) Export(ctx context.Context, u *auth.User, by string, w io.Writer) error {
	owner := domain.Account{Kind: domain.AccountUser, ID: u.ID}
	doc := exportDoc{ExportedAt: s.now().UTC(), Account: accountDoc{ID: u.ID, Email: u.Email, Role: u.Role,
		InterfaceLang: u.InterfaceLang, Confirmed: u.Confirmed}}
	if err := s.st.ReadOnly().QueryRow(ctx, `SELECT display_name, credits, wishes_remaining + extra_wishes, created_at
		FROM profiles WHERE user_id = ?`, u.ID).Scan(&doc.Profile.DisplayName, &doc.Profile.Credits, &doc.Profile.Wishes,
		&doc.Profile.CreatedAt); err != nil && !errors.Is(err, store.ErrNoRows) {
		return fmt.Errorf("account: export profile: %w", err)
	}
	stories, err := s.lessons.List(ctx, owner, maxStories)
	if err != nil {
		return err
	}
	var files []string
	seen := map[string]bool{}
	addFile := func(key string) {
		if key != "" && !seen[key] {
			seen[key] = true
			files = append(files, key)
		}
	}
	for _, st := range stories {
		cards, err := s.lessons.Cards(ctx, st.ID, 0)
		if err != nil {
			return err
		}
		sd := storyDoc{ID: st.ID, Title: st.Title, Content: st.Content, NativeLanguage: st.NativeLanguage,
			TargetLanguage: st.TargetLanguage, Status: st.Status, CreditsCharged: st.CreditsCharged,
			CreditsRefunded: st.CreditsRefunded, CreatedAt: st.CreatedAt, TitleAudio: fileRef(st.TitleAudioKey)}
		addFile(st.TitleAudioKey)
		for _, c := range cards {
			sd.Flashcards = append(sd.Flashcards, cardDoc{ID: c.ID, Position: c.Position, Kind: c.Kind, Front: c.Front,
				Back: c.Back, Glosses: c.Glosses, Pronunciation: c.Pronunciation, Audio: fileRef(c.AudioKey), Image: fileRef(c.ImageKey)})
			addFile(c.AudioKey)
			addFile(c.ImageKey)
		}
		doc.Stories = append(doc.Stories, sd)
	}
	if doc.Reviews, err = s.reviews(ctx, owner); err != nil {
		return err
	}
	if doc.Words, err = s.words(ctx, owner); err != nil {
		return err
	}
	if doc.StudySettings, err = s.studySettings(ctx, owner); err != nil {
		return err
	}
	entries, err := s.ledger.Entries(ctx, owner, 1000000)
	if err != nil {
		return err
	}
	for _, e := range entries {
		doc.Credits = append(doc.Credits, ledgerDoc{Delta: e.Delta, BalanceAfter: e.BalanceAfter, Reason: e.Reason, At: e.CreatedAt})
	}

	zw := zip.NewWriter(w)
	jw, err := zw.Create("data.json")
	if err != nil {
		return err
	}
	enc := json.NewEncoder(jw)
	enc.SetIndent("", "  ")
	if err := enc.Encode(doc); err != nil {
		return err
	}
	for _, key := range files {
		if err := s.addBlob(ctx, zw, key); err != nil {
			return err
		}
	}
	if err := zw.Close(); err != nil {
		return err
	}
	if err := s.audit.Audit(ctx, s.st, telemetry.AuditEvent{Type: AuditExported, UserEmail: u.Email,
		Details: map[string]any{"by": by, "stories": len(doc.Stories), "files": len(files)}}); err != nil {
		s.log.WarnContext(ctx, "audit export", "err", err)
	}
	return nil
}

func (s *Service) addBlob(ctx context.Context, zw *zip.Writer, key string) error {
	rd, err := s.blobs.Open(ctx, key)
	if err != nil {
		// A file the lesson names but the store lacks is left out, not fatal.
		s.log.WarnContext(ctx, "export: file missing", "key", key, "err", err)
		return nil
	}
	defer rd.Close()
	fw, err := zw.CreateHeader(&zip.FileHeader{Name: "files/" + key, Method: zip.Store}) // audio and images are compressed already
	if err != nil {
		return err
	}
	_, err = io.Copy(fw, rd)
	return err
}

func fileRef(key string) string {
	if key == "" {
		return ""
	}
	return "files/" + key
}

func (s *Service) reviews(ctx context.Context, owner domain.Account) ([]reviewDoc, error) {
	rows, err := s.st.ReadOnly().Query(ctx, `SELECT card_id, story_id, mode, grade, reviewed_at FROM review_log
		WHERE owner_kind = ? AND owner_id = ? ORDER BY id`, string(owner.Kind), owner.ID)
	if err != nil {
		return nil, fmt.Errorf("account: export reviews: %w", err)
	}
	defer rows.Close()
	var out []reviewDoc
	for rows.Next() {
		var r reviewDoc
		if err := rows.Scan(&r.CardID, &r.StoryID, &r.Mode, &r.Grade, &r.At); err != nil {
			return nil, err
		}
		out = append(out, r)
	}
	return out, rows.Err()
}

// studySettings are the learner's desired retention and the FSRS weights
// fitted to their reviews (product §7); absent ones (null) are the defaults.
func (s *Service) studySettings(ctx context.Context, owner domain.Account) (studySettingsDoc, error) {
	var d studySettingsDoc
	var weights *string
	err := s.st.ReadOnly().QueryRow(ctx, `SELECT desired_retention, weights, fitted_reviews, fitted_at FROM study_settings
		WHERE owner_kind = ? AND owner_id = ?`, string(owner.Kind), owner.ID).Scan(&d.DesiredRetention, &weights, &d.FittedReviews, &d.FittedAt)
	if err != nil && !errors.Is(err, store.ErrNoRows) {
		return d, fmt.Errorf("account: export study settings: %w", err)
	}
	if weights != nil {
		d.FittedWeights = json.RawMessage(*weights)
	}
	return d, nil
}

// words are the statuses of the learner's words, by language and word.
func (s *Service) words(ctx context.Context, owner domain.Account) ([]wordDoc, error) {
	rows, err := s.st.ReadOnly().Query(ctx, `SELECT language, word, status, known_at FROM word_status
		WHERE owner_kind = ? AND owner_id = ? ORDER BY language, word`, string(owner.Kind), owner.ID)
	if err != nil {
		return nil, fmt.Errorf("account: export words: %w", err)
	}
	defer rows.Close()
	out := []wordDoc{}
	for rows.Next() {
		var w wordDoc
		if err := rows.Scan(&w.Language, &w.Word, &w.Status, &w.KnownAt); err != nil {
			return nil, err
		}
		out = append(out, w)
	}
	return out, rows.Err()
}

// Erase deletes u's account: their stories with their cards, memory and
// reviews (shared links to them stop working), their sessions, device
// cookies, e-mail links and outbox mails; their credit ledger rows are kept
// for the accounts but no longer name them, and the audit log keeps its
// events without their address. by says who asked ("self" or an admin's
// address). It is one transaction: all of it happens, or none.
func (s *Service) Erase(ctx context.Context, u *auth.User, by string) error {
	anon := domain.Anon(u.ID)
	err := s.st.InTx(ctx, func(tx store.Tx) error {
		e := domain.Erasure{UserID: u.ID, Email: strings.ToLower(u.Email)}
		guests, err := s.guestsOf(ctx, tx, u.ID)
		if err != nil {
			return err
		}
		e.GuestIDs = guests
		// The files of their lessons and uploads go to the file sweep, which
		// removes those nobody else uses (files are content-addressed).
		if err := s.noteFiles(ctx, tx, u.ID); err != nil {
			return err
		}
		// Each package removes or anonymises its own rows; the user's own
		// row goes last.
		for _, er := range s.erasers {
			if err := er.EraseAccount(ctx, tx, e); err != nil {
				return fmt.Errorf("account: erase: %w", err)
			}
		}
		return s.audit.Audit(ctx, tx, telemetry.AuditEvent{Type: AuditErased,
			Details: map[string]any{"by": by, "account": anon}})
	})
	return err
}

// guestsOf are the guest sessions userID came from (claimed at sign-up).
func (s *Service) guestsOf(ctx context.Context, tx store.Tx, userID string) ([]string, error) {
	rows, err := tx.Query(ctx, `SELECT id FROM guest_sessions WHERE claimed_by_user_id = ?
		UNION SELECT signup_guest_session_id FROM users WHERE id = ? AND signup_guest_session_id IS NOT NULL`, userID, userID)
	if err != nil {
		return nil, fmt.Errorf("account: guests of %s: %w", userID, err)
	}
	return store.ScanAll(rows, func(r store.Row) (id string, err error) { return id, r.Scan(&id) })
}

// noteFiles notes for the file sweep every file of userID's lessons (card
// audio and pictures, title audio) and uploads.
func (s *Service) noteFiles(ctx context.Context, tx store.Tx, userID string) error {
	rows, err := tx.Query(ctx, `SELECT COALESCE(f.audio_key, ''), COALESCE(f.image_key, '') FROM flashcards f
		JOIN stories st ON st.id = f.story_id WHERE st.owner_kind = 'user' AND st.owner_id = ?
		UNION SELECT COALESCE(title_audio_key, ''), '' FROM stories WHERE owner_kind = 'user' AND owner_id = ?`, userID, userID)
	if err != nil {
		return fmt.Errorf("account: files of %s: %w", userID, err)
	}
	var keys []string
	for rows.Next() {
		var a, i string
		if err := rows.Scan(&a, &i); err != nil {
			rows.Close()
			return err
		}
		keys = append(keys, a, i)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return err
	}
	if err := filesweep.Note(ctx, tx, s.now(), keys); err != nil {
		return err
	}
	return media.NoteUserFiles(ctx, tx, userID, s.now())
}

type studySettingsDoc struct {
	DesiredRetention *float64        `json:"desiredRetention"`
	FittedWeights    json.RawMessage `json:"fittedWeights,omitempty"`
	FittedReviews    *int            `json:"fittedReviews,omitempty"`
	FittedAt         *time.Time      `json:"fittedAt,omitempty"`
}

type exportDoc struct {
	ExportedAt time.Time   `json:"exportedAt"`
	Account    accountDoc  `json:"account"`
	Profile    profileDoc  `json:"profile"`
	Stories    []storyDoc  `json:"stories"`
	Reviews    []reviewDoc `json:"reviews"`
	Words      []wordDoc   `json:"words"`
	// StudySettings: the desired retention and fitted weights (null: defaults).
	StudySettings studySettingsDoc `json:"studySettings"`
	Credits       []ledgerDoc      `json:"credits"`
}

// wordDoc is what the learner knows of a word (product §18).
type wordDoc struct {
	Language string     `json:"language"`
	Word     string     `json:"word"`
	Status   string     `json:"status"`
	KnownAt  *time.Time `json:"knownAt,omitempty"`
}

type accountDoc struct {
	ID            string `json:"id"`
	Email         string `json:"email"`
	Role          string `json:"role"`
	InterfaceLang string `json:"interfaceLanguage"`
	Confirmed     bool   `json:"emailConfirmed"`
}

type profileDoc struct {
	DisplayName string    `json:"displayName"`
	Credits     int       `json:"credits"`
	Wishes      int       `json:"wishes"`
	CreatedAt   time.Time `json:"createdAt"`
}

type storyDoc struct {
	ID              string    `json:"id"`
	Title           string    `json:"title"`
	Content         string    `json:"content"`
	NativeLanguage  string    `json:"nativeLanguage"`
	TargetLanguage  string    `json:"targetLanguage"`
	Status          string    `json:"status"`
	CreditsCharged  int       `json:"creditsCharged"`
	CreditsRefunded int       `json:"creditsRefunded"`
	CreatedAt       time.Time `json:"createdAt"`
	TitleAudio      string    `json:"titleAudio,omitempty"`
	Flashcards      []cardDoc `json:"flashcards"`
}

type cardDoc struct {
	ID       string `json:"id"`
	Position int    `json:"position"`
	Kind     string `json:"kind"`
	Front    string `json:"front"`
	Back     string `json:"back"`
	// Glosses are the card's words with their glosses (product §6).
	Glosses       []lang.WordGloss `json:"glosses,omitempty"`
	Pronunciation string           `json:"pronunciation,omitempty"`
	Audio         string           `json:"audio,omitempty"`
	Image         string           `json:"image,omitempty"`
}

type reviewDoc struct {
	CardID  string    `json:"cardId"`
	StoryID string    `json:"storyId"`
	Mode    string    `json:"mode"`
	Grade   int       `json:"grade"`
	At      time.Time `json:"reviewedAt"`
}

type ledgerDoc struct {
	Delta        int       `json:"delta"`
	BalanceAfter int       `json:"balanceAfter"`
	Reason       string    `json:"reason"`
	At           time.Time `json:"at"`
}
