package storetest

import (
	"context"
	"database/sql"
	"reflect"
	"sync"
	"sync/atomic"
	"testing"
	"unsafe"

	"modernc.org/libc"
	sqlite3 "modernc.org/sqlite/lib"
)

// SQLite's row-level cost: the virtual-machine steps of every statement a
// connection runs (sqlite3_stmt_status SQLITE_STMTSTATUS_VM_STEP, read when
// the statement ends through a sqlite3_trace_v2 SQLITE_TRACE_PROFILE
// callback). A step is one opcode: each row a statement reads, from a table
// or an index, takes a few. Pages (what the connection's page cache reports)
// hide a read of every card of a learner, a few hundred pages next to the
// thousands a page of 200 lessons reads; steps do not.
//
// modernc.org/sqlite exposes neither the callback nor a connection's handle,
// so this test-only code reads the handle from the driver's connection
// (fields db and tls, checked) and registers the callback itself, as the
// driver registers its own progress handler.

var vmSteps sync.Map // connection handle (uintptr) → *atomic.Int64

func countSteps(tls *libc.TLS, _ uint32, db, stmt, _ uintptr) int32 {
	if n, ok := vmSteps.Load(db); ok {
		n.(*atomic.Int64).Add(int64(sqlite3.Xsqlite3_stmt_status(tls, stmt, sqlite3.SQLITE_STMTSTATUS_VM_STEP, 1)))
	}
	return 0
}

// countStepsFn is countSteps as SQLite calls it: a function pointer (as the
// driver's cFuncPointer makes one).
var countStepsFn = *(*uintptr)(unsafe.Pointer(&struct {
	f func(*libc.TLS, uint32, uintptr, uintptr, uintptr) int32
}{countSteps}))

// steps is the number of VM steps db's connection has run since the first
// call (which starts counting). db must hold one connection.
func steps(t testing.TB, db *sql.DB) int64 {
	t.Helper()
	conn, err := db.Conn(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	var n int64
	if err := conn.Raw(func(dc any) error {
		v := reflect.ValueOf(dc)
		if v.Kind() != reflect.Pointer || v.Elem().Kind() != reflect.Struct {
			t.Fatalf("storetest: the SQLite driver's connection is a %T", dc)
		}
		h, tls := v.Elem().FieldByName("db"), v.Elem().FieldByName("tls")
		if h.Kind() != reflect.Uintptr || tls.Type() != reflect.TypeOf((*libc.TLS)(nil)) {
			t.Fatalf("storetest: %T has no db handle and TLS to count steps with", dc)
		}
		handle := uintptr(h.Uint())
		counter, loaded := vmSteps.LoadOrStore(handle, new(atomic.Int64))
		if !loaded {
			// A statement kept prepared has counted the steps of its runs
			// so far: they are not this count's.
			ctls := (*libc.TLS)(tls.UnsafePointer())
			for st := sqlite3.Xsqlite3_next_stmt(ctls, handle, 0); st != 0; st = sqlite3.Xsqlite3_next_stmt(ctls, handle, st) {
				sqlite3.Xsqlite3_stmt_status(ctls, st, sqlite3.SQLITE_STMTSTATUS_VM_STEP, 1)
			}
			if rc := sqlite3.Xsqlite3_trace_v2(ctls, handle, sqlite3.SQLITE_TRACE_PROFILE, countStepsFn, handle); rc != sqlite3.SQLITE_OK {
				t.Fatalf("storetest: sqlite3_trace_v2: %d", rc)
			}
			t.Cleanup(func() { vmSteps.Delete(handle) })
		}
		n = counter.(*atomic.Int64).Load()
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	return n
}
