// Package corpus gives the benchmarks real stories to make lessons of: the
// corpus of internal/lang/testdata, read from the repository root.
package corpus

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
)

// Story is the first 300 characters of a corpus story of language l, the
// stories taken in turn by v.
func Story(l string, v int) (string, error) {
	files, err := filepath.Glob(filepath.Join("internal", "lang", "testdata", "corpus", l, "*.txt"))
	if err != nil || len(files) == 0 {
		return "", fmt.Errorf("no corpus stories for %q (run from the repository root)", l)
	}
	slices.Sort(files)
	b, err := os.ReadFile(files[v%len(files)])
	if err != nil {
		return "", err
	}
	r := []rune(strings.TrimSpace(string(b)))
	return strings.TrimSpace(string(r[:min(len(r), 300)])), nil
}
