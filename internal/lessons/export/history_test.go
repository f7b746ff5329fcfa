package export

import (
	"archive/zip"
	"bytes"
	"context"
	"database/sql"
	"encoding/json"
	"io"
	"os"
	"path/filepath"
	"testing"
	"time"
)

// openCollection writes decks as a package and opens its collection as Anki would.
func openCollection(t *testing.T, decks []Deck, now time.Time) *sql.DB {
	t.Helper()
	var buf bytes.Buffer
	if err := APKG(context.Background(), &buf, decks, files{}.open, now); err != nil {
		t.Fatal(err)
	}
	zr, err := zip.NewReader(bytes.NewReader(buf.Bytes()), int64(buf.Len()))
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "collection.anki2")
	for _, f := range zr.File {
		if f.Name == "collection.anki2" {
			rc, _ := f.Open()
			b, _ := io.ReadAll(rc)
			rc.Close()
			if err := os.WriteFile(path, b, 0o600); err != nil {
				t.Fatal(err)
			}
		}
	}
	db, err := sql.Open("sqlite", path)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	return db
}

// Issue 29: a learner who moves to Anki keeps their intervals. Each studied
// card carries its schedule (type, queue, due, interval, FSRS state) and each
// answer is a revlog row Anki's statistics and FSRS optimiser read.
func TestAPKGKeepsTheHistory(t *testing.T) {
	now := time.Date(2026, 11, 29, 10, 0, 0, 0, time.UTC)
	first := time.Date(2026, 11, 1, 9, 30, 0, 0, time.UTC)
	reviewCard := Note{ID: "c1", Front: "Ana vive en Sevilla.", Back: "Ana lives in Seville.",
		Memory: &Memory{State: "review", Due: time.Date(2026, 12, 9, 9, 0, 0, 0, time.UTC), ScheduledDays: 12, Reps: 3, Lapses: 1,
			Stability: 12.345, Difficulty: 6.789, LastReview: time.Date(2026, 11, 27, 9, 0, 0, 0, time.UTC)},
		Reviews: []Review{
			{At: first, Grade: 3, StateBefore: "new", StateAfter: "learning", DueAfter: first.Add(10 * time.Minute), DurationMs: 4200},
			{At: first.Add(10 * time.Minute), Grade: 3, StateBefore: "learning", StateAfter: "review", ScheduledDays: 3, DueAfter: first.AddDate(0, 0, 3)},
			{At: time.Date(2026, 11, 27, 9, 0, 0, 0, time.UTC), Grade: 1, StateBefore: "review", StateAfter: "relearning",
				DueAfter: time.Date(2026, 11, 27, 9, 10, 0, 0, time.UTC), DurationMs: 90000},
		}}
	learning := Note{ID: "c2", Front: "pan", Back: "bread",
		Memory:  &Memory{State: "learning", Due: now.Add(5 * time.Minute), Reps: 1, Stability: 2.3, Difficulty: 5},
		Reviews: []Review{{At: now.Add(-5 * time.Minute), Grade: 3, StateBefore: "new", StateAfter: "learning", DueAfter: now.Add(5 * time.Minute)}}}
	fresh := Note{ID: "c3", Front: "sal", Back: "salt"}
	db := openCollection(t, []Deck{{ID: "s1", Name: "Ana", Notes: []Note{reviewCard, learning, fresh}}}, now)

	var crt int64
	if err := db.QueryRow("SELECT crt FROM col").Scan(&crt); err != nil {
		t.Fatal(err)
	}
	if want := time.Date(2026, 11, 1, 4, 0, 0, 0, time.UTC).Unix(); crt != want {
		t.Errorf("crt %d, want the first review's day %d", crt, want)
	}
	rows, err := db.Query("SELECT type, queue, due, ivl, factor, reps, lapses, left, data FROM cards ORDER BY id")
	if err != nil {
		t.Fatal(err)
	}
	type card struct {
		typ, queue        int
		due               int64
		ivl, factor, reps int
		lapses, left      int
		data              string
	}
	var cards []card
	for rows.Next() {
		var c card
		if err := rows.Scan(&c.typ, &c.queue, &c.due, &c.ivl, &c.factor, &c.reps, &c.lapses, &c.left, &c.data); err != nil {
			t.Fatal(err)
		}
		cards = append(cards, c)
	}
	rows.Close()
	if len(cards) != 3 {
		t.Fatalf("%d cards", len(cards))
	}
	// The review card: due on day 38 of the collection (9 Dec from 1 Nov), 12 days' interval.
	if c := cards[0]; c.typ != 2 || c.queue != 2 || c.due != 38 || c.ivl != 12 || c.reps != 3 || c.lapses != 1 || c.factor >= 2500 {
		t.Errorf("review card = %+v", c)
	}
	var fsrs struct{ S, D float64 }
	if err := json.Unmarshal([]byte(cards[0].data), &fsrs); err != nil || fsrs.S != 12.35 || fsrs.D != 6.79 {
		t.Errorf("review card's data %q: %+v %v", cards[0].data, fsrs, err)
	}
	// The learning card: due at its time in seconds; the new card: first among new.
	if c := cards[1]; c.typ != 1 || c.queue != 1 || c.due != now.Add(5*time.Minute).Unix() || c.left == 0 {
		t.Errorf("learning card = %+v", c)
	}
	if c := cards[2]; c.typ != 0 || c.queue != 0 || c.due != 1 || c.data != "" {
		t.Errorf("new card = %+v", c)
	}

	rows, err = db.Query("SELECT r.id, r.ease, r.ivl, r.lastIvl, r.time, r.type FROM revlog r JOIN cards c ON c.id = r.cid ORDER BY c.id, r.id")
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	type rev struct {
		id                            int64
		ease, ivl, lastIvl, ms, rtype int
	}
	var got []rev
	for rows.Next() {
		var r rev
		if err := rows.Scan(&r.id, &r.ease, &r.ivl, &r.lastIvl, &r.ms, &r.rtype); err != nil {
			t.Fatal(err)
		}
		got = append(got, r)
	}
	want := []rev{
		{first.UnixMilli(), 3, -600, 0, 4200, 0},
		{first.Add(10 * time.Minute).UnixMilli(), 3, 3, -600, 0, 0},
		{time.Date(2026, 11, 27, 9, 0, 0, 0, time.UTC).UnixMilli(), 1, -600, 3, 60000, 1},
		{now.Add(-5 * time.Minute).UnixMilli(), 3, -600, 0, 0, 0},
	}
	if len(got) != len(want) {
		t.Fatalf("revlog = %+v", got)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("revlog row %d = %+v, want %+v", i, got[i], want[i])
		}
	}
}
