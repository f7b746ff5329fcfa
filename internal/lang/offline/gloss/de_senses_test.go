package gloss

import (
	"testing"

	"github.com/storyglot/storyglot/internal/lang"
	"github.com/storyglot/storyglot/internal/lang/offline/freedict"
)

// TestRankGermanEntries: homographs filed as separate entries are weighed
// by how common their English is, their labels and their length, not taken
// in the file's order (entries written here in deu-eng's format).
func TestRankGermanEntries(t *testing.T) {
	for _, tt := range []struct {
		entries []string
		want    string
	}{
		{[]string{ // a trade sense with synonyms and cross-references is longer
			"Kral /k/ <masc, n, sg>\n [constr.] ram <n>, monkey <n>, tup <n>\n   Synonyms: {Rammblock}, {Rammklotz}\n\n see: {Rammblöcke}, {Rammklötze}\n",
			"Kral /k/ <masc, n, sg>\n [zool.] bear <n>\n see: {Kralen}\n",
		}, "bear"},
		{[]string{ // a register label and a note cost more than an everyday field
			"Flock /f/ <masc, n, sg>\n [ugs.] picture noise <n>, snowy picture <n>, snow <n> [coll.]\n         Note: video\n",
			"Flock /f/ <masc, n, sg>\n [meteo.] snow <n>\n",
		}, "snow"},
		{[]string{ // a sense that needs a German context is for that phrase only
			"trefzen /t/ <v>\n [ins Schwarze] hit home <v> [fig.]\n",
			"trefzen /t/ <v>\n meet <v>\n",
		}, "meet"},
		{[]string{ // a plural entry after the singular
			"Fenstel /f/ <pl>\n windows\n",
			"Fenstel /f/ <neut, n, sg>\n window <n>\n",
		}, "window"},
		{[]string{ // an abbreviation glued to a word does not make it a rare phrase
			"Regel /r/ <fem, n, sg>\n regimen <n>\n",
			"Regel /r/ <fem, n, sg>\n [pol.] government <n>Gov., Govt., administration <n> [Am.]\n",
		}, "government, administration"},
	} {
		got := rankGermanEntries(tt.entries, 3)
		if len(got) == 0 || got[0][:len(tt.want)] != tt.want {
			t.Errorf("rankGermanEntries(%q...) = %q, want %q first", tt.entries[0][:12], got, tt.want)
		}
	}
}

func TestDeItemRank(t *testing.T) {
	if r, v := deItemRank("find out sth."), deItemRank("listen"); r <= wordRank("find") {
		t.Errorf("a phrasal verb ranks %d, as common as its verb; listen %d", r, v)
	}
	if r := deItemRank("be on"); r < bandGeneral {
		t.Errorf("deItemRank(be on) = %d: light words alone say nothing", r)
	}
	if r := deItemRank("government Gov."); r != wordRank("government") {
		t.Errorf("deItemRank(government Gov.) = %d, want %d", r, wordRank("government"))
	}
}

// TestLookupGermanCommonSense: with deu-eng installed, nouns whose common
// sense the dictionary files after a rare one get the common one.
func TestLookupGermanCommonSense(t *testing.T) {
	g := &Glosser{FreeDict: freedict.NewLibrary("")}
	p := lang.Pair{Target: lang.German, Native: lang.English}
	if !g.FreeDict.Has(p.Target, p.Native) {
		notInstalled(t, "dict-freedict-deu-eng")
	}
	for de, want := range map[string]string{"Bär": "bear", "Schnee": "snow", "Fuchs": "fox", "Gas": "gas", "Stunden": "hours"} {
		senses, _ := g.lookupGerman(p, &word{candidates: []string{de}}, 6)
		if len(senses) == 0 || senses[0] != want {
			t.Errorf("%s: %q, want %q first", de, senses, want)
		}
	}
}

func TestDropAbbreviations(t *testing.T) {
	for in, want := range map[string]string{
		"government Gov., Govt.,, administration": "government, administration",
		"road Rd":            "road",
		"Monday Mon":         "Monday",
		"United Nations, UN": "United Nations, UN",
		"street St":          "street",
	} {
		if got := dropAbbreviations(in); got != want {
			t.Errorf("dropAbbreviations(%q) = %q, want %q", in, got, want)
		}
	}
}
