// Package export writes lessons in the formats other flashcard programs read:
// an Anki package (.apkg) and CSV.
package export

import (
	"archive/zip"
	"context"
	"crypto/sha1"
	"database/sql"
	"encoding/binary"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"html"
	"io"
	"os"
	"path"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"time"

	_ "modernc.org/sqlite" // the collection database
)

// Deck is one story: a deck of notes.
type Deck struct {
	ID    string // the story id (stable deck identity)
	Name  string // "Title", or "Storyglot::Title" for a subdeck
	Notes []Note
}

// Note is one card.
type Note struct {
	ID            string // the card id (stable note guid)
	Front         string
	Back          string
	Pronunciation string
	Hints         string // plain text, one hint per line
	AudioKey      string // a file key, e.g. "audio/ab12….mp3"
	AudioURL      string // where the app serves it (for CSV)
	ImageKey      string
	// Memory and Reviews are the learner's (nil: a new card): the package
	// keeps each card's scheduling and review log (history.go).
	Memory  *Memory
	Reviews []Review
}

// Files opens a stored file by key.
type Files func(ctx context.Context, key string) (io.ReadCloser, error)

// ModelID is the Storyglot note type's id; fixed, so that importing again
// updates the same note type instead of adding another.
const ModelID int64 = 1732406400000

// Fields of the Storyglot note type, in order.
var Fields = []string{"Front", "Back", "Pronunciation", "Hints", "Audio", "Image"}

// APKG writes an Anki 2.1 package: a zip holding "collection.anki2" (the
// collection SQLite database, schema 11), the media files named 0, 1, … and
// "media", the JSON map from those names to the file names the notes use.
func APKG(ctx context.Context, w io.Writer, decks []Deck, files Files, now time.Time) error {
	dir, err := os.MkdirTemp("", "storyglot-apkg-*")
	if err != nil {
		return err
	}
	defer os.RemoveAll(dir)
	// The media first: a file gone missing leaves its notes without it
	// rather than with a reference Anki cannot play.
	zw := zip.NewWriter(w)
	mediaMap := map[string]string{}
	have := map[string]bool{}
	for _, d := range decks {
		for _, n := range d.Notes {
			for _, key := range []string{n.AudioKey, n.ImageKey} {
				if key == "" || have[key] {
					continue
				}
				rc, err := files(ctx, key)
				if err != nil {
					continue
				}
				name := strconv.Itoa(len(mediaMap))
				f, err := zw.CreateHeader(&zip.FileHeader{Name: name, Method: zip.Store, Modified: now})
				if err == nil {
					_, err = io.Copy(f, rc)
				}
				rc.Close()
				if err != nil {
					return fmt.Errorf("export: media %s: %w", key, err)
				}
				have[key], mediaMap[name] = true, MediaName(key)
			}
		}
	}
	mj, _ := json.Marshal(mediaMap)
	f, err := zw.Create("media")
	if err != nil {
		return err
	}
	if _, err := f.Write(mj); err != nil {
		return err
	}
	dbPath := filepath.Join(dir, "collection.anki2")
	if err := writeCollection(ctx, dbPath, decks, have, now); err != nil {
		return err
	}
	if err := addFile(zw, "collection.anki2", dbPath); err != nil {
		return err
	}
	return zw.Close()
}

func addFile(zw *zip.Writer, name, p string) error {
	src, err := os.Open(p)
	if err != nil {
		return err
	}
	defer src.Close()
	f, err := zw.Create(name)
	if err != nil {
		return err
	}
	_, err = io.Copy(f, src)
	return err
}

// MediaName is the flat file name a key has inside a package ("audio/ab.mp3"
// becomes "storyglot-ab.mp3"): Anki's media folder has no subfolders.
func MediaName(key string) string { return "storyglot-" + path.Base(key) }

