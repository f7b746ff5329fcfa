package app

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"
)

// owners names, for every table we make, the one package whose non-test
// code inserts, updates and deletes its rows (decision 0041). Others read
// it, or ask the owner through a method. A table that a migration (or any
// non-test Go code) creates must be named here.
var owners = map[string]string{
	// Accounts (product §1, §4).
	"users":             "internal/auth",
	"profiles":          "internal/auth", // some columns belong to others: see columnOwners
	"guest_sessions":    "internal/auth", // likewise
	"sessions":          "internal/auth",
	"email_tokens":      "internal/auth",
	"rate_limit_events": "internal/auth",
	"login_devices":     "internal/auth",
	// The ledger (product §5).
	"credit_ledger": "internal/credits",
	// What we learn of ourselves and of visitors.
	"security_audit_events": "internal/telemetry",
	"error_logs":            "internal/telemetry",
	"analytics_events":      "internal/telemetry",
	"page_views":            "internal/telemetry",
	"visits":                "internal/telemetry",
	// Lessons and what is learnt from them.
	"stories":            "internal/lessons",
	"flashcards":         "internal/lessons",
	"story_shares":       "internal/lessons",
	"story_sources":      "internal/lessons",
	"story_translations": "internal/lessons",
	"audio_reports":      "internal/lessons",
	"ai_story_charges":   "internal/lessons", // an AI story's charge, its story or refund (migration 0045, decision 0068)
	"card_memory":        "internal/study",
	"study_counts":       "internal/study", // kept by triggers on stories and card_memory (migration 0032, decision 0043)
	"study_languages":    "internal/study", // by reviews, and a trigger on stories for a deleted lesson (migration 0035)
	"study_settings":     "internal/study", // desired retention, fitted weights, reviews counted by each review (migration 0038)
	"word_status":        "internal/words", // by the reader, and by reviews through words.Studied (decision 0046)
	"review_log":         "internal/study",
	"study_days":         "internal/study", // the progress page's sums per day, by reviews (migration 0037, decision 0050)
	"study_points":       "internal/leaderboard",
	// The library's own stories.
	"public_stories":          "internal/builtin",
	"authored_story_versions": "internal/builtin",
	"curated_story_versions":  "internal/builtin",
	// Everything else a service keeps.
	"genie_wishes":        "internal/genie",
	"orders":              "internal/billing",
	"stripe_events":       "internal/billing",
	"payment_adjustments": "internal/billing",
	"mail_outbox":         "internal/mail",
	"contact_messages":    "internal/contact",
	"ads":                 "internal/media",
	"video_uploads":       "internal/media",
	"orphan_files":        "internal/filesweep",
	// The store's own bookkeeping.
	"schema_migrations": "internal/store",
	"write_probe":       "internal/store",
	// Not ours: the tables of an Anki package, a SQLite file the export
	// makes and hands out (product §10), never our database.
	"col":    "internal/lessons/export",
	"notes":  "internal/lessons/export",
	"cards":  "internal/lessons/export",
	"revlog": "internal/lessons/export",
	"graves": "internal/lessons/export",
}

// columnOwners names the columns of a row that a package other than the
// row's owner keeps: that package alone sets them (UPDATE … SET), and the
// row's owner makes the row with their starting values and deletes it.
// Layers decide this (decision 0041): the ledger keeps balances in the
// account's own row and sits below auth, so it cannot ask auth to write
// them.
var columnOwners = map[string]map[string]string{
	"profiles": {
		// Balances (product §5): the ledger moves credits and wishes.
		"credits":           "internal/credits",
		"wishes_remaining":  "internal/credits",
		"extra_wishes":      "internal/credits",
		"bought_wishes":     "internal/credits",
		"paid_wishes_today": "internal/credits",
		"wishes_reset_date": "internal/credits",
		"wishes_renewed":    "internal/credits",
		"time_zone":         "internal/credits", // the day on which daily wishes renew
		// The learner's choice to be on the boards (product §14).
		"leaderboard_opt_in": "internal/leaderboard",
		// auth keeps the rest: user_id, email, display_name,
		// genie_arrow_dismissed, created_at.
	},
	"guest_sessions": {
		"credits":          "internal/credits",
		"wishes_remaining": "internal/credits",
	},
}

// touchedBy is a column any package that may set one of a row's columns
// sets alongside.
const touchedBy = "updated_at"

