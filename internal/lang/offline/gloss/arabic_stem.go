package gloss

import (
	"sort"
	"strings"
	"unicode/utf8"

	"github.com/storyglot/storyglot/internal/lang/offline/arabic"
)

// arabicStems lists the forms an Arabic word may stand for in a dictionary,
// normalised (arabic.Normalise), with the fewest letters removed first: the
// word; without its proclitics (و ف, then ب ل ك or the future س, then the
// article); without a pronoun suffix (ـه ـها ـهم ـي ـك ـنا), with the
// ta marbuta that the suffix had turned into ت (سيارتي → سيارة); without
// the endings of the sound plural and dual (ـون ـين ـات ـان); and a verb
// without the prefix and endings of its conjugation (يذهبون → ذهب, يذهب;
// كتبت → كتب). Nothing here knows whether a stem exists: the dictionary
// decides, and the first stem it knows wins, so a word that merely looks
// affixed (ولد "boy", بيت "house") is found as written first.
func arabicStems(word string) []string {
	st := arabicStemForms(word)
	out := make([]string, len(st))
	for i, c := range st {
		out[i] = c.norm
	}
	return out
}

// arStem is one stem of an Arabic word.
type arStem struct {
	norm string // normalised (arabic.Normalise)
	lite string // without vowels but with the hamza of أ (unvowelled)
	// spelt is the stem as the text spells it, without short vowels but
	// with its hamza and final ى (arSpelt), and shadda whether the word was
	// written with one: which of the dictionary's homographs the text
	// wrote (arSpellingMatch).
	spelt  string
	shadda bool
	// nisba: the stem is an adjective of relation in -ي (arNisbaAfter).
	nisba bool
	// coreOnly: only a core word may stand behind the stem.
	coreOnly bool
	cost     int
	// noun: the article was removed, so the stem is not a verb (الأكل
	// "food", not أكل "ate").
	noun bool
	// name: the stem may stand behind a transliterated name that ara-eng
	// lists as a word: only the article, a pronoun suffix or the
	// accusative alif was removed (أمي "Amy" → أم + ي, كوبا "Cuba" → كوب
	// + ا), not a proclitic (بارد is not ب + أرد) nor another ending
	// (المظاهرة is not المظاهر + ة).
	name bool
}

