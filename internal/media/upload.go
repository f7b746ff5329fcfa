package media

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"os"
	"time"

	"github.com/storyglot/storyglot/internal/blob"
	"github.com/storyglot/storyglot/internal/credits"
	"github.com/storyglot/storyglot/internal/domain"
	"github.com/storyglot/storyglot/internal/filesweep"
	"github.com/storyglot/storyglot/internal/store"
)

// ReasonVideoUpload is the ledger reason of an upload's charge.
const ReasonVideoUpload = "video_upload"

// BytesPerCredit: an upload costs one credit per MB (2^20 bytes, as the
// browser counts a file's size), rounded up (product §17).
const BytesPerCredit = 1 << 20

// Cost is the credits an upload of size bytes costs.
func Cost(size int64) int { return int((size + BytesPerCredit - 1) / BytesPerCredit) }

// Config tunes the service.
type Config struct {
	MaxBytes int64 // the largest upload accepted (settings: video-max-mb)
}

// Service stores uploads and ads.
type Service struct {
	cfg    Config
	st     *store.Store
	ledger *credits.Ledger
	blobs  blob.Store
	now    func() time.Time
}

// New returns a Service.
func New(cfg Config, st *store.Store, ledger *credits.Ledger, blobs blob.Store) *Service {
	return &Service{cfg: cfg, st: st, ledger: ledger, blobs: blobs, now: time.Now}
}

// MaxBytes is the largest upload accepted.
func (s *Service) MaxBytes() int64 { return s.cfg.MaxBytes }

// Upload is a stored video.
type Upload struct {
	ID          string
	UserID      string
	Key         string // blob key, served under /api/v1/files/
	FileName    string
	ContentType string
	SizeBytes   int64
	Credits     int
	CreatedAt   time.Time
	Replayed    bool // the idempotency key was used before; nothing changed
}

// UploadInput is one upload request.
type UploadInput struct {
	UserID         string
	IdempotencyKey string // the same key never stores or charges twice
	FileName       string
	DeclaredSize   int64 // Content-Length, or -1 when unknown
	Body           io.Reader
}

// The texts of product §17.
var (
	ErrNotVideo      = domain.Titled(domain.CodeInvalid, "Invalid file type", "Please select a video file")
	ErrStorageFailed = domain.Titled(domain.CodeInternal, "Upload failed", "There was an error uploading your video. Please try again.")
	ErrInterrupted   = domain.Titled(domain.CodeInvalid, "Upload interrupted", "The video did not arrive completely. Please try again.")
)

// bodyReader keeps the error of reading the request body, to tell it from
// a failure to write the file.
type bodyReader struct {
	r   io.Reader
	err error
}

func (b *bodyReader) Read(p []byte) (int, error) {
	n, err := b.r.Read(p)
	if err != nil && !errors.Is(err, io.EOF) {
		b.err = err
	}
	return n, err
}

func errTooLarge(max int64) error {
	return domain.Titled(domain.CodeInvalid, "File too large",
		fmt.Sprintf("Videos can be at most %d MB.", max/BytesPerCredit))
}

func errInsufficient(cost, have int) error {
	return domain.Titled(domain.CodeInsufficientCredits, "Insufficient credits",
		fmt.Sprintf("This upload costs %d credits, but you only have %d credits available.", cost, have))
}

// Store keeps a video and charges it, in this order: the bytes are checked
// (a video by its signature, within the size limit), the balance is checked,
// the file is written to the blob store, then one transaction takes the
// credits through the ledger and records the upload. A failure before the
// transaction charges nothing; a file written whose upload is not recorded
// (the client left, the balance fell meanwhile) is noted for the file sweep,
// which keeps it if something refers to the same bytes (decision 0069); a
// crash after the file is written leaves only a content-addressed file that
// the retry (same key) writes again. A key used before returns the first
// upload and charges nothing more.
func (s *Service) Store(ctx context.Context, in UploadInput) (Upload, error) {
	if in.IdempotencyKey == "" || len(in.IdempotencyKey) > 100 {
		return Upload{}, domain.Titled(domain.CodeInvalid, "Missing key", "An upload needs an Idempotency-Key of 1 to 100 characters.")
	}
	key := "upload:" + in.UserID + ":" + in.IdempotencyKey
	if u, err := s.byKey(ctx, s.st.ReadOnly(), key); err == nil {
		return u, nil
	} else if !errors.Is(err, domain.ErrNotFound) {
		return Upload{}, err
	}
	acct := domain.Account{Kind: domain.AccountUser, ID: in.UserID}
	if in.DeclaredSize > s.cfg.MaxBytes {
		return Upload{}, errTooLarge(s.cfg.MaxBytes)
	}
	if in.DeclaredSize > 0 {
		if err := s.affordable(ctx, acct, Cost(in.DeclaredSize)); err != nil {
			return Upload{}, err
		}
	}
	tmp, size, sum, head, err := s.spool(in.Body)
	if tmp != nil {
		defer os.Remove(tmp.Name())
		defer tmp.Close()
	}
	if err != nil {
		return Upload{}, err
	}
	v, ok := SniffVideo(head)
	if size == 0 || !ok {
		return Upload{}, ErrNotVideo
	}
	cost := Cost(size)
	if err := s.affordable(ctx, acct, cost); err != nil {
		return Upload{}, err
	}
	u := Upload{ID: newID(), UserID: in.UserID, Key: "videos/" + sum + v.Ext, FileName: cleanName(in.FileName),
		ContentType: v.ContentType, SizeBytes: size, Credits: cost, CreatedAt: s.now().UTC()}
	if _, err := tmp.Seek(0, io.SeekStart); err != nil {
		return Upload{}, fmt.Errorf("media: rewind upload: %w", err)
	}
	if err := s.blobs.Put(ctx, u.Key, v.ContentType, tmp); err != nil {
		return Upload{}, &domain.Error{Code: ErrStorageFailed.Code, Title: ErrStorageFailed.Title, Message: ErrStorageFailed.Message, Err: err}
	}
	err = s.st.InTx(ctx, func(tx store.Tx) error {
		if _, err := s.ledger.ApplyTx(ctx, tx, credits.Change{Account: acct, Delta: -cost, Reason: ReasonVideoUpload,
			Reference: u.ID, IdempotencyKey: key}); err != nil {
			return err
		}
		_, err := tx.Exec(ctx, `INSERT INTO video_uploads (id, user_id, blob_key, file_name, content_type, size_bytes, credits_charged, idempotency_key, created_at)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`, u.ID, u.UserID, u.Key, u.FileName, u.ContentType, u.SizeBytes, u.Credits, key, u.CreatedAt)
		return err
	})
	switch {
	case err == nil:
		return u, nil
	case store.IsUniqueViolation(err):
		return s.byKey(ctx, s.st, key) // a concurrent request with the same key won
	}
	// The file is written and nothing may refer to it: the sweep's, noted
	// whatever became of the client.
	kept, cancel := store.Detach(ctx)
	defer cancel()
	if nerr := filesweep.Note(kept, s.st, s.now(), []string{u.Key}); nerr != nil {
		err = errors.Join(err, nerr)
	}
	switch {
	case errors.Is(err, domain.ErrInsufficientCredits):
		have, _ := s.ledger.Balance(ctx, acct)
		return Upload{}, errInsufficient(cost, have)
	}
	return Upload{}, fmt.Errorf("media: record upload: %w", err)
}

