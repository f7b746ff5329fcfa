package gloss

import "strings"

// deStrong lists common German strong and irregular verbs: infinitive,
// present forms with a vowel change (du, er/sie/es), then preterite stems.
// Hunspell does not stem them (lief stays lief), so without this table they
// get no gloss or a wrong one (sprach → "voice").
var deStrong = []struct {
	inf       string
	present   []string
	preterite []string
}{
	{"laufen", []string{"läufst", "läuft"}, []string{"lief"}},
	{"nehmen", []string{"nimmst", "nimmt"}, []string{"nahm"}},
	{"geben", []string{"gibst", "gibt"}, []string{"gab"}},
	{"essen", []string{"isst"}, []string{"aß"}},
	{"lesen", []string{"liest"}, []string{"las"}},
	{"sehen", []string{"siehst", "sieht"}, []string{"sah"}},
	{"sprechen", []string{"sprichst", "spricht"}, []string{"sprach"}},
	{"treffen", []string{"triffst", "trifft"}, []string{"traf"}},
	{"helfen", []string{"hilfst", "hilft"}, []string{"half"}},
	{"fahren", []string{"fährst", "fährt"}, []string{"fuhr"}},
	{"schlafen", []string{"schläfst", "schläft"}, []string{"schlief"}},
	{"tragen", []string{"trägst", "trägt"}, []string{"trug"}},
	{"halten", []string{"hältst", "hält"}, []string{"hielt"}},
	{"fallen", []string{"fällst", "fällt"}, []string{"fiel"}},
	{"werden", []string{"wirst", "wird"}, []string{"wurde"}},
	{"gehen", nil, []string{"ging"}},
	{"kommen", nil, []string{"kam"}},
	{"stehen", nil, []string{"stand"}},
	{"sitzen", nil, []string{"saß"}},
	{"liegen", nil, []string{"lag"}},
	{"finden", nil, []string{"fand"}},
	{"trinken", nil, []string{"trank"}},
	{"singen", nil, []string{"sang"}},
	{"schreiben", nil, []string{"schrieb"}},
	{"bleiben", nil, []string{"blieb"}},
	{"rufen", nil, []string{"rief"}},
	{"schwimmen", nil, []string{"schwamm"}},
	{"fliegen", nil, []string{"flog"}},
	{"ziehen", nil, []string{"zog"}},
	{"schließen", nil, []string{"schloss"}},
	{"beginnen", nil, []string{"begann"}},
	{"verlieren", nil, []string{"verlor"}},
	{"vergessen", []string{"vergisst"}, []string{"vergaß"}},
	{"verstehen", nil, []string{"verstand"}},
	{"bekommen", nil, []string{"bekam"}},
	{"heißen", nil, []string{"hieß"}},
	{"tun", nil, []string{"tat"}},
	{"denken", nil, []string{"dachte"}},
	{"bringen", nil, []string{"brachte"}},
	{"wissen", []string{"weiß", "weißt"}, []string{"wusste"}},
	{"sein", []string{"bin", "bist", "ist", "sind", "seid"}, []string{"war"}},
	{"haben", []string{"hast", "hat"}, []string{"hatte"}},
}

// deVerb is what the table knows about a form.
type deVerb struct {
	lemma string
	tense string // Apertium-style tag: pri (present) or past
}

// deVerbForms indexes deStrong by form; preterite stems also give their
// du, wir/sie and ihr forms (lief, liefst, liefen, lieft; wurde, wurdest,
// wurden, wurdet).
func deVerbForms() map[string]deVerb {
	out := map[string]deVerb{}
	for _, v := range deStrong {
		for _, f := range v.present {
			out[f] = deVerb{v.inf, "pri"}
		}
		for _, p := range v.preterite {
			forms := []string{p, p + "st", p + "en", p + "t"}
			if strings.HasSuffix(p, "e") {
				forms = []string{p, p + "st", p + "n", p + "t"}
			}
			if strings.HasSuffix(p, "ß") || strings.HasSuffix(p, "s") {
				forms[1] = p + "t" // du aßt, lasest is rare
			}
			for _, f := range forms {
				if _, taken := out[f]; !taken {
					out[f] = deVerb{v.inf, "past"}
				}
			}
		}
	}
	return out
}
