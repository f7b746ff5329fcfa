package idle

// loadFailed carries a load's error out of Hold, which then keeps nothing.
type loadFailed struct{ err error }

// HoldErr is Hold for a load that can fail: on an error nothing is kept and
// the error is returned (with a release that does nothing), so the next
// HoldErr loads again. A failure that passes — a file that could not be
// opened while the process had too many open — is not remembered until the
// value is swept.
func (o *Once) HoldErr(load func() error, drop func()) (release func(), err error) {
	defer func() {
		if r := recover(); r != nil {
			f, ok := r.(loadFailed)
			if !ok {
				panic(r)
			}
			release, err = func() {}, f.err
		}
	}()
	return o.Hold(func() {
		if err := load(); err != nil {
			panic(loadFailed{err})
		}
	}, drop), nil
}