func arabicStemForms(word string) []arStem {
	// Hamza stays until the end: أ before an imperfect is "I" (أذهب), a
	// bare alif begins a verb of forms VII–X (اتصل, استخدم) and is not a
	// prefix. The stems are normalised when listed.
	//
	// The affixes are cut from the word as spelt (arSpelt): a final ى is
	// the stem's, never the pronoun ي "my" (أغلى "dearer" is not أغل + ي,
	// مرمى "goal" not مرم + ي).
	w, shadda := arSpelt(word), arWritesShadda(word)
	var cs []arStem
	add := func(s string, cost int, noun, name bool) {
		n := arabic.Normalise(s)
		if utf8.RuneCountInString(n) < 2 || (cost > 0 && utf8.RuneCountInString(n) < 3 && cost > 1) {
			return
		}
		for i := range cs {
			if cs[i].norm == n {
				if cost < cs[i].cost {
					cs[i].cost, cs[i].lite, cs[i].spelt, cs[i].noun = cost, unvowelled(s), s, noun
				}
				cs[i].name = cs[i].name || name
				return
			}
		}
		cs = append(cs, arStem{norm: n, lite: unvowelled(s), spelt: s, shadda: shadda, cost: cost, noun: noun, name: name})
	}
	// Proclitics: each removal costs 1.
	type form struct {
		s    string
		cost int
		verb bool // the future سـ was removed: what follows is an imperfect verb
		noun bool // the article was removed
		clit bool // a proclitic was removed
	}
	forms := []form{{w, 0, false, false, false}}
	// سأ before a verb is "I will" (سأعد): the word as written is not also
	// read without its hamza (ساعد "helped"). سأل "asked" is the one common
	// verb that begins so.
	if strings.HasPrefix(w, "سأ") && !strings.HasPrefix(w, "سأل") && utf8.RuneCountInString(w) >= 4 {
		forms = nil
		if r, ok := strings.CutPrefix(w, "س"); ok {
			forms = append(forms, form{r, 1, true, false, true})
		}
	}
	// A proclitic leaves three letters or more: بارد "cold" is not ب +
	// أرد, كسر "broke" not ك + سر.
	for _, c := range []string{"و", "ف"} {
		if r, ok := strings.CutPrefix(w, c); ok && utf8.RuneCountInString(r) >= 3 {
			forms = append(forms, form{r, 1, false, false, true})
		}
	}
	for _, f := range append([]form(nil), forms...) {
		for _, c := range []string{"ب", "ل", "ك"} {
			if r, ok := strings.CutPrefix(f.s, c); ok && utf8.RuneCountInString(r) >= 3 {
				forms = append(forms, form{r, f.cost + 1, false, false, true})
			}
		}
		if r, ok := strings.CutPrefix(f.s, "س"); ok && startsImperfect(r) {
			forms = append(forms, form{r, f.cost + 1, true, false, true})
		}
	}
	for _, f := range append([]form(nil), forms...) {
		if r, ok := cutArticle(f.s); ok && utf8.RuneCountInString(r) >= 2 {
			forms = append(forms, form{r, f.cost + 1, false, true, f.clit})
		}
		if r, ok := strings.CutPrefix(f.s, "ل"); ok && strings.HasPrefix(r, "ل") && utf8.RuneCountInString(r) >= 3 {
			forms = append(forms, form{r[len("ل"):], f.cost + 1, false, true, true}) // للبيت = ل + البيت
		}
	}
	for _, f := range forms {
		add(f.s, f.cost, f.noun, !f.clit)
		// With the article removed, the dictionary may list the word with it.
		if _, art := cutArticle(f.s); f.cost > 0 && !art {
			add("ال"+f.s, f.cost+1, true, false)
		}
		// The article and an attached pronoun never go together: الذهبي
		// is the adjective "golden", not الذهب + ي "my gold".
		_, art := cutArticle(f.s)
		for _, s := range suffixStems(f.s, !f.noun && !art) {
			add(s.s, f.cost+s.cost, f.noun, !f.clit && s.pron)
			// A verb with an object pronoun: ساعدتها → ساعدت → ساعد.
			if !f.noun {
				for _, v := range verbStems(s.s, false) {
					add(v.s, f.cost+s.cost+v.cost, false, false)
				}
			}
		}
		if !f.noun {
			for _, s := range verbStems(f.s, f.verb) {
				add(s.s, f.cost+s.cost, false, false)
			}
		}
	}
	// Some texts write a final ي as ى (عمى for عمي "my uncle"): that ى may
	// be "my" after a core noun (arabicStem takes no other word for it).
	if r, ok := strings.CutSuffix(w, "ى"); ok && utf8.RuneCountInString(r) >= 2 {
		n := len(cs)
		add(r, 1, false, true)
		if len(cs) > n {
			cs[n].coreOnly = true
		}
	}
	sort.SliceStable(cs, func(i, j int) bool { return cs[i].cost < cs[j].cost })
	return cs
}

type costed struct {
	s    string
	cost int
	pron bool // a pronoun suffix or the accusative alif was removed
}

// arPronounSuffixes are the attached pronouns, longest first.
var arPronounSuffixes = []string{"هما", "كما", "هم", "هن", "كم", "كن", "نا", "ني", "ها", "ه", "ك", "ي"}

