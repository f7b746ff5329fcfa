package credits

import "time"

// SetClock lets the external tests move the ledger's clock.
func SetClock(l *Ledger, now func() time.Time) { l.now = now }
