package media

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/storyglot/storyglot/internal/domain"
	"github.com/storyglot/storyglot/internal/filesweep"
	"github.com/storyglot/storyglot/internal/store"
)

var errNoUpload = domain.Titled(domain.CodeNotFound, "Upload Not Found", "This upload does not exist.")

// DeleteUpload removes one of the user's uploads. Its file is noted for the
// file sweep, which deletes it from the blob store unless something still
// refers to it: the same bytes uploaded by someone else (files are
// content-addressed) or an ad made of it (an ad keeps its video). The credits
// it cost are not given back: the upload was stored. Someone else's upload is
// not found.
func (s *Service) DeleteUpload(ctx context.Context, userID, id string) (Upload, error) {
	var gone Upload
	err := s.st.InTx(ctx, func(tx store.Tx) error {
		u, err := scanUpload(tx.QueryRow(ctx, "SELECT "+uploadColumns+" FROM video_uploads WHERE id = ? AND user_id = ?", id, userID))
		if errors.Is(err, store.ErrNoRows) {
			return errNoUpload
		}
		if err != nil {
			return fmt.Errorf("media: read upload %s: %w", id, err)
		}
		if _, err := tx.Exec(ctx, "DELETE FROM video_uploads WHERE id = ?", id); err != nil {
			return fmt.Errorf("media: delete upload %s: %w", id, err)
		}
		gone = u
		return filesweep.Note(ctx, tx, s.now(), []string{u.Key})
	})
	return gone, err
}

// NoteUserFiles notes the files of every upload of userID for the file
// sweep, through q: erasing an account calls it in its transaction, before
// the uploads go with the account (their rows cascade).
func NoteUserFiles(ctx context.Context, q store.Querier, userID string, now time.Time) error {
	rows, err := q.Query(ctx, "SELECT blob_key FROM video_uploads WHERE user_id = ?", userID)
	if err != nil {
		return fmt.Errorf("media: files of %s: %w", userID, err)
	}
	var keys []string
	for rows.Next() {
		var k string
		if err := rows.Scan(&k); err != nil {
			rows.Close()
			return err
		}
		keys = append(keys, k)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return err
	}
	return filesweep.Note(ctx, q, now, keys)
}
