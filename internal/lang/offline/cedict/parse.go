package cedict

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"
)

// parse reads `export default {"all":[[trad, simp, pinyin, gloss(es), …], …]}`
// with a small scanner (encoding/json takes ten times longer on 120k entries).
func parse(b []byte) (*table, error) {
	var tb tableBuilder
	if err := scan(b, func(e entry, heads ...string) { tb.add(e, heads...) }); err != nil {
		return nil, err
	}
	return tb.build(), nil
}

// scan calls add for every entry of the data file, in order, with its
// simplified headword and its traditional one when that differs.
func scan(b []byte, add func(e entry, heads ...string)) error {
	i := bytes.IndexByte(b, '[')
	if i < 0 {
		return errors.New("cedict: no entries")
	}
	sc := &scanner{b: b, i: i + 1}
	n := 0
	for {
		sc.space()
		if sc.i >= len(b) || b[sc.i] == ']' {
			break
		}
		if b[sc.i] == ',' {
			sc.i++
			continue
		}
		v, err := sc.value(0)
		if err != nil {
			return fmt.Errorf("cedict: entry %d: %w", n, err)
		}
		e, simp, trad, ok := toEntry(v)
		if !ok {
			continue
		}
		n++
		if trad != simp {
			add(e, simp, trad)
		} else {
			add(e, simp)
		}
	}
	if n == 0 {
		return errors.New("cedict: no entries")
	}
	return nil
}

func toEntry(v any) (entry, string, string, bool) {
	a, ok := v.([]any)
	if !ok || len(a) < 4 {
		return entry{}, "", "", false
	}
	trad, _ := a[0].(string)
	simp, _ := a[1].(string)
	py, _ := a[2].(string)
	var glosses []string
	switch g := a[3].(type) {
	case string:
		glosses = []string{g}
	case []any:
		for _, x := range g {
			if s, ok := x.(string); ok {
				glosses = append(glosses, s)
			}
		}
	}
	senses := groups(glosses)
	if simp == "" || len(senses) == 0 {
		return entry{}, "", "", false
	}
	return entry{pinyin: normPinyin(py), name: py != "" && py[0] >= 'A' && py[0] <= 'Z', senses: senses}, simp, trad, true
}

// scanner reads the JSON of the data file: strings and arrays, anything
// else skipped.
type scanner struct {
	b []byte
	i int
}

func (s *scanner) space() {
	for s.i < len(s.b) && (s.b[s.i] == ' ' || s.b[s.i] == '\n' || s.b[s.i] == '\r' || s.b[s.i] == '\t') {
		s.i++
	}
}

func (s *scanner) value(depth int) (any, error) {
	s.space()
	if s.i >= len(s.b) {
		return nil, io.ErrUnexpectedEOF
	}
	switch s.b[s.i] {
	case '"':
		return s.str()
	case '[':
		if depth > 8 {
			return nil, errors.New("nested too deep")
		}
		s.i++
		var out []any
		for {
			s.space()
			if s.i >= len(s.b) {
				return nil, io.ErrUnexpectedEOF
			}
			switch s.b[s.i] {
			case ']':
				s.i++
				return out, nil
			case ',':
				s.i++
				continue
			}
			v, err := s.value(depth + 1)
			if err != nil {
				return nil, err
			}
			out = append(out, v)
		}
	default: // a number, true, false, null
		for s.i < len(s.b) && !strings.ContainsRune(",]} \n", rune(s.b[s.i])) {
			s.i++
		}
		return nil, nil
	}
}

func (s *scanner) str() (string, error) {
	start := s.i
	escaped := false
	for j := start + 1; j < len(s.b); j++ {
		switch s.b[j] {
		case '\\':
			escaped = true
			j++
		case '"':
			s.i = j + 1
			if !escaped {
				return string(s.b[start+1 : j]), nil
			}
			var out string
			err := json.Unmarshal(s.b[start:j+1], &out)
			return out, err
		}
	}
	return "", io.ErrUnexpectedEOF
}
