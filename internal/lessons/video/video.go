// Package video renders the short MP4 of a card (spec: "Video") with ffmpeg
// run as a subprocess: the card's sentence, pronunciation and translation
// drawn over its image or a plain branded background, with its audio. The
// Service caches each video in blob storage under a hash of its inputs.
package video

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"
)

// ErrUnavailable is returned when ffmpeg is not installed (or not at the
// configured path): videos cannot be made on this machine.
var ErrUnavailable = errors.New("video: ffmpeg is not installed (Debian package ffmpeg)")

// Size of every video. The player of product §9 is 337×600, but H.264 in 4:2:0
// needs an even width, so the frame is 336 px wide; the player scales it.
const (
	Width  = 336
	Height = 600
)

const (
	// Version changes whenever the look of the output changes, so that
	// cached videos are rendered again.
	Version = "1"

	fps           = 15
	audioRate     = 24000
	silentSeconds = 3.0
	tailSeconds   = 0.7
	maxSeconds    = 30.0
)

// Config configures a Renderer. Zero values get the defaults.
type Config struct {
	// FFmpegPath is the ffmpeg binary, looked up in PATH (default "ffmpeg").
	FFmpegPath string
	// FontPath, when set, is the one font file used for all text; it must
	// cover every script the cards use.
	FontPath string
	// FontFamily is the fontconfig family preferred for Latin and Cyrillic
	// text (default: the Noto Sans files of fonts-noto-core).
	FontFamily string
	// MaxConcurrent bounds the renders running at once (default 2).
	MaxConcurrent int
	// Timeout bounds one render (default 60 s).
	Timeout time.Duration
}

// Input is what a card video shows.
type Input struct {
	Text          string // the sentence in the target language (required)
	Subtitle      string // its translation, may be empty
	Pronunciation string // IPA or romanization, may be empty
	Audio         []byte // MP3; nil gives a silent clip of 3 s
	Image         []byte // PNG, JPEG or WebP; nil gives the branded background
	Lang          string // target language code, e.g. "es", "zh"
}

// Renderer makes card videos with ffmpeg. It is safe for concurrent use.
type Renderer struct {
	cfg     Config
	sem     chan struct{}
	fonts   *fontSet
	renders atomic.Int64

	mu      sync.Mutex
	ffmpeg  string // resolved binary, "" until found
	encoder string // "libx264" or "mpeg4", "" until detected
}

// New returns a Renderer. Nothing is run until the first Render, so a
// missing ffmpeg surfaces there as ErrUnavailable.
func New(cfg Config) *Renderer {
	if cfg.FFmpegPath == "" {
		cfg.FFmpegPath = "ffmpeg"
	}
	if cfg.MaxConcurrent <= 0 {
		cfg.MaxConcurrent = 2
	}
	if cfg.Timeout <= 0 {
		cfg.Timeout = 60 * time.Second
	}
	return &Renderer{
		cfg:   cfg,
		sem:   make(chan struct{}, cfg.MaxConcurrent),
		fonts: newFontSet(cfg.FontPath, cfg.FontFamily),
	}
}

// Renders reports how many renders have been started (for metrics and tests).
func (r *Renderer) Renders() int64 { return r.renders.Load() }

// Available reports whether ffmpeg can be run, or ErrUnavailable.
func (r *Renderer) Available(ctx context.Context) error {
	_, _, err := r.tools(ctx)
	return err
}

// Render returns the MP4 of in: H.264 (MPEG-4 Part 2 when ffmpeg has no
// libx264) and AAC, Width×Height, as long as the audio plus 0.7 s.
func (r *Renderer) Render(ctx context.Context, in Input) ([]byte, error) {
	out, err := r.render(ctx, in)
	if err != nil {
		return nil, fmt.Errorf("video: render: %w", err)
	}
	return out, nil
}

