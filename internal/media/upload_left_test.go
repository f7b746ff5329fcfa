package media_test

import (
	"bytes"
	"context"
	"io"
	"testing"

	"github.com/storyglot/storyglot/internal/blob"
	"github.com/storyglot/storyglot/internal/credits"
	"github.com/storyglot/storyglot/internal/credits/creditstest"
	"github.com/storyglot/storyglot/internal/media"
	"github.com/storyglot/storyglot/internal/store"
	"github.com/storyglot/storyglot/internal/store/storetest"
)

// leavingBlobs writes a file, then its client leaves (leave is called).
type leavingBlobs struct {
	blob.Store
	leave func()
	put   []string
}

func (b *leavingBlobs) Put(ctx context.Context, key, contentType string, r io.Reader) error {
	err := b.Store.Put(ctx, key, contentType, r)
	b.put = append(b.put, key)
	b.leave()
	return err
}

// An upload whose client leaves once its file is written is not recorded
// (nothing charged), and its file is noted for the file sweep: it was left in
// the file store for good, noted by nobody.
func TestAnUploadLeftOnceWrittenLeavesItsFileToTheSweep(t *testing.T) {
	storetest.ForEachDialect(t, func(t *testing.T, st *store.Store) {
		ledger := credits.NewLedger(st)
		acct := creditstest.NewUser(t, st, ledger, "uploader", 100)
		local, err := blob.NewLocal(t.TempDir())
		if err != nil {
			t.Fatal(err)
		}
		ctx, leave := context.WithCancel(context.Background())
		defer leave()
		files := &leavingBlobs{Store: local, leave: leave}
		svc := media.New(media.Config{MaxBytes: 1 << 20}, st, ledger, files)
		video := append([]byte("\x00\x00\x00\x18ftypisom\x00\x00\x02\x00"), bytes.Repeat([]byte{7}, 1000)...)
		if _, err := svc.Store(ctx, media.UploadInput{UserID: acct.ID, IdempotencyKey: "left", FileName: "a.mp4",
			DeclaredSize: int64(len(video)), Body: bytes.NewReader(video)}); err == nil {
			t.Fatal("an upload whose client left before it was recorded was recorded")
		}
		if len(files.put) != 1 {
			t.Fatalf("files written: %v", files.put)
		}
		var noted, uploads int
		bg := context.Background()
		if err := st.QueryRow(bg, "SELECT COUNT(*) FROM orphan_files WHERE file_key = ?", files.put[0]).Scan(&noted); err != nil {
			t.Fatal(err)
		}
		if err := st.QueryRow(bg, "SELECT COUNT(*) FROM video_uploads").Scan(&uploads); err != nil {
			t.Fatal(err)
		}
		if noted != 1 || uploads != 0 {
			t.Errorf("after the client left: file noted %d times, %d uploads recorded; want 1, 0", noted, uploads)
		}
		if have, err := ledger.Balance(bg, acct); err != nil || have != 100 {
			t.Errorf("balance %d (%v), want 100 (nothing charged)", have, err)
		}
	})
}
