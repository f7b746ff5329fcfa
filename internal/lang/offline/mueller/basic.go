package mueller

import (
	"bufio"
	"compress/gzip"
	"io"
	"os"
	"regexp"
	"strings"
)

// BasicPath is FreeDict's small English–Russian dictionary (Debian
// dict-freedict-eng-rus, GNU GPL 2+): 1,700 everyday English words with
// their common Russian translations. Where it is installed it confirms
// Müller's senses: an English word that both dictionaries give for a
// Russian word is its everyday sense (письмо is letter, which Müller lists
// only third, after буква and литера, behind message's second sense).
const BasicPath = "/usr/share/dictd/freedict-eng-rus.dict.dz"

// BasicAttribution names the confirming dictionary for the doctor.
const BasicAttribution = "FreeDict English–Russian (Ergane), GNU GPL 2+ (Debian dict-freedict-eng-rus)"

// basicHead matches a headword line: "letter /letər/".
var basicHead = regexp.MustCompile(`^([^/]+?)\s+/[^/]*/\s*$`)

// ReadBasic reads FreeDict's dictd text (uncompressed) into a set of
// Russian word + "|" + English headword pairs, one-word English
// headwords only.
func ReadBasic(r io.Reader) (map[string]bool, error) {
	out := map[string]bool{}
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 1<<16), 1<<20)
	head := ""
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if m := basicHead.FindStringSubmatch(line); m != nil {
			head = m[1]
			if !isEnglishHeadword(head) {
				head = ""
			}
			continue
		}
		if head == "" || line == "" {
			continue
		}
		// "1. лежать, полежать": a numbered sense.
		if i := strings.Index(line, ". "); i > 0 && i <= 3 && strings.Trim(line[:i], "0123456789") == "" {
			line = line[i+2:]
		}
		for _, item := range strings.FieldsFunc(line, func(r rune) bool { return r == ',' || r == ';' }) {
			if w := strings.TrimSpace(item); isRussianWord(w) {
				out[Fold(w)+"|"+head] = true
			}
		}
	}
	return out, sc.Err()
}

// loadBasic reads the confirming dictionary at path; nil when it is not
// installed or unreadable (Müller alone is used).
func loadBasic(path string) map[string]bool {
	f, err := os.Open(path)
	if err != nil {
		return nil
	}
	defer f.Close()
	zr, err := gzip.NewReader(f)
	if err != nil {
		return nil
	}
	m, err := ReadBasic(bufio.NewReader(zr))
	if err != nil {
		return nil
	}
	return m
}
