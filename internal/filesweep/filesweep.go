// Package filesweep removes stored files (audio, images, videos) that nothing
// refers to any more. Files are content-addressed, so one file may serve many
// cards, lessons, uploads and ads: whoever drops a reference notes the key
// (Note, in the transaction that drops it), and Sweep later deletes each
// noted file that no row refers to, after a grace period in which a request
// that has just written the same bytes can still record its own reference.
package filesweep

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/storyglot/storyglot/internal/blob"
	"github.com/storyglot/storyglot/internal/store"
)

// Grace is how long a noted file waits before a sweep may remove it, so that
// a lesson being made or an upload being stored that just produced the same
// content-addressed file can still write the row that refers to it.
const Grace = 10 * time.Minute

// fileURLPrefix is how an ad refers to an uploaded video (media.FileURL).
const fileURLPrefix = "/api/v1/files/"

// Note records files that may have lost their last reference (through q, so
// in the transaction that dropped it). Empty keys are skipped.
func Note(ctx context.Context, q store.Querier, now time.Time, keys []string) error {
	for _, k := range keys {
		if k == "" {
			continue
		}
		if _, err := q.Exec(ctx, "INSERT INTO orphan_files (file_key, noted_at) VALUES (?, ?) ON CONFLICT (file_key) DO NOTHING", k, now.UTC()); err != nil {
			return fmt.Errorf("filesweep: note %s: %w", k, err)
		}
	}
	return nil
}

// References counts the rows that use the file under key: cards (audio,
// picture), lesson titles (audio), uploaded videos (another user may have
// uploaded the same bytes) and ads (an ad keeps its video after the upload
// is deleted).
func References(ctx context.Context, q store.Querier, key string) (int, error) {
	var n int
	err := q.QueryRow(ctx, `SELECT (SELECT COUNT(*) FROM flashcards WHERE audio_key = ? OR image_key = ?)
		+ (SELECT COUNT(*) FROM stories WHERE title_audio_key = ?)
		+ (SELECT COUNT(*) FROM video_uploads WHERE blob_key = ?)
		+ (SELECT COUNT(*) FROM ads WHERE video_url = ?)`, key, key, key, key, fileURLPrefix+key).Scan(&n)
	if err != nil {
		return 0, fmt.Errorf("filesweep: references of %s: %w", key, err)
	}
	return n, nil
}

// Sweep removes the files noted at least grace before now that nothing
// refers to; files still in use stay (and leave the list). A store that
// cannot delete keeps its files. It returns the number of files removed.
func Sweep(ctx context.Context, st *store.Store, files blob.Store, now time.Time, grace time.Duration) (int, error) {
	del, ok := files.(blob.Deleter)
	if !ok {
		return 0, nil
	}
	rows, err := st.Query(ctx, "SELECT file_key FROM orphan_files WHERE noted_at <= ? ORDER BY noted_at LIMIT 500", now.UTC().Add(-grace))
	if err != nil {
		return 0, fmt.Errorf("filesweep: %w", err)
	}
	var keys []string
	for rows.Next() {
		var k string
		if err := rows.Scan(&k); err != nil {
			rows.Close()
			return 0, err
		}
		keys = append(keys, k)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return 0, err
	}
	removed := 0
	for _, k := range keys {
		used, err := References(ctx, st, k)
		if err != nil {
			return removed, err
		}
		if used == 0 {
			if err := del.Delete(ctx, k); err != nil && !errors.Is(err, blob.ErrNotFound) {
				return removed, fmt.Errorf("filesweep: remove %s: %w", k, err)
			}
			removed++
		}
		if _, err := st.Exec(ctx, "DELETE FROM orphan_files WHERE file_key = ?", k); err != nil {
			return removed, fmt.Errorf("filesweep: %w", err)
		}
	}
	return removed, nil
}