const schema = `
CREATE TABLE col (id integer primary key, crt integer not null, mod integer not null, scm integer not null,
	ver integer not null, dty integer not null, usn integer not null, ls integer not null, conf text not null,
	models text not null, decks text not null, dconf text not null, tags text not null);
CREATE TABLE notes (id integer primary key, guid text not null, mid integer not null, mod integer not null,
	usn integer not null, tags text not null, flds text not null, sfld integer not null, csum integer not null,
	flags integer not null, data text not null);
CREATE TABLE cards (id integer primary key, nid integer not null, did integer not null, ord integer not null,
	mod integer not null, usn integer not null, type integer not null, queue integer not null, due integer not null,
	ivl integer not null, factor integer not null, reps integer not null, lapses integer not null, left integer not null,
	odue integer not null, odid integer not null, flags integer not null, data text not null);
CREATE TABLE revlog (id integer primary key, cid integer not null, usn integer not null, ease integer not null,
	ivl integer not null, lastIvl integer not null, factor integer not null, time integer not null, type integer not null);
CREATE TABLE graves (usn integer not null, oid integer not null, type integer not null);
CREATE INDEX ix_notes_usn on notes (usn);
CREATE INDEX ix_cards_usn on cards (usn);
CREATE INDEX ix_revlog_usn on revlog (usn);
CREATE INDEX ix_cards_nid on cards (nid);
CREATE INDEX ix_cards_sched on cards (did, queue, due);
CREATE INDEX ix_revlog_cid on revlog (cid);
CREATE INDEX ix_notes_csum on notes (csum);`

func writeCollection(ctx context.Context, dbPath string, decks []Deck, have map[string]bool, now time.Time) error {
	db, err := sql.Open("sqlite", dbPath)
	if err != nil {
		return err
	}
	defer db.Close()
	if _, err := db.ExecContext(ctx, schema); err != nil {
		return fmt.Errorf("export: collection schema: %w", err)
	}
	tx, err := db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback() //nolint:errcheck // after Commit it is a no-op
	ms, secs := now.UnixMilli(), now.Unix()
	crt := collectionStart(decks, now)
	used := map[int64]bool{}
	deckJSON := map[string]any{"1": deck(1, "Default", secs)}
	addMedia := func(key string) string {
		if !have[key] {
			return ""
		}
		return MediaName(key)
	}
	id := ms // note and card ids: epoch milliseconds, as Anki makes them
	due := 1
	for _, d := range decks {
		did := idOf("deck:" + d.ID)
		deckJSON[strconv.FormatInt(did, 10)] = deck(did, d.Name, secs)
		for _, n := range d.Notes {
			audio, image := "", ""
			if name := addMedia(n.AudioKey); name != "" {
				audio = "[sound:" + name + "]"
			}
			if name := addMedia(n.ImageKey); name != "" {
				image = `<img src="` + html.EscapeString(name) + `">`
			}
			flds := strings.Join([]string{esc(n.Front), esc(n.Back), esc(n.Pronunciation),
				strings.ReplaceAll(esc(n.Hints), "\n", "<br>"), audio, image}, "\x1f")
			id++
			nid := id
			if _, err := tx.ExecContext(ctx, `INSERT INTO notes VALUES (?, ?, ?, ?, -1, '', ?, ?, ?, 0, '')`,
				nid, guid(n.ID), ModelID, secs, flds, n.Front, checksum(n.Front)); err != nil {
				return fmt.Errorf("export: note: %w", err)
			}
			id++
			// A new card is due at its position among new cards; a studied one
			// keeps its schedule and its review log.
			typ, queue, cardDue, ivl, factor, left, data := cardSchedule(n.Memory, crt, due)
			reps, lapses := 0, 0
			if n.Memory != nil {
				reps, lapses = n.Memory.Reps, n.Memory.Lapses
			}
			if _, err := tx.ExecContext(ctx, `INSERT INTO cards VALUES (?, ?, ?, 0, ?, -1, ?, ?, ?, ?, ?, ?, ?, ?, 0, 0, 0, ?)`,
				id, nid, did, secs, typ, queue, cardDue, ivl, factor, reps, lapses, left, data); err != nil {
				return fmt.Errorf("export: card: %w", err)
			}
			if err := writeHistory(ctx, tx, id, n.Reviews, factor, used); err != nil {
				return err
			}
			if typ == 0 {
				due++
			}
		}
	}
	models, _ := json.Marshal(map[string]any{strconv.FormatInt(ModelID, 10): model(secs)})
	dj, _ := json.Marshal(deckJSON)
	dconf, _ := json.Marshal(map[string]any{"1": deckConf()})
	conf, _ := json.Marshal(map[string]any{"nextPos": due, "estTimes": true, "activeDecks": []int{1}, "sortType": "noteFld",
		"timeLim": 0, "sortBackwards": false, "addToCur": true, "curDeck": 1, "newBury": true, "newSpread": 0,
		"dueCounts": true, "curModel": strconv.FormatInt(ModelID, 10), "collapseTime": 1200})
	if _, err := tx.ExecContext(ctx, `INSERT INTO col VALUES (1, ?, ?, ?, 11, 0, 0, 0, ?, ?, ?, ?, '{}')`,
		crt.Unix(), ms, ms, string(conf), string(models), string(dj), string(dconf)); err != nil {
		return fmt.Errorf("export: col: %w", err)
	}
	return tx.Commit()
}

