package lang

import (
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode"
)

var segOut = flag.String("segout", "", "write LANG.pred.json and LANG.gold.json of testdata/sentences to this directory (for shared/eval/score.py seg)")

// storyDoc is one document of testdata/sentences: the text to split and the
// sentences a reader expects.
type storyDoc struct {
	text string
	gold []string
}

// loadStoryDocs reads testdata/sentences/LANG.txt: documents separated by a
// line "===", boundaries marked with "¦" (see the README there).
func loadStoryDocs(t *testing.T, l Code) []storyDoc {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("testdata", "sentences", string(l)+".txt"))
	if err != nil {
		t.Fatal(err)
	}
	var docs []storyDoc
	for _, doc := range strings.Split(string(b), "\n===\n") {
		var gold []string
		for _, piece := range strings.Split(doc, "¦") {
			if s := strings.TrimSpace(piece); s != "" {
				gold = append(gold, s)
			}
		}
		docs = append(docs, storyDoc{text: strings.ReplaceAll(doc, "¦", ""), gold: gold})
	}
	return docs
}

// boundaries are the ends of all sentences but the last, counted in
// non-space characters from the start, as score.py seg counts them.
func boundaries(sents []string) map[int]bool {
	out := map[int]bool{}
	pos := 0
	for i, s := range sents {
		for _, r := range s {
			if !unicode.IsSpace(r) {
				pos++
			}
		}
		if i < len(sents)-1 {
			out[pos] = true
		}
	}
	return out
}

// TestSentenceStories splits stories with dialogue in every language and
// wants exactly the boundaries a reader expects (product §6, card rules). It
// logs each language's boundary F1.
func TestSentenceStories(t *testing.T) {
	for _, l := range Codes() {
		t.Run(string(l), func(t *testing.T) {
			docs := loadStoryDocs(t, l)
			if len(docs) < 2 {
				t.Fatalf("%d documents, want at least 2", len(docs))
			}
			var preds, golds [][]string
			tp, npred, ngold := 0, 0, 0
			for k, d := range docs {
				pred := sentenceTexts(SplitSentences(l, d.text))
				preds, golds = append(preds, pred), append(golds, d.gold)
				bp, bg := boundaries(pred), boundaries(d.gold)
				npred += len(bp)
				ngold += len(bg)
				for b := range bp {
					if bg[b] {
						tp++
					}
				}
				for i, s := range pred {
					if i >= len(d.gold) || d.gold[i] != s {
						t.Errorf("document %d, sentence %d:\n got %q\nwant %q", k+1, i+1, s, at(d.gold, i))
						break
					}
				}
				if len(pred) < len(d.gold) && len(pred) > 0 && pred[len(pred)-1] == d.gold[len(pred)-1] {
					t.Errorf("document %d: %d sentences, want %d", k+1, len(pred), len(d.gold))
				}
			}
			p, r := ratio(tp, npred), ratio(tp, ngold)
			f1 := 0.0
			if p+r > 0 {
				f1 = 2 * p * r / (p + r)
			}
			t.Logf("%s: boundary P %.3f R %.3f F1 %.3f (tp %d pred %d gold %d)", l, p, r, f1, tp, npred, ngold)
			if *segOut != "" {
				writeJSON(t, filepath.Join(*segOut, string(l)+".pred.json"), preds)
				writeJSON(t, filepath.Join(*segOut, string(l)+".gold.json"), golds)
			}
		})
	}
}

func at(ss []string, i int) string {
	if i < len(ss) {
		return ss[i]
	}
	return "(none)"
}

func ratio(a, b int) float64 {
	if b == 0 {
		return 0
	}
	return float64(a) / float64(b)
}

func writeJSON(t *testing.T, path string, v any) {
	t.Helper()
	b, err := json.MarshalIndent(v, "", " ")
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, b, 0o644); err != nil {
		t.Fatal(fmt.Errorf("segout: %w", err))
	}
}
