package app

import (
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"
)

const module = "github.com/storyglot/storyglot/"

// layers declares the direction of imports between our packages, as the
// web's ESLint layer rule does for its folders: a package imports only
// packages of a lower layer, or of its own part (internal/lang/offline may
// import internal/lang). Two services of one layer never import each other;
// what one needs of another reaches it through an interface (auth's
// GuestWork) or moves down a layer. The longest matching prefix decides a
// package's layer; every internal package must match one.
var layers = map[string]int{
	// Foundations: no other package of ours.
	"internal/domain":     0,
	"internal/store":      0,
	"internal/blob":       0,
	"internal/ai":         0,
	"internal/testproc":   0,
	"internal/faultproxy": 0,
	// Infrastructure over the foundations.
	"internal/config":          1,
	"internal/store/storetest": 1, // test databases with our accounts
	"internal/jobs":            1,
	"internal/filesweep":       1,
	"internal/telemetry":       1,
	"internal/lang":            1,
	// The ledger and what rests on the database alone.
	"internal/credits":     2,
	"internal/leaderboard": 2,
	"internal/words":       2, // a review's statement on word_status is made here and sent by study
	"internal/mail":        2,
	"internal/lang/setup":  2, // composes the engine from config
	// Services: each owns its tables.
	"internal/auth":    3,
	"internal/lessons": 3,
	"internal/study":   3,
	"internal/billing": 3,
	"internal/genie":   3,
	"internal/media":   3,
	"internal/atlas":   3,
	"internal/contact": 3,
	// Services made of services.
	"internal/account": 4,
	"internal/builtin": 4,
	// HTTP, then the composition root.
	"internal/httpapi": 5,
	"internal/app":     6,
}

// layerOf returns the layer and the part (the matching prefix's first two
// path elements) of an internal package.
func layerOf(pkg string) (layer int, part string, ok bool) {
	best := ""
	for p := range layers {
		if (pkg == p || strings.HasPrefix(pkg, p+"/")) && len(p) > len(best) {
			best = p
		}
	}
	if best == "" {
		return 0, "", false
	}
	elems := strings.SplitN(pkg, "/", 3)
	return layers[best], elems[0] + "/" + elems[1], true
}

// TestImportDirection fails when a package's non-test code imports a
// package of its own layer (another part) or of a higher one.
func TestImportDirection(t *testing.T) {
	root := filepath.Join("..", "..")
	imports := map[string]map[string]bool{} // package → internal imports
	err := filepath.WalkDir(filepath.Join(root, "internal"), func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (d.Name() == "testdata" || strings.HasPrefix(d.Name(), ".")) {
			return filepath.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		f, err := parser.ParseFile(token.NewFileSet(), path, nil, parser.ImportsOnly)
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(root, filepath.Dir(path))
		pkg := filepath.ToSlash(rel)
		if imports[pkg] == nil {
			imports[pkg] = map[string]bool{}
		}
		for _, im := range f.Imports {
			p, _ := strconv.Unquote(im.Path.Value)
			if strings.HasPrefix(p, module+"internal/") {
				imports[pkg][strings.TrimPrefix(p, module)] = true
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(imports) < 20 {
		t.Fatalf("found only %d packages under internal/", len(imports))
	}
	var bad []string
	for pkg, ims := range imports {
		layer, part, ok := layerOf(pkg)
		if !ok {
			bad = append(bad, pkg+" has no layer: declare it in layers")
			continue
		}
		for im := range ims {
			l, p, ok := layerOf(im)
			switch {
			case !ok:
				bad = append(bad, im+" has no layer: declare it in layers")
			case p == part:
			case l >= layer:
				bad = append(bad, pkg+" (layer "+strconv.Itoa(layer)+") imports "+im+" (layer "+strconv.Itoa(l)+")")
			}
		}
	}
	sort.Strings(bad)
	for _, b := range bad {
		t.Error(b)
	}
}

// TestImportDirectionCatchesAViolation: the rule sees a service importing
// another service of its layer, and HTTP imported from below.
func TestImportDirectionCatchesAViolation(t *testing.T) {
	for _, c := range []struct{ from, to string }{
		{"internal/auth", "internal/lessons"},
		{"internal/lessons", "internal/httpapi"},
		{"internal/domain", "internal/store"},
	} {
		lf, pf, _ := layerOf(c.from)
		lt, pt, _ := layerOf(c.to)
		if pf == pt || lt < lf {
			t.Errorf("%s → %s is allowed, want refused", c.from, c.to)
		}
	}
	if _, _, ok := layerOf("internal/nowhere"); ok {
		t.Error("an undeclared package has a layer")
	}
	if _, err := os.Stat(filepath.Join("..", "..", "go.mod")); err != nil {
		t.Fatalf("the test must run from internal/app: %v", err)
	}
}