// isFixture reports whether a package is a shared test fixture (store's
// storetest, credits' creditstest: the package's name with "test" after
// it, beside it). Fixtures seed test databases with whatever rows a test
// needs; they are test code that only tests import, so they may write any
// table.
func isFixture(pkg string) bool {
	return filepath.Base(pkg) == filepath.Base(filepath.Dir(pkg))+"test"
}

// sqlWrite is a statement in a Go string that changes a table.
type sqlWrite struct {
	pos     token.Position
	verb    string   // insert, update or delete
	table   string   // "" when the name is made at run time
	columns []string // update's SET columns; "" for one made at run time
}

// dynamic stands for a part of a string made at run time.
const dynamic = "\x00"

var (
	createRE   = regexp.MustCompile(`(?i)\bcreate\s+table\s+(?:if\s+not\s+exists\s+)?([a-z_][a-z0-9_]*)`)
	dropRE     = regexp.MustCompile(`(?i)\bdrop\s+table\s+(?:if\s+exists\s+)?([a-z_][a-z0-9_]*)`)
	renameRE   = regexp.MustCompile(`(?i)\balter\s+table\s+([a-z_][a-z0-9_]*)\s+rename\s+to\s+([a-z_][a-z0-9_]*)`)
	writeRE    = regexp.MustCompile(`(?i)\b(insert|replace|upsert)\s+(?:or\s+[a-z]+\s+)?into\s+(\S+)|\b(update)\s+(?:only\s+)?(\S+)\s+set\b|\b(delete)\s+from\s+(\S+)`)
	nameRE     = regexp.MustCompile(`^"?(?:[a-z_][a-z0-9_]*\.)?([a-z_][a-z0-9_]*)"?$`)
	setEndRE   = regexp.MustCompile(`(?i)^\s*(where|returning|from)\b`)
	setStartRE = regexp.MustCompile(`(?i)\bset\b`)
)

// goStrings returns every string a file's code spells: each literal, and
// each sum of literals and other values (made at run time, as dynamic).
func goStrings(fset *token.FileSet, f *ast.File, visit func(s string, at func(i int) token.Position)) {
	type part struct {
		start int
		lit   *ast.BasicLit
	}
	var inspect func(n ast.Node) bool
	inspect = func(n ast.Node) bool {
		switch e := n.(type) {
		case *ast.BasicLit:
			if e.Kind == token.STRING {
				s, _ := strconv.Unquote(e.Value)
				visit(s, func(i int) token.Position { return litPos(fset, e, s, i) })
			}
			return false
		case *ast.BinaryExpr:
			if e.Op != token.ADD {
				return true
			}
			var b strings.Builder
			var parts []part
			var flatten func(x ast.Expr)
			flatten = func(x ast.Expr) {
				x = ast.Unparen(x)
				if be, ok := x.(*ast.BinaryExpr); ok && be.Op == token.ADD {
					flatten(be.X)
					flatten(be.Y)
					return
				}
				if lit, ok := x.(*ast.BasicLit); ok && lit.Kind == token.STRING {
					s, _ := strconv.Unquote(lit.Value)
					parts = append(parts, part{b.Len(), lit})
					b.WriteString(s)
					return
				}
				b.WriteString(dynamic)
				ast.Inspect(x, inspect)
			}
			flatten(e)
			if len(parts) == 0 {
				return false
			}
			s := b.String()
			visit(s, func(i int) token.Position {
				p := parts[0]
				for _, q := range parts {
					if q.start <= i {
						p = q
					}
				}
				v, _ := strconv.Unquote(p.lit.Value)
				return litPos(fset, p.lit, v, max(0, i-p.start))
			})
			return false
		}
		return true
	}
	ast.Inspect(f, inspect)
}

// litPos is where the i-th byte of a literal's value is (its line counted
// through a raw string's newlines).
func litPos(fset *token.FileSet, lit *ast.BasicLit, v string, i int) token.Position {
	p := fset.Position(lit.Pos())
	if strings.HasPrefix(lit.Value, "`") {
		p.Line += strings.Count(v[:min(i, len(v))], "\n")
	}
	return p
}

