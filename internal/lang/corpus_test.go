package lang

import (
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite the golden files of testdata/corpus")

// TestCorpusSentences checks sentence segmentation of every corpus story
// against its reviewed golden file (testdata/corpus/LANG/N.sentences.json).
func TestCorpusSentences(t *testing.T) {
	files, err := filepath.Glob("testdata/corpus/*/*.txt")
	if err != nil || len(files) < 55 {
		t.Fatalf("corpus: %d stories (%v), want at least 5 per language", len(files), err)
	}
	perLang := map[Code]int{}
	for _, f := range files {
		l := Code(filepath.Base(filepath.Dir(f)))
		if !l.Valid() {
			t.Fatalf("%s: unknown language directory", f)
		}
		perLang[l]++
		text, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		got := sentenceTexts(SplitSentences(l, string(text)))
		golden := strings.TrimSuffix(f, ".txt") + ".sentences.json"
		if *update {
			b, _ := json.MarshalIndent(got, "", "  ")
			if err := os.WriteFile(golden, append(b, '\n'), 0o644); err != nil {
				t.Fatal(err)
			}
			continue
		}
		b, err := os.ReadFile(golden)
		if err != nil {
			t.Fatalf("%s: %v (run go test -run TestCorpusSentences -update and review)", f, err)
		}
		var want []string
		if err := json.Unmarshal(b, &want); err != nil {
			t.Fatalf("%s: %v", golden, err)
		}
		if !reflect.DeepEqual(got, want) {
			t.Errorf("%s:\n got %q\nwant %q", f, got, want)
		}
	}
	for _, l := range Codes() {
		if perLang[l] < 5 {
			t.Errorf("corpus has %d stories in %s, want 5", perLang[l], l)
		}
	}
}
