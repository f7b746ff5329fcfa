package store

import (
	"context"
	"fmt"
	"sort"
	"strings"
)

// The logical schema: what both dialects must agree on (tables, columns with a
// type family and nullability, indexes with their columns and uniqueness).

// Column is a column of the logical schema.
type Column struct {
	Name     string
	Family   string // integer, text, real, boolean, timestamp, blob
	Nullable bool
}

// Index is an index of the logical schema.
type Index struct {
	Name    string
	Columns []string
	Unique  bool
}

// Table is a table of the logical schema.
type Table struct {
	Name    string
	Columns []Column
	Indexes []Index
}

// Schema reads the logical schema of our own tables (River's tables and the
// migrations table are left out: they belong to their tools).
func (s *Store) Schema(ctx context.Context) ([]Table, error) {
	names, err := s.tableNames(ctx)
	if err != nil {
		return nil, err
	}
	var out []Table
	for _, n := range names {
		t := Table{Name: n}
		if t.Columns, err = s.columns(ctx, n); err != nil {
			return nil, fmt.Errorf("store: columns of %s: %w", n, err)
		}
		if t.Indexes, err = s.indexes(ctx, n); err != nil {
			return nil, fmt.Errorf("store: indexes of %s: %w", n, err)
		}
		out = append(out, t)
	}
	return out, nil
}

func skipTable(name string) bool {
	return strings.HasPrefix(name, "river_") || strings.HasPrefix(name, "sqlite_") || name == "schema_migrations"
}

func (s *Store) tableNames(ctx context.Context) ([]string, error) {
	q := "SELECT name FROM sqlite_master WHERE type = 'table'"
	if s.dialect == Postgres {
		q = "SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'"
	}
	names, err := queryStrings(ctx, s.ReadOnly(), q)
	if err != nil {
		return nil, err
	}
	var out []string
	for _, n := range names {
		if !skipTable(n) {
			out = append(out, n)
		}
	}
	sort.Strings(out)
	return out, nil
}

// The catalog queries differ by dialect (they read each one's own catalog);
// each answers in the same shape, so one loop reads both.

func (s *Store) columns(ctx context.Context, table string) ([]Column, error) {
	q := `SELECT name, type, "notnull" = 0 AND pk = 0 FROM pragma_table_info(?) ORDER BY name`
	if s.dialect == Postgres {
		q = `SELECT column_name, data_type, is_nullable = 'YES' FROM information_schema.columns
			WHERE table_schema = current_schema() AND table_name = ? ORDER BY column_name`
	}
	rows, err := s.ReadOnly().Query(ctx, q, table)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var cols []Column
	for rows.Next() {
		var c Column
		var typ string
		if err := rows.Scan(&c.Name, &typ, &c.Nullable); err != nil {
			return nil, err
		}
		c.Family = typeFamily(typ)
		cols = append(cols, c)
	}
	return cols, rows.Err()
}

func (s *Store) indexes(ctx context.Context, table string) ([]Index, error) {
	q := `SELECT il.name, il."unique" = 1, ii.name
		FROM pragma_index_list(?) AS il, pragma_index_info(il.name) AS ii
		WHERE il.origin != 'pk' ORDER BY il.name, ii.seqno`
	if s.dialect == Postgres {
		q = `SELECT i.relname, ix.indisunique, a.attname
			FROM pg_index ix
			JOIN pg_class i ON i.oid = ix.indexrelid
			JOIN pg_class t ON t.oid = ix.indrelid
			JOIN pg_namespace n ON n.oid = t.relnamespace
			JOIN LATERAL unnest(ix.indkey) WITH ORDINALITY AS k(attnum, ord) ON true
			JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = k.attnum
			WHERE n.nspname = current_schema() AND t.relname = ? AND NOT ix.indisprimary
			ORDER BY i.relname, k.ord`
	}
	rows, err := s.ReadOnly().Query(ctx, q, table)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var idx []Index
	for rows.Next() {
		var name, col string
		var unique bool
		if err := rows.Scan(&name, &unique, &col); err != nil {
			return nil, err
		}
		if len(idx) == 0 || idx[len(idx)-1].Name != name {
			idx = append(idx, Index{Name: name, Unique: unique})
		}
		idx[len(idx)-1].Columns = append(idx[len(idx)-1].Columns, col)
	}
	return normaliseIndexes(idx), rows.Err()
}

// normaliseIndexes names the automatic indexes of UNIQUE constraints by their
// columns, since SQLite calls them sqlite_autoindex_T_N and PostgreSQL T_col_key.
func normaliseIndexes(idx []Index) []Index {
	for i := range idx {
		if strings.HasPrefix(idx[i].Name, "sqlite_autoindex_") || strings.HasSuffix(idx[i].Name, "_key") {
			idx[i].Name = "unique(" + strings.Join(idx[i].Columns, ",") + ")"
		}
	}
	sort.Slice(idx, func(a, b int) bool { return idx[a].Name < idx[b].Name })
	return idx
}

// typeFamily folds the dialects' type names into families. JSON is stored as
// TEXT in SQLite and JSONB in PostgreSQL: both are "text" here.
func typeFamily(t string) string {
	t = strings.ToLower(t)
	switch {
	case strings.Contains(t, "int"):
		return "integer"
	case strings.Contains(t, "bool"):
		return "boolean"
	case strings.Contains(t, "timestamp"), strings.Contains(t, "date"):
		return "timestamp"
	case strings.Contains(t, "real"), strings.Contains(t, "double"), strings.Contains(t, "numeric"):
		return "real"
	case strings.Contains(t, "blob"), strings.Contains(t, "bytea"):
		return "blob"
	default:
		return "text"
	}
}

func queryStrings(ctx context.Context, q Querier, query string, args ...any) ([]string, error) {
	rows, err := q.Query(ctx, query, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []string
	for rows.Next() {
		var s string
		if err := rows.Scan(&s); err != nil {
			return nil, err
		}
		out = append(out, s)
	}
	return out, rows.Err()
}