// affordable refuses a cost above the user's balance, in product §6's words.
func (s *Service) affordable(ctx context.Context, acct domain.Account, cost int) error {
	have, err := s.ledger.Balance(ctx, acct)
	if err != nil {
		return err
	}
	if cost > have {
		return errInsufficient(cost, have)
	}
	return nil
}

// spool copies the body to a temporary file (never more than the limit),
// hashing it and keeping its first bytes for the signature check.
func (s *Service) spool(r io.Reader) (*os.File, int64, string, []byte, error) {
	tmp, err := os.CreateTemp("", "storyglot-upload-*")
	if err != nil {
		return nil, 0, "", nil, fmt.Errorf("media: spool upload: %w", err)
	}
	h := sha256.New()
	body := &bodyReader{r: io.LimitReader(r, s.cfg.MaxBytes+1)}
	n, err := io.Copy(io.MultiWriter(tmp, h), body)
	if body.err != nil {
		// The client's side: cut for its pace, or gone.
		return tmp, 0, "", nil, ErrInterrupted
	}
	if err != nil {
		return tmp, 0, "", nil, domain.Titled(ErrStorageFailed.Code, ErrStorageFailed.Title, ErrStorageFailed.Message)
	}
	if n > s.cfg.MaxBytes {
		return tmp, 0, "", nil, errTooLarge(s.cfg.MaxBytes)
	}
	head := make([]byte, 64)
	k, _ := tmp.ReadAt(head, 0)
	return tmp, n, hex.EncodeToString(h.Sum(nil)), head[:k], nil
}

const uploadColumns = "id, user_id, blob_key, file_name, content_type, size_bytes, credits_charged, created_at"

func scanUpload(r store.Row) (Upload, error) {
	var u Upload
	err := r.Scan(&u.ID, &u.UserID, &u.Key, &u.FileName, &u.ContentType, &u.SizeBytes, &u.Credits, &u.CreatedAt)
	return u, err
}

func (s *Service) byKey(ctx context.Context, q store.Querier, key string) (Upload, error) {
	u, err := scanUpload(q.QueryRow(ctx, "SELECT "+uploadColumns+" FROM video_uploads WHERE idempotency_key = ?", key))
	if errors.Is(err, store.ErrNoRows) {
		return Upload{}, domain.ErrNotFound
	}
	if err != nil {
		return Upload{}, fmt.Errorf("media: read upload: %w", err)
	}
	u.Replayed = true
	return u, nil
}

// Uploads lists uploads, newest first: a user's, or everyone's for "".
func (s *Service) Uploads(ctx context.Context, userID string, limit int) ([]Upload, error) {
	q, args := "SELECT "+uploadColumns+" FROM video_uploads ORDER BY created_at DESC, id LIMIT ?", []any{limit}
	if userID != "" {
		q, args = "SELECT "+uploadColumns+" FROM video_uploads WHERE user_id = ? ORDER BY created_at DESC, id LIMIT ?", []any{userID, limit}
	}
	rows, err := s.st.ReadOnly().Query(ctx, q, args...)
	if err != nil {
		return nil, fmt.Errorf("media: list uploads: %w", err)
	}
	out, err := store.ScanAll(rows, scanUpload)
	if err != nil {
		return nil, fmt.Errorf("media: list uploads: %w", err)
	}
	return out, nil
}

// cleanName keeps a file name for display only: printable, at most 200 runes.
func cleanName(n string) string {
	var out []rune
	for _, r := range n {
		if r >= 0x20 && r != 0x7f && len(out) < 200 {
			out = append(out, r)
		}
	}
	if len(out) == 0 {
		return "video"
	}
	return string(out)
}

func newID() string {
	b := make([]byte, 16)
	_, _ = rand.Read(b)
	return hex.EncodeToString(b)
}
