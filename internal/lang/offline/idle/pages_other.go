//go:build !linux

package idle

// DropExecutablePages does nothing outside Linux.
func DropExecutablePages() (int, error) { return 0, nil }
