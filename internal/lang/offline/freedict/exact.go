package freedict

import (
	"strings"

	"github.com/storyglot/storyglot/internal/lang"
)

// HasExact reports whether the dictionary from → to has an entry written
// exactly as headword, case kept: the index folds case, so Contains finds
// the verb tagen for the noun Tagen, the noun Kennenlernen for the verb
// kennenlernen; HasExact does not. A dictionary that is not installed has
// nothing.
func (l *Library) HasExact(from, to lang.Code, headword string) bool {
	return len(l.exactHeads(from, to, headword)) > 0
}

// HasExactPOS is HasExact for entries whose first line carries one of the
// parts of speech ("adj", "adv": deu-eng writes "<adj>"); an inflected form
// listed for its own sake (sucht, getan) carries none.
func (l *Library) HasExactPOS(from, to lang.Code, headword string, pos ...string) bool {
	for _, h := range l.exactHeads(from, to, headword) {
		for _, p := range pos {
			if strings.Contains(h, "<"+p+">") || strings.Contains(h, "<"+p+",") {
				return true
			}
		}
	}
	return false
}

// exactHeads returns the first lines of the entries written exactly as
// headword.
func (l *Library) exactHeads(from, to lang.Code, headword string) []string {
	d, release, err := l.open(from, to)
	defer release()
	if err != nil {
		return nil
	}
	var out []string
	for _, r := range d.index.find(foldKey(headword)) {
		raw, err := d.dz.read(int64(r.off), int64(r.len))
		if err == nil && leadsExactly(string(raw), headword) {
			first, _, _ := strings.Cut(string(raw), "\n")
			out = append(out, first)
		}
	}
	return out
}

// Entries returns the raw text of the entries of headword (matched
// case-insensitively) in the dictionary's own order, for a caller that
// weighs homographs itself (deu-eng files a word's senses as separate
// entries whose order says little: Bär "ram" beside Bär "bear"). A
// dictionary that is not installed has none.
func (l *Library) Entries(from, to lang.Code, headword string) []string {
	d, release, err := l.open(from, to)
	defer release()
	if err != nil {
		return nil
	}
	var out []string
	for _, r := range d.index.find(foldKey(headword)) {
		if raw, err := d.dz.read(int64(r.off), int64(r.len)); err == nil {
			out = append(out, string(raw))
		}
	}
	return out
}

// EntrySenses parses one raw entry of a dictionary that is not from
// Japanese into its senses, as Lookup does: plain senses before those with
// a domain label.
func EntrySenses(raw string) []string { return parseSenses(raw, false) }

// WrittenAs reports whether an entry's headword is written exactly as
// headword, case kept (Wissen is not wissen).
func WrittenAs(raw, headword string) bool { return leadsExactly(raw, headword) }
