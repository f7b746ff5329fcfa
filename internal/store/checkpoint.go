package store

import (
	"database/sql"
	"log/slog"
	"sync"
	"time"
)

// SQLite's writes go to the write-ahead log; a checkpoint copies them back
// into the database file. Left to SQLite, the commit that takes the log past
// wal_autocheckpoint pages runs it on the writer, with two fsyncs, while
// every other write waits: with reviews that change pages spread over a
// large collection, the commit became 25–37 % of the writer's time
// (decision 0064). So a connection of its own checkpoints, a moment after
// writes (PASSIVE: it never waits for the writer or the readers, nor they
// for it). SQLite rewinds the log only when a write begins on a log copied
// whole, which back-to-back writes rarely find once the copy runs beside
// them: under steady writes the log grows to the writer's own threshold,
// whose checkpoint then has only the last moments' pages to copy, and
// rewinds there.

const (
	// checkpointAfter is how long the checkpointer lets writes gather after
	// one it was told of: about this long's writes wait to be copied.
	checkpointAfter = 100 * time.Millisecond
	// checkpointIdle is how often it checkpoints untold: writes that do not
	// pass the gate (the job queue's own, a write through QueryRow) and
	// pages a reader still needed last time. A checkpoint with nothing to
	// copy only reads the log's header.
	checkpointIdle = time.Second
	// writerCheckpointPages is the writer's wal_autocheckpoint: the log's
	// length (40 MB of 4 KB pages) at which the writer checkpoints and
	// rewinds it.
	writerCheckpointPages = 10000
)

// checkpointer runs PASSIVE checkpoints on its own connection, each
// checkpointAfter after a write it was told of (wrote), and every
// checkpointIdle besides.
type checkpointer struct {
	db    *sql.DB
	log   *slog.Logger
	after time.Duration
	kick  chan struct{} // a write since the last checkpoint began
	stop  chan struct{}
	done  chan struct{}
	once  sync.Once // close
	err   error     // close's
}

func newCheckpointer(db *sql.DB, log *slog.Logger, after time.Duration) *checkpointer {
	db.SetMaxOpenConns(1)
	c := &checkpointer{db: db, log: log, after: after,
		kick: make(chan struct{}, 1), stop: make(chan struct{}), done: make(chan struct{})}
	go c.run()
	return c
}

// wrote tells the checkpointer that the writer committed; it never waits.
func (c *checkpointer) wrote() {
	select {
	case c.kick <- struct{}{}:
	default: // told already
	}
}

func (c *checkpointer) run() {
	defer close(c.done)
	for {
		idle := time.NewTimer(checkpointIdle)
		select {
		case <-c.stop:
			idle.Stop()
			return
		case <-idle.C:
		case <-c.kick:
			idle.Stop()
			t := time.NewTimer(c.after)
			select {
			case <-c.stop:
				t.Stop()
				return
			case <-t.C:
			}
		}
		var busy, logged, copied int
		// Frames a reader still needs stay in the log for the next one.
		if err := c.db.QueryRow("PRAGMA wal_checkpoint(PASSIVE)").Scan(&busy, &logged, &copied); err != nil {
			c.log.Warn("sqlite checkpoint failed; the writer checkpoints past its threshold", "err", err)
		}
	}
}

// close stops the checkpointer and closes its connection (SQLite's last
// connection to close checkpoints what is left and removes the log); a
// second call returns the first's error.
func (c *checkpointer) close() error {
	c.once.Do(func() {
		close(c.stop)
		<-c.done
		c.err = c.db.Close()
	})
	return c.err
}
