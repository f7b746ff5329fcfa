//go:build noui

package web

import "io/fs"

// Dist returns nil: this binary was built with -tags noui and serves only the API.
func Dist() fs.FS { return nil }
