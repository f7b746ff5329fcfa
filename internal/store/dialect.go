package store

import (
	"errors"
	"strconv"
	"strings"

	"github.com/jackc/pgx/v5/pgconn"
	"modernc.org/sqlite"
	sqlite3 "modernc.org/sqlite/lib"
)

// The dialect shim: the few real differences between SQLite and PostgreSQL.

// Rebind turns ? placeholders into PostgreSQL's $1, $2, … . Question marks
// inside single-quoted literals, double-quoted identifiers and comments are kept.
func Rebind(q string) string {
	if !strings.Contains(q, "?") {
		return q
	}
	var b strings.Builder
	b.Grow(len(q) + 8)
	n := 0
	for i := 0; i < len(q); i++ {
		c := q[i]
		switch {
		case c == '\'' || c == '"':
			j := i + 1
			for j < len(q) && q[j] != c {
				j++
			}
			if j >= len(q) {
				j = len(q) - 1
			}
			b.WriteString(q[i : j+1])
			i = j
		case c == '-' && i+1 < len(q) && q[i+1] == '-':
			j := strings.IndexByte(q[i:], '\n')
			if j < 0 {
				j = len(q) - i
			}
			b.WriteString(q[i : i+j])
			i += j - 1
		case c == '?':
			n++
			b.WriteByte('$')
			b.WriteString(strconv.Itoa(n))
		default:
			b.WriteByte(c)
		}
	}
	return b.String()
}

// IsUniqueViolation reports whether err is a UNIQUE or PRIMARY KEY violation.
func IsUniqueViolation(err error) bool {
	return sqliteCode(err, sqlite3.SQLITE_CONSTRAINT_UNIQUE, sqlite3.SQLITE_CONSTRAINT_PRIMARYKEY) || pgCode(err, "23505")
}

// IsDeadlock reports whether err is PostgreSQL's deadlock_detected: the
// transaction was rolled back to break a cycle of row locks, and may be run
// again (SQLite's one writer never deadlocks).
func IsDeadlock(err error) bool {
	return pgCode(err, "40P01")
}

// IsCheckViolation reports whether err is a CHECK constraint violation.
func IsCheckViolation(err error) bool {
	return sqliteCode(err, sqlite3.SQLITE_CONSTRAINT_CHECK) || pgCode(err, "23514")
}

func sqliteCode(err error, codes ...int) bool {
	var e *sqlite.Error
	if !errors.As(err, &e) {
		return false
	}
	for _, c := range codes {
		if e.Code() == c {
			return true
		}
	}
	return false
}

func pgCode(err error, code string) bool {
	var e *pgconn.PgError
	return errors.As(err, &e) && e.Code == code
}