// collectionStart is the collection's creation (crt), 04:00 UTC of the day
// of the first review in the package or of now: review cards' due days
// count from it, so none is before it.
func collectionStart(decks []Deck, now time.Time) time.Time {
	first := now
	for _, d := range decks {
		for _, n := range d.Notes {
			for _, r := range n.Reviews {
				if r.At.Before(first) {
					first = r.At
				}
			}
		}
	}
	first = first.UTC()
	start := time.Date(first.Year(), first.Month(), first.Day(), 4, 0, 0, 0, time.UTC)
	if start.After(first) {
		start = start.AddDate(0, 0, -1)
	}
	return start
}

var tags = regexp.MustCompile(`<[^>]*>`)

// checksum is Anki's csum: the first 8 hex digits of the SHA-1 of the first
// field stripped of HTML, as an integer.
func checksum(field string) int64 {
	sum := sha1.Sum([]byte(html.UnescapeString(tags.ReplaceAllString(field, ""))))
	n, _ := strconv.ParseInt(hex.EncodeToString(sum[:4]), 16, 64)
	return n
}

// guid is a note's stable identity across exports (importing again updates).
func guid(cardID string) string {
	sum := sha1.Sum([]byte("storyglot:" + cardID))
	return hex.EncodeToString(sum[:5])
}

// idOf is a stable positive id for a deck.
func idOf(s string) int64 {
	sum := sha1.Sum([]byte(s))
	return int64(binary.BigEndian.Uint64(sum[:8])>>12) + 1 // below 2^52: safe as a JSON number
}

func esc(s string) string { return html.EscapeString(s) }

func deck(id int64, name string, mod int64) map[string]any {
	return map[string]any{"id": id, "name": name, "mod": mod, "usn": -1, "lrnToday": []int{0, 0}, "revToday": []int{0, 0},
		"newToday": []int{0, 0}, "timeToday": []int{0, 0}, "collapsed": false, "browserCollapsed": false, "desc": "",
		"dyn": 0, "conf": 1, "extendNew": 0, "extendRev": 0}
}

func model(mod int64) map[string]any {
	flds := make([]map[string]any, len(Fields))
	for i, f := range Fields {
		flds[i] = map[string]any{"name": f, "ord": i, "sticky": false, "rtl": false, "font": "Arial", "size": 20, "media": []any{}}
	}
	return map[string]any{
		"id": ModelID, "name": "Storyglot", "type": 0, "mod": mod, "usn": -1, "sortf": 0, "did": 1, "tags": []any{}, "vers": []any{},
		"flds": flds,
		"tmpls": []map[string]any{{"name": "Card 1", "ord": 0, "did": nil, "bqfmt": "", "bafmt": "",
			"qfmt": "<div class=front>{{Front}}</div>{{Audio}}",
			"afmt": "{{FrontSide}}<hr id=answer><div class=back>{{Back}}</div><div class=pron>{{Pronunciation}}</div>" +
				"<div class=hints>{{Hints}}</div>{{Image}}"}},
		"css": ".card{font-family:arial;font-size:22px;text-align:center;color:black;background-color:white}" +
			".pron{color:#555;font-size:18px}.hints{font-size:16px;text-align:left}img{max-width:100%}",
		"latexPre":  "\\documentclass[12pt]{article}\n\\special{papersize=3in,5in}\n\\usepackage{amssymb,amsmath}\n\\pagestyle{empty}\n\\setlength{\\parindent}{0in}\n\\begin{document}\n",
		"latexPost": "\\end{document}", "latexsvg": false,
		"req": [][]any{{0, "any", []int{0, 4}}},
	}
}

func deckConf() map[string]any {
	return map[string]any{"id": 1, "name": "Default", "mod": 0, "usn": 0, "maxTaken": 60, "autoplay": true, "timer": 0,
		"replayq": true, "dyn": false,
		"new": map[string]any{"bury": false, "delays": []float64{1, 10}, "initialFactor": 2500, "ints": []int{1, 4, 0},
			"order": 1, "perDay": 20},
		"rev":   map[string]any{"bury": false, "ease4": 1.3, "ivlFct": 1, "maxIvl": 36500, "perDay": 200, "hardFactor": 1.2},
		"lapse": map[string]any{"delays": []float64{10}, "leechAction": 1, "leechFails": 8, "minInt": 1, "mult": 0}}
}
