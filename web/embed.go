//go:build !noui

// Package web embeds the built React app (web/dist) into the binary. Build with
// -tags noui for an API-only binary that needs no Node toolchain.
package web

import (
	"embed"
	"io/fs"
)

//go:embed all:dist
var dist embed.FS

// Dist returns the built app, or nil in a noui build.
func Dist() fs.FS {
	sub, err := fs.Sub(dist, "dist")
	if err != nil {
		return nil
	}
	return sub
}
