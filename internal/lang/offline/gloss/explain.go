package gloss

import (
	"context"
	"strings"

	"github.com/storyglot/storyglot/internal/lang"
)

// Explain implements lang.Explainer: a hint for each content word, and for
// verbs a grammar note built from the analyser's tags, in the native
// language ("comimos — comer: past (preterite), we").
func (g *Glosser) Explain(ctx context.Context, p lang.Pair, sentence string) ([]lang.Hint, error) {
	glosses, err := g.Gloss(ctx, p, sentence)
	if err != nil {
		return nil, err
	}
	var hints []lang.Hint
	for _, gl := range glosses {
		if !IsContent(gl.POS) && gl.POS != "" {
			continue
		}
		if gl.POS == "" && len(gl.Senses) == 0 {
			continue
		}
		h := lang.Hint{Word: gl.Word, Lemma: gl.Lemma, POS: gl.POS}
		if len(gl.Senses) > 0 {
			h.Gloss, h.Source = gl.Senses[0], gl.Source
		}
		if gl.POS == "verb" {
			h.Note = VerbNote(p.Native, gl.Word, gl.Lemma, gl.Tags)
		}
		hints = append(hints, h)
	}
	return hints, nil
}

// terms are the words of grammar notes in one native language.
type terms struct {
	tense  map[string]string
	person map[string]string
}

var noteTerms = map[lang.Code]terms{
	lang.English: {
		tense: map[string]string{
			"inf": "infinitive", "ger": "gerund (-ing form)", "pp": "past participle",
			"pri": "present", "pii": "past (imperfect)", "ifi": "past (preterite)", "fti": "future",
			"cni": "conditional", "prs": "present subjunctive", "pis": "past subjunctive",
			"fts": "future subjunctive", "imp": "imperative", "pres": "present", "past": "past",
			"subs": "subjunctive", "pprs": "present participle", "plu": "pluperfect",
		},
		person: map[string]string{"p1sg": "I", "p2sg": "you", "p3sg": "he/she/it", "p1pl": "we", "p2pl": "you (plural)", "p3pl": "they"},
	},
	lang.Spanish: {
		tense: map[string]string{
			"inf": "infinitivo", "ger": "gerundio", "pp": "participio", "pri": "presente",
			"pii": "pretérito imperfecto", "ifi": "pretérito indefinido", "fti": "futuro",
			"cni": "condicional", "prs": "presente de subjuntivo", "pis": "imperfecto de subjuntivo",
			"fts": "futuro de subjuntivo", "imp": "imperativo", "pres": "presente", "past": "pasado",
			"subs": "subjuntivo", "pprs": "participio presente", "plu": "pluscuamperfecto",
		},
		person: map[string]string{"p1sg": "yo", "p2sg": "tú", "p3sg": "él/ella", "p1pl": "nosotros", "p2pl": "vosotros", "p3pl": "ellos"},
	},
	lang.French: {
		tense: map[string]string{
			"inf": "infinitif", "ger": "gérondif", "pp": "participe passé", "pri": "présent",
			"pii": "imparfait", "ifi": "passé simple", "fti": "futur", "cni": "conditionnel",
			"prs": "subjonctif présent", "pis": "subjonctif imparfait", "fts": "subjonctif futur",
			"imp": "impératif", "pres": "présent", "past": "passé", "subs": "subjonctif",
			"pprs": "participe présent", "plu": "plus-que-parfait",
		},
		person: map[string]string{"p1sg": "je", "p2sg": "tu", "p3sg": "il/elle", "p1pl": "nous", "p2pl": "vous", "p3pl": "ils/elles"},
	},
	lang.German: {
		tense: map[string]string{
			"inf": "Infinitiv", "ger": "Gerundium", "pp": "Partizip II", "pri": "Präsens",
			"pii": "Imperfekt", "ifi": "Präteritum", "fti": "Futur", "cni": "Konditional",
			"prs": "Konjunktiv Präsens", "pis": "Konjunktiv Imperfekt", "fts": "Konjunktiv Futur",
			"imp": "Imperativ", "pres": "Präsens", "past": "Vergangenheit", "subs": "Konjunktiv",
			"pprs": "Partizip I", "plu": "Plusquamperfekt",
		},
		person: map[string]string{"p1sg": "ich", "p2sg": "du", "p3sg": "er/sie/es", "p1pl": "wir", "p2pl": "ihr", "p3pl": "sie"},
	},
	lang.Italian: {
		tense: map[string]string{
			"inf": "infinito", "ger": "gerundio", "pp": "participio passato", "pri": "presente",
			"pii": "imperfetto", "ifi": "passato remoto", "fti": "futuro", "cni": "condizionale",
			"prs": "congiuntivo presente", "pis": "congiuntivo imperfetto", "fts": "congiuntivo futuro",
			"imp": "imperativo", "pres": "presente", "past": "passato", "subs": "congiuntivo",
			"pprs": "participio presente", "plu": "trapassato",
		},
		person: map[string]string{"p1sg": "io", "p2sg": "tu", "p3sg": "lui/lei", "p1pl": "noi", "p2pl": "voi", "p3pl": "loro"},
	},
	lang.Portuguese: {
		tense: map[string]string{
			"inf": "infinitivo", "ger": "gerúndio", "pp": "particípio", "pri": "presente",
			"pii": "pretérito imperfeito", "ifi": "pretérito perfeito", "fti": "futuro",
			"cni": "condicional", "prs": "presente do subjuntivo", "pis": "imperfeito do subjuntivo",
			"fts": "futuro do subjuntivo", "imp": "imperativo", "pres": "presente", "past": "passado",
			"subs": "subjuntivo", "pprs": "particípio presente", "plu": "mais-que-perfeito",
		},
		person: map[string]string{"p1sg": "eu", "p2sg": "tu", "p3sg": "ele/ela", "p1pl": "nós", "p2pl": "vós", "p3pl": "eles/elas"},
	},
}

// VerbNote writes "comimos — comer: past (preterite), we" from Apertium
// tags, in the native language when its terms are known, else in English.
// It returns "" when the tags say nothing about tense or person.
func VerbNote(native lang.Code, word, lemma string, tags []string) string {
	t, ok := noteTerms[native]
	if !ok {
		t = noteTerms[lang.English]
	}
	var tense, person, number string
	for _, tag := range tags {
		if s, ok := t.tense[tag]; ok && tense == "" {
			tense = s
		}
		switch tag {
		case "p1", "p2", "p3":
			person = tag
		case "sg", "pl":
			number = tag
		}
	}
	parts := []string{}
	if tense != "" {
		parts = append(parts, tense)
	}
	if p, ok := t.person[person+number]; ok {
		parts = append(parts, p)
	}
	if len(parts) == 0 {
		return ""
	}
	head := strings.ToLower(word)
	if lemma != "" && !strings.EqualFold(lemma, word) {
		head += " — " + lemma
	}
	return head + ": " + strings.Join(parts, ", ")
}
