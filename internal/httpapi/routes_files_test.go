package httpapi

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"
)

// TestRouteFilesFollowTags keeps the code map simple: every handler registered
// with huma.Register in routes.go lives in a file whose name starts with its
// OpenAPI tag (<tag>.go or <tag>_<topic>.go), so the tag names where to look.
func TestRouteFilesFollowTags(t *testing.T) {
	fset := token.NewFileSet()

	// Where each method of *Server is declared, in the package's non-test files.
	declared := map[string]string{}
	names, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range names {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, name, nil, parser.SkipObjectResolution)
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range f.Decls {
			fd, ok := d.(*ast.FuncDecl)
			if !ok || fd.Recv == nil || len(fd.Recv.List) != 1 {
				continue
			}
			if star, ok := fd.Recv.List[0].Type.(*ast.StarExpr); ok {
				if id, ok := star.X.(*ast.Ident); ok && id.Name == "Server" {
					declared[fd.Name.Name] = name
				}
			}
		}
	}

	src, err := os.ReadFile("routes.go")
	if err != nil {
		t.Fatal(err)
	}
	f, err := parser.ParseFile(fset, "routes.go", src, parser.SkipObjectResolution)
	if err != nil {
		t.Fatal(err)
	}
	registered := 0
	var problems []string
	ast.Inspect(f, func(n ast.Node) bool {
		call, ok := n.(*ast.CallExpr)
		if !ok || !isSelector(call.Fun, "huma", "Register") || len(call.Args) != 3 {
			return true
		}
		registered++
		pos := fset.Position(call.Pos())
		handler, ok := call.Args[2].(*ast.SelectorExpr)
		if !ok || !isIdent(handler.X, "s") {
			problems = append(problems, pos.String()+": the handler is not a method s.name")
			return true
		}
		tag := opTag(call.Args[1])
		if tag == "" {
			problems = append(problems, pos.String()+": no op(...) call with a string tag for "+handler.Sel.Name)
			return true
		}
		file, ok := declared[handler.Sel.Name]
		switch {
		case !ok:
			problems = append(problems, "handler "+handler.Sel.Name+" (tag "+tag+"): no func (s *Server) "+handler.Sel.Name+" in a non-test file")
		case file != tag+".go" && !strings.HasPrefix(file, tag+"_"):
			problems = append(problems, "handler "+handler.Sel.Name+" (tag "+tag+") is in "+file+": move it to "+tag+".go or "+tag+"_<topic>.go")
		}
		return true
	})
	if registered == 0 {
		t.Fatal("found no huma.Register calls in routes.go")
	}
	sort.Strings(problems)
	for _, p := range problems {
		t.Error(p)
	}
}

// opTag finds the op(method, path, id, summary, tag) call inside the wrappers
// (public, guest, admin, withStatus, ...) and returns its tag.
func opTag(e ast.Expr) string {
	tag := ""
	ast.Inspect(e, func(n ast.Node) bool {
		call, ok := n.(*ast.CallExpr)
		if !ok || tag != "" {
			return tag == ""
		}
		if id, ok := call.Fun.(*ast.Ident); ok && id.Name == "op" && len(call.Args) == 5 {
			if lit, ok := call.Args[4].(*ast.BasicLit); ok && lit.Kind == token.STRING {
				tag, _ = strconv.Unquote(lit.Value)
			}
			return false
		}
		return true
	})
	return tag
}

func isSelector(e ast.Expr, pkg, name string) bool {
	sel, ok := e.(*ast.SelectorExpr)
	return ok && sel.Sel.Name == name && isIdent(sel.X, pkg)
}

func isIdent(e ast.Expr, name string) bool {
	id, ok := e.(*ast.Ident)
	return ok && id.Name == name
}
