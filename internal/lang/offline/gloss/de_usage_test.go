package gloss

import (
	"strings"
	"testing"
)

// TestGermanGeneralSense: a sense whose entry is long for its synonyms'
// lists, or that a note narrows, comes after the general sense; a word
// several entries share is the general one (entries written here in
// deu-eng's format, headwords invented).
func TestGermanGeneralSense(t *testing.T) {
	for _, tt := range []struct {
		entries []string
		want    string
	}{
		{[]string{ // a colloquial sense with a long list of synonyms and their forms
			"prall /p/ <adj>\ndrunk <adj>\n   Synonyms: {betrunken}, {berauscht}, {besoffen}\n\n see: {betrunkener}, {berauschter}, {besoffener}, {sinnlos betrunken}, {total betrunken}, {stinkbesoffen}, {angetrunken sein}\n\n",
			"prall /p/ <adj>\nfull <adj>\n",
			"prall /p/ <adj>\nwell fed <adj>, full up <adj>\n",
		}, "full"},
		{[]string{ // a note narrows the sense
			"Dämmer /d/ <masc, n, sg>\nnight <n>\n         Note: leisure period between afternoon and bedtime\n",
			"Dämmer /d/ <masc, n, sg>\nevening <n>\n",
		}, "evening"},
		{[]string{ // the forms of synonyms are no use of the word; the noun shares "tick"
			"klacken /k/ <v, trans>\n [ugs.] beat up sb. <v>, duff up sb. <v> [Br.]\n   Synonyms: {zusammenschlagen}, {aufmischen}\n\n see: {zusammenschlagend}, {aufmischend}, {klackend}, {zusammengeschlagen}, {aufgemischt}, {geklackt}\n\n",
			"klacken /k/ <v, intr>\ntick <v>\n see: {klackend}, {geklackt}, {es klackt}, {es klackte}\n\n",
			"Klacken /k/ <neut, n, sg>\ntick <n>\n",
		}, "tick"},
		{[]string{ // the cognate is the core sense, though English frequency lists miss it
			"klopfen /k/ <v, trans>\n [ugs.] beat up sb. <v>, duff up sb. <v> [Br.]\n   Synonyms: {zusammenschlagen}\n\n see: {zusammenschlagend}, {klopfend}, {geklopft}\n\n",
			"klopfen /k/ <v, intr>\nklopf <v>\n see: {klopfend}, {geklopft}, {es klopft}, {es klopfte}\n\n",
		}, "klopf"},
		{[]string{ // a plural's cross-references are its singular's words
			"Leute /l/ <pl>\nhusbands\n   Synonym: {Eheleute}\n\n see: {Eheleut}, {Leut}, {meine Leut}, {Exleut}, {ehemaliger Eheleut}\n\n",
			"Leute /l/ <pl>\nmen\n see: {Leut}\n\n",
		}, "men"},
		{[]string{ // an interjection is no meaning of the noun
			"Kerl /k/ <int>\n [Dt.] Oh <int>, Golly <int>, By golly <int>, Gosh <int>\n      \"Kerl, war das knapp!\"  - Gosh, that was close!\n",
			"Kerl /k/ <masc, n, sg>\nperson <n>, individual <n>\n see: {Kerle}\n",
		}, "person"},
		{[]string{ // the social sense is filed under [soc.] with the word's compounds
			"Verband /v/ <masc, n, sg>\n [soc.] society <n>\n         Note: aggregate of people living together\n see: {Sportverband}, {Berufsverband}, {Frauenverband}\n",
			"Verband /v/ <masc, n, sg>\n [econ.] company <n>, corporation <n>\n      \"einen Verband gründen\"  - found a company\n",
		}, "society"},
	} {
		got := rankGermanEntries(tt.entries, 3)
		if len(got) == 0 || !strings.HasPrefix(got[0], tt.want) {
			t.Errorf("rankGermanEntries(%.12q...) = %q, want %q first", tt.entries[0], got, tt.want)
		}
	}
}

func TestDeUsageLength(t *testing.T) {
	bare := "klacken /k/ <v>\ntick <v>\n"
	if a, b := deUsageLength(bare), deUsageLength(bare+"   Synonyms: {ticken}, {pochen}\n see: {pochend}\n"); a != b {
		t.Errorf("synonyms and their forms counted: %d, %d", a, b)
	}
	if a, b := deUsageLength(bare), deUsageLength(bare+" see: {klackend}\n"); b <= a {
		t.Errorf("the word's own forms not counted: %d, %d", a, b)
	}
}
