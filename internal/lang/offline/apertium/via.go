package apertium

import (
	"strings"

	"github.com/storyglot/storyglot/internal/lang"
)

var _ lang.Drafter = (*Apertium)(nil)

// Via implements lang.Drafter: Apertium's translations are machine drafts,
// through Spanish where no mode joins the pair directly (fr → es → en).
func (a *Apertium) Via(p lang.Pair) lang.Code {
	if strings.Contains(a.Route(p), "+") {
		return lang.Spanish
	}
	return ""
}
