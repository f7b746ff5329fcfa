package httpapi_test

import (
	"archive/zip"
	"bytes"
	"database/sql"
	"io"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/storyglot/storyglot/internal/app/apptest"
	"github.com/storyglot/storyglot/internal/httpapi"
)

// Issue 29: an Anki package keeps each card's review log and schedule, as
// Anki reads them: the revlog rows of a studied card are its answers, and
// its due day and interval are the learner's memory of it.
func TestExportKeepsTheHistory(t *testing.T) {
	apptest.ForEachDialect(t, apptest.Options{}, func(t *testing.T, s *apptest.Server) {
		b := newBrowser(t, s.URL)
		b.want(201, "POST", "/api/v1/guest-sessions", emailBody{})
		id, cards := madeLesson(t, b, spanishStory)
		card := cards[0].ID
		start := time.Now().UTC().Add(-72 * time.Hour).Truncate(time.Second)
		for i, g := range []int{3, 3, 4} {
			at := start.Add(time.Duration(i) * 30 * time.Minute)
			b.want(200, "POST", "/api/v1/reviews", review{CardID: card, Mode: "review", Grade: g, IdempotencyKey: "h" + string(rune('a'+i)), ReviewedAt: &at})
		}
		var memory *httpapi.MemoryBody
		for _, it := range expect[struct {
			Cards []struct {
				CardID string
				Memory *httpapi.MemoryBody
			}
		}](b, 200, "GET", "/api/v1/stories/"+id+"/study-queue", nil).Cards {
			if it.CardID == card {
				memory = it.Memory
			}
		}
		if memory == nil || memory.State != "review" || memory.ScheduledDays < 1 {
			t.Fatalf("memory after three answers: %+v", memory)
		}

		body, _ := fetch(t, b, "/api/v1/stories/"+id+"/export?format=apkg")
		zr, err := zip.NewReader(bytes.NewReader(body), int64(len(body)))
		if err != nil {
			t.Fatal(err)
		}
		path := filepath.Join(t.TempDir(), "collection.anki2")
		for _, f := range zr.File {
			if f.Name == "collection.anki2" {
				rc, _ := f.Open()
				data, _ := io.ReadAll(rc)
				rc.Close()
				if err := os.WriteFile(path, data, 0o600); err != nil {
					t.Fatal(err)
				}
			}
		}
		db, err := sql.Open("sqlite", path)
		if err != nil {
			t.Fatal(err)
		}
		defer db.Close()
		var crt, due int64
		var cid int64
		var typ, queue, ivl, reps int
		if err := db.QueryRow(`SELECT col.crt, c.id, c.type, c.queue, c.due, c.ivl, c.reps FROM cards c JOIN notes n ON n.id = c.nid, col
			WHERE n.sfld = ?`, cards[0].Front).Scan(&crt, &cid, &typ, &queue, &due, &ivl, &reps); err != nil {
			t.Fatal(err)
		}
		wantDue := int64(memory.Due.Sub(time.Unix(crt, 0)).Hours() / 24)
		if typ != 2 || queue != 2 || ivl != memory.ScheduledDays || due != wantDue || reps != 3 {
			t.Errorf("card type %d queue %d due %d ivl %d reps %d; memory %+v (due day %d)", typ, queue, due, ivl, reps, memory, wantDue)
		}
		rows, err := db.Query("SELECT id, ease FROM revlog WHERE cid = ? ORDER BY id", cid)
		if err != nil {
			t.Fatal(err)
		}
		defer rows.Close()
		var eases []int
		var ids []int64
		for rows.Next() {
			var rid int64
			var ease int
			if err := rows.Scan(&rid, &ease); err != nil {
				t.Fatal(err)
			}
			ids, eases = append(ids, rid), append(eases, ease)
		}
		if len(eases) != 3 || eases[0] != 3 || eases[2] != 4 || ids[0] != start.UnixMilli() {
			t.Errorf("revlog ids %v eases %v, want from %d", ids, eases, start.UnixMilli())
		}
		var others int
		if err := db.QueryRow("SELECT COUNT(*) FROM revlog WHERE cid <> ?", cid).Scan(&others); err != nil || others != 0 {
			t.Errorf("%d revlog rows of unstudied cards (%v)", others, err)
		}
	})
}
