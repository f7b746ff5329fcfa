package store_test

import (
	"fmt"
	"reflect"
	"strings"

	"github.com/storyglot/storyglot/internal/store"
)

func diffSchemas(a, b []store.Table) string {
	var out strings.Builder
	index := func(ts []store.Table) map[string]store.Table {
		m := map[string]store.Table{}
		for _, t := range ts {
			m[t.Name] = t
		}
		return m
	}
	ma, mb := index(a), index(b)
	for name, ta := range ma {
		tb, ok := mb[name]
		if !ok {
			fmt.Fprintf(&out, "table %s only in sqlite\n", name)
			continue
		}
		if !reflect.DeepEqual(ta.Columns, tb.Columns) {
			fmt.Fprintf(&out, "table %s columns:\n  sqlite   %v\n  postgres %v\n", name, ta.Columns, tb.Columns)
		}
		if !reflect.DeepEqual(ta.Indexes, tb.Indexes) {
			fmt.Fprintf(&out, "table %s indexes:\n  sqlite   %v\n  postgres %v\n", name, ta.Indexes, tb.Indexes)
		}
	}
	for name := range mb {
		if _, ok := ma[name]; !ok {
			fmt.Fprintf(&out, "table %s only in postgres\n", name)
		}
	}
	return out.String()
}