// writesIn finds the statements in s that change a table.
func writesIn(s string, at func(int) token.Position) []sqlWrite {
	var out []sqlWrite
	for _, m := range writeRE.FindAllStringSubmatchIndex(s, -1) {
		var verb, name string
		var end int
		for g := 1; g+1 < len(m)/2; g += 2 {
			if m[2*g] >= 0 {
				verb, name, end = strings.ToLower(s[m[2*g]:m[2*g+1]]), s[m[2*g+2]:m[2*g+3]], m[2*g+3]
				break
			}
		}
		if verb == "replace" || verb == "upsert" {
			verb = "insert"
		}
		name, _, _ = strings.Cut(name, "(")
		if verb == "update" && strings.EqualFold(name, "set") {
			continue // ON CONFLICT … DO UPDATE SET: the insert's own table
		}
		w := sqlWrite{pos: at(m[0]), verb: verb}
		if nm := nameRE.FindStringSubmatch(strings.ToLower(name)); nm != nil {
			w.table = nm[1]
		}
		if verb == "update" {
			set := setStartRE.FindStringIndex(s[end:])
			w.columns = setColumns(s[end+set[1]:])
		}
		out = append(out, w)
	}
	return out
}

// setColumns reads the columns an UPDATE's SET assigns: "a = 1, b = f(x, y)
// WHERE …" gives a and b; a name made at run time gives "".
func setColumns(s string) []string {
	var cols []string
	depth, start := 0, 0
	take := func(a string) {
		lhs, _, _ := strings.Cut(a, "=")
		lhs = strings.Trim(strings.TrimSpace(lhs), "()")
		for _, c := range strings.Split(lhs, ",") {
			c = strings.ToLower(strings.Trim(strings.TrimSpace(c), `"`))
			if c == "" {
				continue
			}
			if !nameRE.MatchString(c) {
				c = ""
			}
			cols = append(cols, c)
		}
	}
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '(':
			depth++
		case ')':
			depth--
		case ',':
			if depth == 0 {
				take(s[start:i])
				start = i + 1
			}
		case ';':
			if depth == 0 {
				take(s[start:i])
				return cols
			}
		default:
			if depth == 0 && (i == 0 || !isWordByte(s[i-1])) && setEndRE.MatchString(s[i:]) {
				take(s[start:i])
				return cols
			}
		}
	}
	take(s[start:])
	return cols
}

func isWordByte(c byte) bool {
	return c == '_' || c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
}

// ownerProblem says what is wrong with pkg's write w, or "".
func ownerProblem(pkg string, w sqlWrite) string {
	if w.table == "" {
		return "the table's name is made at run time: spell the statement out so its owner can be checked"
	}
	owner, ok := owners[w.table]
	if !ok {
		return "table " + w.table + " has no owner: name it in owners"
	}
	cols := columnOwners[w.table]
	if w.verb != "update" || cols == nil {
		if owner != pkg {
			return w.verb + " on " + w.table + ", which " + owner + " owns"
		}
		return ""
	}
	var bad []string
	for _, c := range w.columns {
		switch {
		case c == "":
			return "a column of " + w.table + " is named at run time: spell the statement out so its owner can be checked"
		case c == touchedBy:
		case cols[c] != "" && cols[c] != pkg:
			bad = append(bad, c+" ("+cols[c]+")")
		case cols[c] == "" && owner != pkg:
			bad = append(bad, c+" ("+owner+")")
		}
	}
	if len(bad) > 0 {
		return "update of " + w.table + " sets columns another package owns: " + strings.Join(bad, ", ")
	}
	return ""
}

