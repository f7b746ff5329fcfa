package testproc

import (
	"bufio"
	"errors"
	"fmt"
	"os"
	"strings"
)

// PeakRSS returns the server process's peak resident set size as Linux
// reports it (VmHWM in /proc/PID/status, e.g. "180344 kB").
func (s *Server) PeakRSS() (string, error) {
	if s.cmd == nil || s.cmd.Process == nil {
		return "", errors.New("testproc: server not started")
	}
	f, err := os.Open(fmt.Sprintf("/proc/%d/status", s.cmd.Process.Pid))
	if err != nil {
		return "", err
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if v, ok := strings.CutPrefix(sc.Text(), "VmHWM:"); ok {
			return strings.TrimSpace(v), nil
		}
	}
	return "", errors.New("testproc: no VmHWM in /proc status")
}

// Pid is the server process's id (0 before Start).
func (s *Server) Pid() int {
	if s.cmd == nil || s.cmd.Process == nil {
		return 0
	}
	return s.cmd.Process.Pid
}
