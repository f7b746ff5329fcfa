package freedict

import (
	"bytes"
	"compress/flate"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"os"
	"sync"
)

// dictzip reads a dictzip file (gzip with a table of independently
// deflated chunks in the header's "RA" extra field) by uncompressed offset,
// inflating only the chunks it needs.
type dictzip struct {
	f        *os.File
	chunkLen int64
	offsets  []int64 // compressed offset of each chunk, plus the end
	chunks   chunkCache
}

func openDictzip(path string) (*dictzip, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	dz, err := parseDictzip(f)
	if err != nil {
		f.Close()
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return dz, nil
}

func parseDictzip(f *os.File) (*dictzip, error) {
	var hdr [12]byte
	if _, err := io.ReadFull(f, hdr[:]); err != nil {
		return nil, err
	}
	if hdr[0] != 0x1f || hdr[1] != 0x8b || hdr[2] != 8 {
		return nil, errors.New("not a gzip file")
	}
	flags := hdr[3]
	if flags&0x04 == 0 {
		return nil, errors.New("no extra field: not dictzip")
	}
	xlen := int(binary.LittleEndian.Uint16(hdr[10:12]))
	extra := make([]byte, xlen)
	if _, err := io.ReadFull(f, extra); err != nil {
		return nil, err
	}
	pos := int64(12 + xlen)
	dz := &dictzip{f: f}
	for len(extra) >= 4 {
		id := string(extra[:2])
		n := int(binary.LittleEndian.Uint16(extra[2:4]))
		if 4+n > len(extra) {
			break
		}
		data := extra[4 : 4+n]
		extra = extra[4+n:]
		if id != "RA" || len(data) < 6 {
			continue
		}
		dz.chunkLen = int64(binary.LittleEndian.Uint16(data[2:4]))
		count := int(binary.LittleEndian.Uint16(data[4:6]))
		if len(data) < 6+2*count {
			return nil, errors.New("short chunk table")
		}
		sizes := data[6:]
		dz.offsets = make([]int64, count+1)
		for i := 0; i < count; i++ {
			dz.offsets[i+1] = dz.offsets[i] + int64(binary.LittleEndian.Uint16(sizes[2*i:]))
		}
	}
	if dz.offsets == nil || dz.chunkLen == 0 {
		return nil, errors.New("no RA chunk table: not dictzip")
	}
	// Skip the optional name, comment and header CRC.
	skipZ := func() error {
		var b [1]byte
		for {
			if _, err := f.ReadAt(b[:], pos); err != nil {
				return err
			}
			pos++
			if b[0] == 0 {
				return nil
			}
		}
	}
	if flags&0x08 != 0 {
		if err := skipZ(); err != nil {
			return nil, err
		}
	}
	if flags&0x10 != 0 {
		if err := skipZ(); err != nil {
			return nil, err
		}
	}
	if flags&0x02 != 0 {
		pos += 2
	}
	for i := range dz.offsets {
		dz.offsets[i] += pos
	}
	return dz, nil
}

// read returns n uncompressed bytes from offset off.
func (d *dictzip) read(off, n int64) ([]byte, error) {
	if off < 0 || n < 0 || n > 1<<20 {
		return nil, fmt.Errorf("dictzip: bad range %d+%d", off, n)
	}
	first := off / d.chunkLen
	last := (off + n - 1) / d.chunkLen
	if n == 0 {
		return nil, nil
	}
	if last >= int64(len(d.offsets)-1) {
		return nil, fmt.Errorf("dictzip: range %d+%d past the end", off, n)
	}
	start := off - first*d.chunkLen
	if first == last { // most entries: one chunk, maybe inflated already
		b, err := d.chunk(first)
		if err != nil {
			return nil, err
		}
		if start+n > int64(len(b)) {
			return nil, fmt.Errorf("dictzip: range %d+%d past the end", off, n)
		}
		return append([]byte(nil), b[start:start+n]...), nil
	}
	var buf bytes.Buffer
	for c := first; c <= last; c++ {
		b, err := d.chunk(c)
		if err != nil {
			return nil, err
		}
		buf.Write(b)
	}
	b := buf.Bytes()
	if start+n > int64(len(b)) {
		return nil, fmt.Errorf("dictzip: range %d+%d past the end", off, n)
	}
	return b[start : start+n], nil
}

// chunk returns chunk c inflated, from the cache when it was read lately.
// The slice is shared: callers copy what they keep.
func (d *dictzip) chunk(c int64) ([]byte, error) {
	if b, ok := d.chunks.get(c); ok {
		return b, nil
	}
	comp := make([]byte, d.offsets[c+1]-d.offsets[c])
	if _, err := d.f.ReadAt(comp, d.offsets[c]); err != nil {
		return nil, fmt.Errorf("dictzip: chunk %d: %w", c, err)
	}
	r := inflaters.Get().(io.ReadCloser)
	defer inflaters.Put(r)
	if err := r.(flate.Resetter).Reset(bytes.NewReader(comp), nil); err != nil {
		return nil, fmt.Errorf("dictzip: chunk %d: %w", c, err)
	}
	buf := bytes.NewBuffer(make([]byte, 0, d.chunkLen))
	if _, err := io.Copy(buf, r); err != nil && !errors.Is(err, io.ErrUnexpectedEOF) {
		return nil, fmt.Errorf("dictzip: chunk %d: %w", c, err)
	}
	d.chunks.put(c, buf.Bytes())
	return buf.Bytes(), nil
}

// inflaters are reused: a new flate reader allocates ≈ 40 KB of tables.
var inflaters = sync.Pool{New: func() any { return flate.NewReader(bytes.NewReader(nil)) }}

func (d *dictzip) Close() error { return d.f.Close() }