func (r *Renderer) render(ctx context.Context, in Input) ([]byte, error) {
	in.Text = cleanText(in.Text)
	in.Subtitle = cleanText(in.Subtitle)
	in.Pronunciation = cleanText(in.Pronunciation)
	if in.Text == "" {
		return nil, errors.New("empty text")
	}
	ffmpeg, encoder, err := r.tools(ctx)
	if err != nil {
		return nil, err
	}
	ctx, cancel := context.WithTimeout(ctx, r.cfg.Timeout)
	defer cancel()
	select {
	case r.sem <- struct{}{}:
	case <-ctx.Done():
		return nil, ctx.Err()
	}
	defer func() { <-r.sem }()
	r.renders.Add(1)

	dir, err := os.MkdirTemp("", "storyglot-video-*")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(dir)

	// Pass 1: compose the single still frame and decode the audio to raw
	// PCM, whose size gives the exact duration.
	plan, err := r.compose(ctx, in)
	if err != nil {
		return nil, err
	}
	for name, content := range plan.files {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(content), 0o600); err != nil {
			return nil, err
		}
	}
	args := []string{"-hide_banner", "-nostdin", "-loglevel", "error", "-y"}
	if in.Image != nil {
		ext, err := imageExt(in.Image)
		if err != nil {
			return nil, err
		}
		if err := os.WriteFile(filepath.Join(dir, "image"+ext), in.Image, 0o600); err != nil {
			return nil, err
		}
		args = append(args, "-i", "image"+ext)
	}
	if in.Audio != nil {
		if err := os.WriteFile(filepath.Join(dir, "audio.mp3"), in.Audio, 0o600); err != nil {
			return nil, err
		}
		args = append(args, "-i", "audio.mp3")
	}
	args = append(args, "-filter_complex_script", "graph.txt", "-map", "[v]", "-frames:v", "1", "-update", "1", "frame.png")
	if in.Audio != nil {
		audioIn := "0:a:0"
		if in.Image != nil {
			audioIn = "1:a:0"
		}
		args = append(args, "-map", audioIn, "-t", ftoa(maxSeconds), "-ac", "1", "-ar", strconv.Itoa(audioRate), "-f", "s16le", "audio.pcm")
	}
	if err := run(ctx, ffmpeg, dir, args); err != nil {
		return nil, fmt.Errorf("compose: %w", err)
	}

	seconds := silentSeconds
	if in.Audio != nil {
		st, err := os.Stat(filepath.Join(dir, "audio.pcm"))
		if err != nil {
			return nil, err
		}
		if st.Size() == 0 {
			return nil, errors.New("audio: no samples")
		}
		seconds = float64(st.Size())/(2*audioRate) + tailSeconds
	}

	// Pass 2: encode the still and the audio.
	args = []string{"-hide_banner", "-nostdin", "-loglevel", "error", "-y",
		"-framerate", strconv.Itoa(fps), "-loop", "1", "-i", "frame.png"}
	if in.Audio != nil {
		args = append(args, "-f", "s16le", "-ar", strconv.Itoa(audioRate), "-ac", "1", "-i", "audio.pcm", "-af", "apad")
	} else {
		args = append(args, "-f", "lavfi", "-i", "anullsrc=r="+strconv.Itoa(audioRate)+":cl=mono")
	}
	args = append(args, "-map", "0:v", "-map", "1:a", "-t", ftoa(seconds), "-pix_fmt", "yuv420p")
	args = append(args, encoderArgs(encoder)...)
	args = append(args, "-c:a", "aac", "-b:a", "48k", "-ar", strconv.Itoa(audioRate), "-ac", "1",
		"-map_metadata", "-1", "-fflags", "+bitexact", "-flags:v", "+bitexact", "-flags:a", "+bitexact",
		"-movflags", "+faststart", "-f", "mp4", "video.mp4")
	if err := run(ctx, ffmpeg, dir, args); err != nil {
		return nil, fmt.Errorf("encode: %w", err)
	}
	return os.ReadFile(filepath.Join(dir, "video.mp4"))
}

func encoderArgs(encoder string) []string {
	if encoder == "libx264" {
		return []string{"-c:v", "libx264", "-preset", "veryfast", "-tune", "stillimage", "-crf", "28",
			"-profile:v", "main", "-g", strconv.Itoa(2 * fps)}
	}
	return []string{"-c:v", "mpeg4", "-q:v", "5", "-g", strconv.Itoa(2 * fps)}
}

// tools finds ffmpeg and its best H.264 encoder once; a failure is not
// remembered, so installing ffmpeg later needs no restart.
func (r *Renderer) tools(ctx context.Context) (ffmpeg, encoder string, err error) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.encoder != "" {
		return r.ffmpeg, r.encoder, nil
	}
	path, err := exec.LookPath(r.cfg.FFmpegPath)
	if err != nil {
		return "", "", fmt.Errorf("%w: %s: %v", ErrUnavailable, r.cfg.FFmpegPath, err)
	}
	var out bytes.Buffer
	cmd := command(ctx, path, "", []string{"-hide_banner", "-nostdin", "-encoders"})
	cmd.Stdout = &out
	if err := cmd.Run(); err != nil {
		return "", "", fmt.Errorf("%w: %s -encoders: %v", ErrUnavailable, path, err)
	}
	r.ffmpeg, r.encoder = path, "mpeg4"
	for _, line := range strings.Split(out.String(), "\n") {
		if f := strings.Fields(line); len(f) >= 2 && f[1] == "libx264" {
			r.encoder = "libx264"
		}
	}
	return r.ffmpeg, r.encoder, nil
}

func ftoa(f float64) string { return strconv.FormatFloat(f, 'f', 3, 64) }