// TestTableOwners fails when a package's non-test code inserts, updates or
// deletes rows of a table (or columns of a row) another package owns, and
// when a table is made that owners does not name.
func TestTableOwners(t *testing.T) {
	root := filepath.Join("..", "..")
	made := map[string]string{} // table → where it is made
	migrations, err := filepath.Glob(filepath.Join(root, "internal", "store", "migrations", "*", "*.sql"))
	if err != nil || len(migrations) < 20 {
		t.Fatalf("found %d migrations (%v)", len(migrations), err)
	}
	sort.Strings(migrations)
	for _, m := range migrations {
		b, err := os.ReadFile(m)
		if err != nil {
			t.Fatal(err)
		}
		rel, _ := filepath.Rel(root, m)
		for _, c := range createRE.FindAllStringSubmatch(string(b), -1) {
			made[strings.ToLower(c[1])] = rel
		}
		for _, c := range dropRE.FindAllStringSubmatch(string(b), -1) {
			delete(made, strings.ToLower(c[1]))
		}
		// A table made again (SQLite's way to drop a key, migration 0044):
		// the new table takes the old one's name.
		for _, c := range renameRE.FindAllStringSubmatch(string(b), -1) {
			delete(made, strings.ToLower(c[1]))
			made[strings.ToLower(c[2])] = rel
		}
	}
	var bad []string
	writes := 0
	for _, dir := range []string{"internal", "cmd"} {
		err := filepath.WalkDir(filepath.Join(root, dir), func(path string, d fs.DirEntry, err error) error {
			if err != nil {
				return err
			}
			if d.IsDir() && (d.Name() == "testdata" || strings.HasPrefix(d.Name(), ".") || d.Name() == "node_modules") {
				return filepath.SkipDir
			}
			if d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
				return nil
			}
			rel, _ := filepath.Rel(root, path)
			rel = filepath.ToSlash(rel)
			pkg := filepath.ToSlash(filepath.Dir(rel))
			fset := token.NewFileSet()
			f, err := parser.ParseFile(fset, path, nil, parser.SkipObjectResolution)
			if err != nil {
				return err
			}
			goStrings(fset, f, func(s string, at func(int) token.Position) {
				for _, c := range createRE.FindAllStringSubmatch(s, -1) {
					made[strings.ToLower(c[1])] = rel
				}
				if isFixture(pkg) {
					return
				}
				for _, w := range writesIn(s, at) {
					writes++
					if p := ownerProblem(pkg, w); p != "" {
						bad = append(bad, rel+":"+strconv.Itoa(w.pos.Line)+": "+pkg+": "+p)
					}
				}
			})
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	if writes < 100 {
		t.Fatalf("found only %d writes in our code", writes)
	}
	for table, where := range made {
		if _, ok := owners[table]; !ok {
			bad = append(bad, where+": table "+table+" has no owner: name it in owners (internal/app/owners_test.go)")
		}
	}
	for table, owner := range owners {
		if _, ok := made[table]; !ok {
			bad = append(bad, "owners names "+table+", which nothing makes")
		}
		if _, err := os.Stat(filepath.Join(root, owner)); err != nil {
			bad = append(bad, "owners gives "+table+" to "+owner+", which does not exist")
		}
	}
	for table, cols := range columnOwners {
		for c, owner := range cols {
			if _, err := os.Stat(filepath.Join(root, owner)); err != nil {
				bad = append(bad, "columnOwners gives "+table+"."+c+" to "+owner+", which does not exist")
			}
		}
	}
	sort.Strings(bad)
	for _, b := range bad {
		t.Error(b)
	}
}

// TestTableOwnersCatchAViolation: the rule sees a write to another
// package's table, to another package's column, and a table or column it
// cannot read; and lets the owners' own writes and everyone's reads be.
func TestTableOwnersCatchAViolation(t *testing.T) {
	const src = `package leaderboard

func f(table, col string) {
	_ = "SELECT credits FROM profiles WHERE user_id = ?"
	_ = "UPDATE profiles SET leaderboard_opt_in = ?, updated_at = ? WHERE user_id = ?"
	_ = "INSERT INTO study_points (user_id) VALUES (?) ON CONFLICT (user_id) DO UPDATE SET points = study_points.points + 1"
	_ = ` + "`" + `
		INSERT INTO users (id)
		VALUES (?)` + "`" + `
	_ = "UPDATE profiles SET credits = COALESCE(credits, 0), " +
		"leaderboard_opt_in = ? WHERE user_id = ?"
	_ = "DELETE FROM " + table + " WHERE id = ?"
	_ = "UPDATE profiles SET " + col + " = 0 WHERE user_id = ?"
	_ = "update guest_sessions set wishes_remaining = 0"
}
`
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "x.go", src, 0)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	goStrings(fset, f, func(s string, at func(int) token.Position) {
		for _, w := range writesIn(s, at) {
			if p := ownerProblem("internal/leaderboard", w); p != "" {
				got = append(got, strconv.Itoa(w.pos.Line)+": "+p)
			}
		}
	})
	want := []string{
		"8: insert on users, which internal/auth owns",
		"10: update of profiles sets columns another package owns: credits (internal/credits)",
		"12: the table's name is made at run time: spell the statement out so its owner can be checked",
		"13: a column of profiles is named at run time: spell the statement out so its owner can be checked",
		"14: update of guest_sessions sets columns another package owns: wishes_remaining (internal/credits)",
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("got\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	if !isFixture("internal/store/storetest") || !isFixture("internal/credits/creditstest") || isFixture("internal/lang/latest") {
		t.Error("fixtures are the <package>test packages beside their package")
	}
}