// suffixStems removes one pronoun suffix (and restores ta marbuta), when
// pronouns is set, or the ending of a sound plural or dual.
func suffixStems(s string, pronouns bool) []costed {
	var out []costed
	for _, suf := range arPronounSuffixes {
		if !pronouns {
			break
		}
		r, ok := strings.CutSuffix(s, suf)
		if !ok || utf8.RuneCountInString(r) < 2 {
			continue
		}
		out = append(out, costed{r, 1, true})
		if t, ok := strings.CutSuffix(r, "ت"); ok && utf8.RuneCountInString(t) >= 2 {
			out = append(out, costed{t + "ة", 1, true}) // سيارتي → سيارة
		}
		if t, ok := strings.CutSuffix(r, "ات"); ok && utf8.RuneCountInString(t) >= 2 {
			out = append(out, costed{t + "ة", 2, true}) // سياراتهم → سيارة
		}
		// A final hamza sits on ي or و before a suffix: أصدقائك, أصدقاؤه →
		// أصدقاء.
		for _, seat := range []string{"ئ", "ؤ"} {
			if t, ok := strings.CutSuffix(r, seat); ok && utf8.RuneCountInString(t) >= 2 {
				out = append(out, costed{t + "ء", 1, true})
			}
		}
		// أب and أخ lengthen before a suffix (أخيه, أبوك, أخاها), and a dual
		// loses its ن (يداك → يدا → يد).
		if n := utf8.RuneCountInString(r); n >= 3 {
			for _, long := range []string{"و", "ي", "ا"} {
				if t, ok := strings.CutSuffix(r, long); ok && (n == 3 && (t == "أخ" || t == "أب" || t == "اخ" || t == "اب") || long == "ا") {
					out = append(out, costed{t, 1, true})
				}
			}
		}
	}
	for _, suf := range []string{"ون", "ين", "ان"} {
		if r, ok := strings.CutSuffix(s, suf); ok && utf8.RuneCountInString(r) >= 3 {
			out = append(out, costed{r, 1, false})
		}
	}
	if r, ok := strings.CutSuffix(s, "ات"); ok && utf8.RuneCountInString(r) >= 2 {
		out = append(out, costed{r + "ة", 1, false}, costed{r, 2, false}) // معلمات → معلمة; حيوانات → حيوان
	}
	if r, ok := strings.CutSuffix(s, "ا"); ok && utf8.RuneCountInString(r) >= 3 {
		out = append(out, costed{r, 1, true}) // accusative tanween: كتابا (كوبا is كوب, not "Cuba")
	}
	// The feminine of an adjective (جديدة → جديد) and its dual (نظيفتان),
	// after the other readings (المظاهرة is not المظاهر + ة).
	if r, ok := strings.CutSuffix(s, "ة"); ok && utf8.RuneCountInString(r) >= 3 {
		out = append(out, costed{r, 2, false})
	}
	for _, suf := range []string{"تان", "تين"} {
		if r, ok := strings.CutSuffix(s, suf); ok && utf8.RuneCountInString(r) >= 2 {
			out = append(out, costed{r + "ة", 1, false}, costed{r, 2, false})
		}
	}
	return out
}

// startsImperfect: the prefix of an imperfect verb (ي ت ن, أ "I"; not a
// bare alif, see arabicStems), and three letters after it or more.
func startsImperfect(s string) bool {
	return utf8.RuneCountInString(s) >= 3 && strings.IndexAny(s, "يتنأ") == 0
}

// cutArticle removes the article, written with or without hamza on the
// alif after the text's own vowels are gone (الأب, الاب).
func cutArticle(s string) (string, bool) {
	return strings.CutPrefix(s, "ال")
}

// unvowelled is arabic.Normalise keeping the hamza of أ: without short
// vowels, shadda, sukun and tatweel, إ آ ٱ as ا, ى as ي.
func unvowelled(s string) string {
	return strings.Map(func(r rune) rune {
		switch {
		case r >= 0x064B && r <= 0x065F || r == 0x0670 || r == 0x0640:
			return -1
		case r == 'إ' || r == 'آ' || r == 'ٱ':
			return 'ا'
		case r == 'ى':
			return 'ي'
		}
		return r
	}, s)
}

// verbStems reads a word as a conjugated verb: the imperfect (يذهب,
// تذهبين, نذهب, يذهبون) gives its stem, its third person (يذهب) and the
// past (ذهب); the past's endings (ذهبت, ذهبوا, ذهبنا, ذهبتم) give the
// past. Cost 1 for one affix, 2 for two.
func verbStems(s string, imperfect bool) []costed {
	var out []costed
	if startsImperfect(s) {
		_, size := utf8.DecodeRuneInString(s)
		body := s[size:]
		ends := []string{"ون", "ين", "ان", "وا", "ن"}
		stems := []costed{{body, 1, false}}
		for _, e := range ends {
			if r, ok := strings.CutSuffix(body, e); ok && utf8.RuneCountInString(r) >= 3 {
				stems = append(stems, costed{r, 2, false})
			}
		}
		for _, st := range stems {
			if utf8.RuneCountInString(st.s) < 3 {
				continue
			}
			out = append(out, costed{"ي" + st.s, st.cost, false}, costed{st.s, st.cost + 1, false})
		}
	}
	if imperfect {
		return out
	}
	for _, e := range []string{"تما", "تم", "تن", "نا", "وا", "ت", "ا"} {
		if r, ok := strings.CutSuffix(s, e); ok && utf8.RuneCountInString(r) >= 3 {
			out = append(out, costed{r, 1, false})
		}
	}
	return out
}
