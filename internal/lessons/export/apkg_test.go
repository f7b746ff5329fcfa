package export

import (
	"archive/zip"
	"bytes"
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// files is an in-memory file store.
type files map[string][]byte

func (f files) open(_ context.Context, key string) (io.ReadCloser, error) {
	b, ok := f[key]
	if !ok {
		return nil, errors.New("no such file")
	}
	return io.NopCloser(bytes.NewReader(b)), nil
}

// TestAPKGIsAnAnkiCollection opens the package's collection database and
// checks it as Anki's schema 11 defines it: col holds the note types, decks
// and deck options as JSON; each note has one field per note-type field
// separated by 0x1f, its sort field and checksum; each card points at its
// note and deck and is new; "media" maps the numbered zip entries to the
// names the [sound:…] references use.
func TestAPKGIsAnAnkiCollection(t *testing.T) {
	store := files{"audio/aa11.mp3": []byte("ID3 first"), "audio/bb22.mp3": []byte("ID3 second"), "image/cc33.png": []byte("PNG")}
	decks := []Deck{
		{ID: "s1", Name: "Storyglot::Ana vive en Sevilla", Notes: []Note{
			{ID: "c1", Front: "Ana vive en Sevilla.", Back: "Ana lives in Seville.", Pronunciation: "ˈana ˈβiβe", Hints: "vive (vivir) — lives\nen — in",
				AudioKey: "audio/aa11.mp3", ImageKey: "image/cc33.png"},
			{ID: "c2", Front: "<b>pan</b> & sal", Back: "bread", AudioKey: "audio/bb22.mp3"},
		}},
		{ID: "s2", Name: "Storyglot::Pedro", Notes: []Note{{ID: "c3", Front: "Pedro", Back: "Peter", AudioKey: "audio/aa11.mp3"},
			{ID: "c4", Front: "perro", Back: "dog", AudioKey: "audio/gone.mp3"}}},
	}
	var buf bytes.Buffer
	now := time.Date(2026, 11, 24, 10, 0, 0, 0, time.UTC)
	if err := APKG(context.Background(), &buf, decks, files(store).open, now); err != nil {
		t.Fatal(err)
	}
	zr, err := zip.NewReader(bytes.NewReader(buf.Bytes()), int64(buf.Len()))
	if err != nil {
		t.Fatal(err)
	}
	entries := map[string][]byte{}
	for _, f := range zr.File {
		rc, _ := f.Open()
		entries[f.Name], _ = io.ReadAll(rc)
		rc.Close()
	}
	var media map[string]string
	if err := json.Unmarshal(entries["media"], &media); err != nil {
		t.Fatalf("media map: %v (%s)", err, entries["media"])
	}
	// Three distinct files exist (the shared one once); the missing one is left out.
	if len(media) != 3 {
		t.Errorf("media map %v", media)
	}
	byName := map[string][]byte{}
	for num, name := range media {
		if strings.Contains(name, "/") {
			t.Errorf("media name %q has a folder", name)
		}
		byName[name] = entries[num]
	}
	if string(byName["storyglot-aa11.mp3"]) != "ID3 first" || string(byName["storyglot-cc33.png"]) != "PNG" {
		t.Errorf("media contents %v", byName)
	}

	path := filepath.Join(t.TempDir(), "collection.anki2")
	if err := os.WriteFile(path, entries["collection.anki2"], 0o600); err != nil {
		t.Fatal(err)
	}
	db, err := sql.Open("sqlite", path)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()

	var ver int
	var models, deckJSON, dconf, conf string
	if err := db.QueryRow("SELECT ver, models, decks, dconf, conf FROM col WHERE id = 1").Scan(&ver, &models, &deckJSON, &dconf, &conf); err != nil {
		t.Fatal(err)
	}
	if ver != 11 {
		t.Errorf("schema version %d, want 11", ver)
	}
	var ms map[string]struct {
		ID   int64  `json:"id"`
		Name string `json:"name"`
		Type int    `json:"type"`
		Flds []struct {
			Name string
			Ord  int
		} `json:"flds"`
		Tmpls []struct{ Qfmt, Afmt string } `json:"tmpls"`
	}
	if err := json.Unmarshal([]byte(models), &ms); err != nil {
		t.Fatal(err)
	}
	m, ok := ms["1732406400000"]
	if !ok || m.ID != ModelID || m.Type != 0 || len(m.Flds) != 6 || len(m.Tmpls) != 1 {
		t.Fatalf("models %s", models)
	}
	for i, f := range m.Flds {
		if f.Name != Fields[i] || f.Ord != i {
			t.Errorf("field %d = %+v", i, f)
		}
	}
	if !strings.Contains(m.Tmpls[0].Qfmt, "{{Front}}") || !strings.Contains(m.Tmpls[0].Afmt, "{{Back}}") {
		t.Errorf("template %+v", m.Tmpls[0])
	}
	var ds map[string]struct {
		ID   int64  `json:"id"`
		Name string `json:"name"`
		Conf int64  `json:"conf"`
	}
	if err := json.Unmarshal([]byte(deckJSON), &ds); err != nil {
		t.Fatal(err)
	}
	deckByName := map[string]int64{}
	for key, d := range ds {
		if key != jsonID(d.ID) {
			t.Errorf("deck key %s holds id %d", key, d.ID)
		}
		deckByName[d.Name] = d.ID
	}
	if len(ds) != 3 || deckByName["Storyglot::Ana vive en Sevilla"] == 0 || deckByName["Storyglot::Pedro"] == 0 {
		t.Errorf("decks %s", deckJSON)
	}
	var dc map[string]any
	if err := json.Unmarshal([]byte(dconf), &dc); err != nil || dc["1"] == nil {
		t.Errorf("deck options %s", dconf)
	}

	rows, err := db.Query(`SELECT n.guid, n.mid, n.flds, n.sfld, n.csum, c.did, c.ord, c.type, c.queue, c.due
		FROM cards c JOIN notes n ON n.id = c.nid ORDER BY c.due`)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	type row struct {
		guid                 string
		mid                  int64
		flds, sfld           string
		csum                 int64
		did                  int64
		ord, typ, queue, due int
	}
	var got []row
	for rows.Next() {
		var r row
		if err := rows.Scan(&r.guid, &r.mid, &r.flds, &r.sfld, &r.csum, &r.did, &r.ord, &r.typ, &r.queue, &r.due); err != nil {
			t.Fatal(err)
		}
		got = append(got, r)
	}
	if len(got) != 4 {
		t.Fatalf("%d cards, want 4", len(got))
	}
	first := strings.Split(got[0].flds, "\x1f")
	if len(first) != 6 || first[0] != "Ana vive en Sevilla." || first[1] != "Ana lives in Seville." || first[2] != "ˈana ˈβiβe" ||
		first[3] != "vive (vivir) — lives<br>en — in" || first[4] != "[sound:storyglot-aa11.mp3]" || first[5] != `<img src="storyglot-cc33.png">` {
		t.Errorf("first note fields %q", first)
	}
	// Anki's checksum: the first 8 hex digits of the SHA-1 of the stripped
	// sort field; for "Ana vive en Sevilla." that is 6c335ce6.
	if got[0].sfld != "Ana vive en Sevilla." || got[0].csum != 0x6c335ce6 {
		t.Errorf("sort field %q, checksum %x", got[0].sfld, got[0].csum)
	}
	if f := strings.Split(got[1].flds, "\x1f"); f[0] != "&lt;b&gt;pan&lt;/b&gt; &amp; sal" {
		t.Errorf("HTML not escaped: %q", f[0])
	}
	if f := strings.Split(got[3].flds, "\x1f"); f[4] != "" {
		t.Errorf("missing audio field %q", f[4])
	}
	for i, r := range got {
		if r.mid != ModelID || r.ord != 0 || r.typ != 0 || r.queue != 0 || r.due != i+1 || len(r.guid) == 0 {
			t.Errorf("card %d = %+v", i, r)
		}
	}
	if got[0].did != deckByName["Storyglot::Ana vive en Sevilla"] || got[2].did != deckByName["Storyglot::Pedro"] {
		t.Errorf("cards in decks %d, %d", got[0].did, got[2].did)
	}
	if got[0].guid == got[2].guid {
		t.Error("two notes share a guid")
	}
}

func jsonID(id int64) string {
	b, _ := json.Marshal(id)
	return string(b)
}

func TestCSV(t *testing.T) {
	var buf bytes.Buffer
	err := CSV(&buf, []Deck{{Name: "Ana", Notes: []Note{{Front: "Hola, «amigo»", Back: "Hi, \"friend\"", Hints: "a\nb", AudioURL: "/api/v1/files/audio/a.mp3"}}}})
	if err != nil {
		t.Fatal(err)
	}
	want := "\ufefffront,back,pronunciation,hints,audio_url,deck\n\"Hola, «amigo»\",\"Hi, \"\"friend\"\"\",,\"a\nb\",/api/v1/files/audio/a.mp3,Ana\n"
	if buf.String() != want {
		t.Errorf("csv =\n%q\nwant\n%q", buf.String(), want)
	}
}
