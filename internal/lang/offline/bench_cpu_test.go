package offline_test

import (
	"syscall"
	"testing"
	"time"
)

// cpuUse is the user and system time of this process and of the child
// processes it has waited for (espeak-ng, lame, hunspell; not the persistent
// Apertium pipelines, which are waited for only when they stop).
type cpuUse struct{ self, children time.Duration }

func cpuTime() cpuUse {
	get := func(who int) time.Duration {
		var ru syscall.Rusage
		if err := syscall.Getrusage(who, &ru); err != nil {
			return 0
		}
		return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
	}
	return cpuUse{get(syscall.RUSAGE_SELF), get(syscall.RUSAGE_CHILDREN)}
}

// reportCPU adds CPU time per operation since start — which a shared
// machine's load inflates far less than wall-clock time — in all
// (cpu-ms/op), in this process (go-ms/op) and in the child processes
// (child-ms/op).
func reportCPU(b *testing.B, start cpuUse) {
	now := cpuTime()
	per := func(d time.Duration) float64 { return float64(d) / float64(time.Millisecond) / float64(b.N) }
	self, children := now.self-start.self, now.children-start.children
	b.ReportMetric(per(self+children), "cpu-ms/op")
	b.ReportMetric(per(self), "go-ms/op")
	b.ReportMetric(per(children), "child-ms/op")
}
