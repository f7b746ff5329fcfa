package idle

import (
	"bufio"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
)

// DropExecutablePages lets the system take back the pages of this
// program's read-only data that the process has read: the embedded
// dictionaries (kagome's IPA archive, gse's Chinese texts: about 20 MB)
// stay resident in the process after a segmenter read them, although the
// segmenter has been released. madvise(MADV_DONTNEED) on the executable's
// read-only, not executable mappings unmaps those pages; they stay in the
// page cache, and a later read maps them again from there, with the same
// bytes (the mapping is private and never written). Code pages are left
// alone. It returns the bytes it advised.
func DropExecutablePages() (int, error) {
	exe, err := os.Executable()
	if err != nil {
		return 0, err
	}
	if r, err := filepath.EvalSymlinks(exe); err == nil {
		exe = r
	}
	f, err := os.Open("/proc/self/maps")
	if err != nil {
		return 0, err
	}
	defer f.Close()
	total := 0
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		// 00400000-00452000 r--p 00000000 08:02 173521 /usr/bin/storyglot
		fields := strings.Fields(sc.Text())
		if len(fields) < 6 || fields[1] != "r--p" || strings.Join(fields[5:], " ") != exe {
			continue
		}
		lo, hi, ok := strings.Cut(fields[0], "-")
		if !ok {
			continue
		}
		start, err1 := strconv.ParseUint(lo, 16, 64)
		end, err2 := strconv.ParseUint(hi, 16, 64)
		if err1 != nil || err2 != nil || end <= start {
			continue
		}
		if _, _, e := syscall.Syscall(syscall.SYS_MADVISE, uintptr(start), uintptr(end-start), syscall.MADV_DONTNEED); e != 0 {
			return total, e
		}
		total += int(end - start)
	}
	return total, sc.Err()
}
