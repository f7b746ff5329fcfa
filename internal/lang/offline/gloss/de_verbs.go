package gloss

import "strings"

// deStrong lists common German strong and irregular verbs: infinitive,
// present forms with a vowel change (du, er/sie/es), then preterite stems.
// Hunspell does not stem them (lief stays lief), so without this table they
// get no gloss or a wrong one (sprach → "voice"). Forms that are also a
// common noun (band: Band, griff: Griff, schnitt: Schnitt, stahl: Stahl)
// are left out, as the table is read before the capital is.
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
	{"heben", nil, []string{"hob"}},
	{"steigen", nil, []string{"stieg"}},
	{"werfen", []string{"wirfst", "wirft"}, []string{"warf"}},
	{"sterben", []string{"stirbst", "stirbt"}, []string{"starb"}},
	{"brechen", []string{"brichst", "bricht"}, []string{"brach"}},
	{"gewinnen", nil, []string{"gewann"}},
	{"springen", nil, []string{"sprang"}},
	{"sinken", nil, []string{"sank"}},
	{"fliehen", nil, []string{"floh"}},
	{"schieben", nil, []string{"schob"}},
	{"riechen", nil, []string{"roch"}},
	{"lassen", []string{"lässt"}, []string{"ließ"}},
	{"schlagen", []string{"schlägst", "schlägt"}, []string{"schlug"}},
	{"waschen", []string{"wäschst", "wäscht"}, []string{"wusch"}},
	{"fangen", []string{"fängst", "fängt"}, []string{"fing"}},
	{"hängen", nil, []string{"hing"}},
	{"kennen", nil, []string{"kannte"}},
	{"nennen", nil, []string{"nannte"}},
	{"rennen", nil, []string{"rannte"}},
	{"brennen", nil, []string{"brannte"}},
	{"bitten", nil, []string{"bat"}},
	{"schreien", nil, []string{"schrie"}},
	{"scheinen", nil, []string{"schien"}},
	{"schweigen", nil, []string{"schwieg"}},
	{"treten", []string{"trittst", "tritt"}, []string{"trat"}},
	{"geschehen", []string{"geschieht"}, []string{"geschah"}},
	{"gefallen", []string{"gefällst", "gefällt"}, []string{"gefiel"}},
	{"verlassen", []string{"verlässt"}, []string{"verließ"}},
	{"verschwinden", nil, []string{"verschwand"}},
	{"entscheiden", nil, []string{"entschied"}},
	{"erscheinen", nil, []string{"erschien"}},
	{"empfehlen", []string{"empfiehlst", "empfiehlt"}, []string{"empfahl"}},
	{"wachsen", []string{"wächst"}, nil},
	{"laden", []string{"lädst", "lädt"}, []string{"lud"}},
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
