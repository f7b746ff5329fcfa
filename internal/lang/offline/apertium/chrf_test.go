package apertium

import (
	"context"
	"encoding/binary"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
	"unicode"

	"github.com/storyglot/storyglot/internal/lang"
)

var chrfFlag = flag.Bool("chrf", false, "measure chrF2 of every Apertium route on parallel sentences from installed gettext catalogues")

// chrfDomains are gettext catalogues (GPL or LGPL, shipped by Debian in
// /usr/share/locale) whose messages are human translations of the same
// English sentences into es, fr, it and pt: parallel text with a clear
// licence that needs no download.
var chrfDomains = []string{"coreutils", "apt", "dpkg", "gtk30", "glib20", "systemd", "tar", "grep", "sed",
	"gettext-tools", "wget", "findutils", "diffutils", "bash", "make", "libc", "shadow", "man-db", "PackageKit", "appstream"}

var chrfLocales = map[lang.Code]string{lang.Spanish: "es", lang.French: "fr", lang.Italian: "it", lang.Portuguese: "pt"}

// TestChrF prints the chrF2 of every Apertium route between en, es, fr,
// it and pt (docs/decisions/0011) and checks that no chain falls below half
// of the raw es→en figure. It runs only with -chrf: the catalogues are part
// of the installed system, not of the repository.
//
//	go test -tags noui -run TestChrF -v ./internal/lang/offline/apertium/ -args -chrf
func TestChrF(t *testing.T) {
	if !*chrfFlag {
		t.Skip("measurement: run with -chrf")
	}
	a := newApertium(t)
	ctx := context.Background()
	// English sentence → its translation per language.
	byID := map[string]map[lang.Code]string{}
	for l, loc := range chrfLocales {
		for _, d := range chrfDomains {
			msgs, err := readMO(filepath.Join("/usr/share/locale", loc, "LC_MESSAGES", d+".mo"))
			if err != nil {
				continue
			}
			for id, str := range msgs {
				if !sentenceLike(id) || !sentenceLike(str) {
					continue
				}
				if byID[id] == nil {
					byID[id] = map[lang.Code]string{lang.English: id}
				}
				byID[id][l] = str
			}
		}
	}
	ids := make([]string, 0, len(byID))
	for id := range byID {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	const perPair = 150
	codes := []lang.Code{lang.English, lang.Spanish, lang.French, lang.Italian, lang.Portuguese}
	type row struct {
		pair  lang.Pair
		route string
		n     int
		score float64
	}
	var rows []row
	for _, from := range codes {
		for _, to := range codes {
			p := lang.Pair{Target: from, Native: to}
			if from == to || !a.Supports(lang.CapTranslate, p) {
				continue
			}
			var src, ref []string
			for _, id := range ids {
				s, ok1 := byID[id][from]
				r, ok2 := byID[id][to]
				if ok1 && ok2 {
					src, ref = append(src, s), append(ref, r)
				}
				if len(src) == perPair {
					break
				}
			}
			if len(src) < 30 {
				t.Errorf("%s: only %d sentence pairs", p, len(src))
				continue
			}
			tr, err := a.Translate(ctx, p, src)
			if err != nil {
				t.Fatal(err)
			}
			hyp := make([]string, len(tr))
			for i, x := range tr {
				hyp[i] = x.Text
			}
			rows = append(rows, row{p, a.Route(p), len(src), chrF(hyp, ref, 2)})
		}
	}
	floor := 0.0
	for _, r := range rows {
		if r.pair == (lang.Pair{Target: lang.Spanish, Native: lang.English}) {
			floor = r.score
		}
	}
	t.Logf("| direction | route | sentences | chrF2 |")
	t.Logf("|---|---|---|---|")
	for _, r := range rows {
		t.Logf("| %s→%s | %s | %d | %.1f |", r.pair.Target, r.pair.Native, r.route, r.n, r.score)
		if r.score < floor/2 {
			t.Errorf("%s: chrF2 %.1f is below half the raw es→en floor %.1f", r.pair, r.score, floor)
		}
	}
}

// sentenceLike: one line, 4 to 25 words, a capital first and a full stop
// last, no format directive or markup.
func sentenceLike(s string) bool {
	if strings.ContainsAny(s, "%\n\t<>_&$`{}\\|") || !strings.HasSuffix(s, ".") {
		return false
	}
	n := len(strings.Fields(s))
	r := []rune(s)
	return n >= 4 && n <= 25 && unicode.IsUpper(r[0])
}

// readMO reads a gettext .mo catalogue: msgid → msgstr, without plural or
// context entries.
func readMO(path string) (map[string]string, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	if len(b) < 28 {
		return nil, fmt.Errorf("%s: too short", path)
	}
	var bo binary.ByteOrder = binary.LittleEndian
	if bo.Uint32(b) != 0x950412de {
		bo = binary.BigEndian
	}
	n, orig, trans := bo.Uint32(b[8:]), bo.Uint32(b[12:]), bo.Uint32(b[16:])
	str := func(table, i uint32) (string, bool) {
		at := table + 8*i
		if int(at)+8 > len(b) {
			return "", false
		}
		ln, off := bo.Uint32(b[at:]), bo.Uint32(b[at+4:])
		if int(off)+int(ln) > len(b) {
			return "", false
		}
		return string(b[off : off+ln]), true
	}
	out := map[string]string{}
	for i := uint32(0); i < n; i++ {
		id, ok1 := str(orig, i)
		s, ok2 := str(trans, i)
		if !ok1 || !ok2 || id == "" || strings.ContainsAny(id, "\x00\x04") || strings.Contains(s, "\x00") {
			continue
		}
		out[id] = s
	}
	return out, nil
}

// chrF is the corpus-level character n-gram F-score (n = 1…6, white space
// removed, precision and recall averaged over n), ×100, as sacreBLEU's
// chrF with β = 2.
func chrF(hyp, ref []string, beta float64) float64 {
	const maxN = 6
	var match, hypTotal, refTotal [maxN + 1]float64
	for i := range hyp {
		h, r := []rune(strings.Join(strings.Fields(hyp[i]), "")), []rune(strings.Join(strings.Fields(ref[i]), ""))
		for n := 1; n <= maxN; n++ {
			hc, rc := ngrams(h, n), ngrams(r, n)
			for g, c := range hc {
				hypTotal[n] += float64(c)
				match[n] += float64(min(c, rc[g]))
			}
			for _, c := range rc {
				refTotal[n] += float64(c)
			}
		}
	}
	var p, rcl float64
	for n := 1; n <= maxN; n++ {
		if hypTotal[n] > 0 {
			p += match[n] / hypTotal[n]
		}
		if refTotal[n] > 0 {
			rcl += match[n] / refTotal[n]
		}
	}
	p, rcl = p/maxN, rcl/maxN
	if p+rcl == 0 {
		return 0
	}
	b2 := beta * beta
	return 100 * (1 + b2) * p * rcl / (b2*p + rcl)
}

func ngrams(rs []rune, n int) map[string]int {
	out := map[string]int{}
	for i := 0; i+n <= len(rs); i++ {
		out[string(rs[i:i+n])]++
	}
	return out
}

func TestChrFScore(t *testing.T) {
	if s := chrF([]string{"the cat sleeps"}, []string{"the cat sleeps"}, 2); s < 99.9 {
		t.Errorf("identical: %.1f", s)
	}
	if s := chrF([]string{"xyz"}, []string{"the cat sleeps"}, 2); s != 0 {
		t.Errorf("disjoint: %.1f", s)
	}
	good := chrF([]string{"the cat is sleeping"}, []string{"the cat sleeps"}, 2)
	bad := chrF([]string{"a dog runs"}, []string{"the cat sleeps"}, 2)
	if !(good > bad && good < 100) {
		t.Errorf("closer translation %.1f should beat %.1f", good, bad)
	}
}
