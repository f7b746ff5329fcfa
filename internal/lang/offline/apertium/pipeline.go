package apertium

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"os/exec"
	"sync"
	"syscall"
	"time"
)

// pipeline is one persistent Apertium command chain run in null-flush mode
// (-z): each request is written followed by a NUL, and the answer is read up
// to the NUL the last stage writes. Requests are serialised. When a request
// fails or its context ends mid-way, the chain is killed and started again on
// the next request, since its state is unknown.
type pipeline struct {
	name  string // for errors, e.g. "spa-eng translate"
	chain string // shell command chain

	mu     sync.Mutex
	cmd    *exec.Cmd
	stdin  io.WriteCloser
	stdout *bufio.Reader
	stderr *bytes.Buffer
	closed bool
}

type result struct {
	out string
	err error
}

func (p *pipeline) start() error {
	cmd := exec.Command("bash", "-c", "set -o pipefail; "+p.chain)
	// A process group, so that Close and kill reach every stage.
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	in, err := cmd.StdinPipe()
	if err != nil {
		return err
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		return err
	}
	p.stderr = &bytes.Buffer{}
	cmd.Stderr = p.stderr
	if err := cmd.Start(); err != nil {
		return err
	}
	p.cmd, p.stdin, p.stdout = cmd, in, bufio.NewReaderSize(out, 64<<10)
	return nil
}

// do sends one request (already escaped, ending with a blank) and returns
// the answer without its trailing NUL.
func (p *pipeline) do(ctx context.Context, input string) (string, error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.closed {
		return "", fmt.Errorf("apertium %s: closed", p.name)
	}
	if p.cmd == nil {
		if err := p.start(); err != nil {
			return "", fmt.Errorf("apertium %s: start: %w", p.name, err)
		}
	}
	done := make(chan result, 1)
	go func() {
		if _, err := io.WriteString(p.stdin, input+"\x00"); err != nil {
			done <- result{err: err}
			return
		}
		for {
			s, err := p.stdout.ReadString(0)
			if err != nil {
				done <- result{err: err}
				return
			}
			s = s[:len(s)-1]
			if s == "" {
				continue // a stray flush from an earlier request
			}
			done <- result{out: s}
			return
		}
	}()
	select {
	case r := <-done:
		if r.err != nil {
			msg := p.stderr.String()
			p.kill()
			return "", fmt.Errorf("apertium %s: %w: %s", p.name, r.err, msg)
		}
		return r.out, nil
	case <-ctx.Done():
		p.kill()
		<-done
		return "", fmt.Errorf("apertium %s: %w", p.name, ctx.Err())
	}
}

// kill ends the chain; the next request starts a new one. mu must be held.
func (p *pipeline) kill() {
	if p.cmd == nil {
		return
	}
	_ = syscall.Kill(-p.cmd.Process.Pid, syscall.SIGKILL)
	_ = p.stdin.Close()
	_ = p.cmd.Wait()
	p.cmd = nil
}

// close ends the chain: stdin is closed so the stages exit on their own;
// after a grace period they are killed.
func (p *pipeline) close() error {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.closed = true
	if p.cmd == nil {
		return nil
	}
	_ = p.stdin.Close()
	waited := make(chan error, 1)
	cmd := p.cmd
	go func() {
		_, _ = io.Copy(io.Discard, p.stdout)
		waited <- cmd.Wait()
	}()
	select {
	case err := <-waited:
		p.cmd = nil
		var exit *exec.ExitError
		if err != nil && !errors.As(err, &exit) {
			return fmt.Errorf("apertium %s: close: %w", p.name, err)
		}
		return nil
	case <-time.After(2 * time.Second):
		_ = syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL)
		<-waited
		p.cmd = nil
		return nil
	}
}
