// Package media keeps the videos users upload (product §17 'Upload Comedy Club
// Video'), the ads the generation wait plays (product §17), and their rules.
package media

import "bytes"

// Video is a recognised video format.
type Video struct {
	ContentType string
	Ext         string
}

// SniffVideo recognises MP4, QuickTime and WebM from a file's first bytes
// (its name and declared type are not believed). ok is false for anything else.
func SniffVideo(head []byte) (Video, bool) {
	// ISO base media (MP4, QuickTime): a box size, then "ftyp" and a brand.
	if len(head) >= 12 && string(head[4:8]) == "ftyp" {
		if string(head[8:12]) == "qt  " {
			return Video{"video/quicktime", ".mov"}, true
		}
		return Video{"video/mp4", ".mp4"}, true
	}
	// Old QuickTime files begin with a movie atom instead of "ftyp".
	if len(head) >= 8 {
		switch string(head[4:8]) {
		case "moov", "mdat", "wide", "free", "skip", "pnot":
			return Video{"video/quicktime", ".mov"}, true
		}
	}
	// WebM: an EBML header whose DocType is "webm".
	if len(head) >= 4 && bytes.Equal(head[:4], []byte{0x1A, 0x45, 0xDF, 0xA3}) &&
		bytes.Contains(head[:min(len(head), 64)], []byte("webm")) {
		return Video{"video/webm", ".webm"}, true
	}
	return Video{}, false
}
