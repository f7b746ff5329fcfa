package hunspell

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"os/exec"
	"strings"
	"sync"
)

// sentinel ends each batch of words written to a running hunspell: an
// ASCII word no dictionary lists, which hunspell -s echoes on its own line
// ("word" or "word word") followed by a blank line. Lines without a word
// ("...", "") print nothing and a word may print several lines, so the
// answer to a batch is everything before the sentinel's line.
const sentinel = "xqstoryglotendqx"

// pipe is one long-running `hunspell -s` for a language, its output made
// line-buffered by stdbuf (hunspell writes through stdio, which a pipe
// would otherwise buffer until exit). Loading a dictionary costs hunspell
// 0.3–0.6 s of CPU for Korean and 0.1 s for Russian; a new process per
// sentence made that most of a Korean lesson (decision 0030). Calls are
// serialised; a broken or cancelled process is discarded and the next call
// starts a new one.
type pipe struct {
	mu   sync.Mutex
	args []string // the command, stdbuf first
	cmd  *exec.Cmd
	in   io.WriteCloser
	out  *bufio.Reader
	errb *tailBuffer
}

// stems writes the words and the sentinel and returns hunspell's output
// lines for the words.
func (p *pipe) stems(ctx context.Context, words []string) ([]string, error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.cmd == nil {
		if err := p.start(); err != nil {
			return nil, err
		}
	}
	type answer struct {
		lines []string
		err   error
	}
	done := make(chan answer, 1)
	in, out := p.in, p.out // stop clears the fields while exchange may still run
	go func() {
		lines, err := exchange(in, out, words)
		done <- answer{lines, err}
	}()
	select {
	case a := <-done:
		if a.err != nil {
			p.stop()
			return nil, fmt.Errorf("%w: %s", a.err, p.errb.String())
		}
		return a.lines, nil
	case <-ctx.Done():
		p.stop() // closes the pipes: the exchange above returns
		<-done
		return nil, ctx.Err()
	}
}

func exchange(w io.Writer, r *bufio.Reader, words []string) ([]string, error) {
	var in strings.Builder
	for _, w := range words {
		in.WriteString(w)
		in.WriteByte('\n')
	}
	in.WriteString(sentinel + "\n")
	// Written beside the reading: a long batch must not fill both pipes.
	wrote := make(chan error, 1)
	go func() {
		_, err := io.WriteString(w, in.String())
		wrote <- err
	}()
	var lines []string
	for {
		line, err := r.ReadString('\n')
		if err != nil {
			if werr := <-wrote; werr != nil {
				return nil, werr
			}
			return nil, err
		}
		line = strings.TrimRight(line, "\n")
		if f := strings.Fields(line); len(f) > 0 && f[0] == sentinel {
			// The sentinel's lines end with one blank line.
			for line != "" {
				if line, err = r.ReadString('\n'); err != nil {
					return nil, err
				}
				line = strings.TrimRight(line, "\n")
			}
			return lines, <-wrote
		}
		lines = append(lines, line)
	}
}

func (p *pipe) start() error {
	cmd := exec.Command(p.args[0], p.args[1:]...)
	in, err := cmd.StdinPipe()
	if err != nil {
		return err
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		return err
	}
	p.errb = &tailBuffer{}
	cmd.Stderr = p.errb
	if err := cmd.Start(); err != nil {
		return err
	}
	p.cmd, p.in, p.out = cmd, in, bufio.NewReaderSize(out, 64<<10)
	return nil
}

// stop ends the process (its stdin closed, then killed) and waits for it.
func (p *pipe) stop() {
	if p.cmd == nil {
		return
	}
	_ = p.in.Close()
	_ = p.cmd.Process.Kill()
	_ = p.cmd.Wait()
	p.cmd, p.in, p.out = nil, nil, nil
}

// tailBuffer keeps the last 2 KB written to it (a long-running process's
// stderr, shown in errors).
type tailBuffer struct {
	mu sync.Mutex
	b  []byte
}

func (t *tailBuffer) Write(p []byte) (int, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.b = append(t.b, p...)
	if len(t.b) > 2048 {
		t.b = append(t.b[:0:0], t.b[len(t.b)-2048:]...)
	}
	return len(p), nil
}

func (t *tailBuffer) String() string {
	if t == nil {
		return ""
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	return strings.TrimSpace(string(t.b))
}
