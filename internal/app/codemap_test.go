package app

import (
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// TestCodeMapsAreTrue (decision 0028): README's map of the code names every
// Go package (a line of its own, or "name/" on its parent's line), and
// README and docs/*.md name no package or file of ours that does not exist.
func TestCodeMapsAreTrue(t *testing.T) {
	root := filepath.Join("..", "..")
	readme, err := os.ReadFile(filepath.Join(root, "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	start := strings.Index(string(readme), "## Map of the code")
	if start < 0 {
		t.Fatal("README has no \"## Map of the code\"")
	}
	codeMap := string(readme[start:])
	if end := strings.Index(codeMap[3:], "\n## "); end > 0 {
		codeMap = codeMap[:end+3]
	}
	lines := strings.Split(codeMap, "\n")
	named := func(pkg string) bool {
		for _, l := range lines {
			if strings.HasPrefix(l, pkg+"/") {
				return true
			}
		}
		// "sub/" on the line of a parent (internal/auth/ … google/oidctest/).
		for parent := filepath.ToSlash(filepath.Dir(pkg)); parent != "."; parent = filepath.ToSlash(filepath.Dir(parent)) {
			rest := strings.TrimPrefix(pkg, parent+"/") + "/"
			for _, l := range lines {
				if strings.HasPrefix(l, parent+"/") && strings.Contains(l, rest) {
					return true
				}
			}
		}
		return false
	}
	for _, top := range []string{"cmd", "internal", "bench"} {
		seen := map[string]bool{}
		err := filepath.WalkDir(filepath.Join(root, top), func(path string, d fs.DirEntry, err error) error {
			if err != nil {
				return err
			}
			if d.IsDir() && (d.Name() == "testdata" || d.Name() == "node_modules") {
				return filepath.SkipDir
			}
			if d.IsDir() || !strings.HasSuffix(path, ".go") {
				return nil
			}
			rel, _ := filepath.Rel(root, filepath.Dir(path))
			pkg := filepath.ToSlash(rel)
			if !seen[pkg] {
				seen[pkg] = true
				if !named(pkg) {
					t.Errorf("README's map of the code does not name %s", pkg)
				}
			}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}

	// Every path of ours named in README and docs/*.md exists.
	docs, _ := filepath.Glob(filepath.Join(root, "docs", "*.md"))
	mention := regexp.MustCompile(`\b(?:internal|cmd)/[a-z0-9_./-]*[a-z0-9_]`)
	for _, doc := range append(docs, filepath.Join(root, "README.md")) {
		b, err := os.ReadFile(doc)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range mention.FindAllString(string(b), -1) {
			m = strings.TrimSuffix(strings.SplitN(m, "{", 2)[0], ".")
			if _, err := os.Stat(filepath.Join(root, m)); err != nil {
				t.Errorf("%s names %s, which does not exist", filepath.Base(doc), m)
			}
		}
	}
}

// TestDecisionIndexIsComplete: docs/decisions/README.md lists every note
// file once, each with a status (current, or superseded by a later note),
// and lists no note that does not exist.
func TestDecisionIndexIsComplete(t *testing.T) {
	dir := filepath.Join("..", "..", "docs", "decisions")
	index, err := os.ReadFile(filepath.Join(dir, "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	notes, _ := filepath.Glob(filepath.Join(dir, "[0-9][0-9][0-9][0-9]-*.md"))
	if len(notes) == 0 {
		t.Fatal("no decision notes found")
	}
	entry := regexp.MustCompile(`(?m)^- \[(\d{4})\]\(([^)]+)\) .* — (current|superseded by \d{4}).*$`)
	listed := map[string]int{}
	for _, m := range entry.FindAllStringSubmatch(string(index), -1) {
		if !strings.HasPrefix(m[2], m[1]+"-") {
			t.Errorf("index entry %s links %s", m[1], m[2])
		}
		if _, err := os.Stat(filepath.Join(dir, m[2])); err != nil {
			t.Errorf("index lists %s, which does not exist", m[2])
		}
		listed[m[2]]++
	}
	for _, n := range notes {
		switch name := filepath.Base(n); listed[name] {
		case 1:
		case 0:
			t.Errorf("docs/decisions/README.md does not list %s with a status", name)
		default:
			t.Errorf("docs/decisions/README.md lists %s %d times", name, listed[name])
		}
	}
}
