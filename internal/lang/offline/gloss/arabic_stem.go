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
	w := arabic.Normalise(word)
	type cand struct {
		s    string
		cost int
	}
	var cs []cand
	add := func(s string, cost int) {
		if utf8.RuneCountInString(s) < 2 || (cost > 0 && utf8.RuneCountInString(s) < 3 && cost > 1) {
			return
		}
		for i := range cs {
			if cs[i].s == s {
				if cost < cs[i].cost {
					cs[i].cost = cost
				}
				return
			}
		}
		cs = append(cs, cand{s, cost})
	}
	// Proclitics: each removal costs 1.
	type form struct {
		s    string
		cost int
		verb bool // the future سـ was removed: what follows is an imperfect verb
	}
	forms := []form{{w, 0, false}}
	for _, c := range []string{"و", "ف"} {
		if r, ok := strings.CutPrefix(w, c); ok && utf8.RuneCountInString(r) >= 2 {
			forms = append(forms, form{r, 1, false})
		}
	}
	for _, f := range append([]form(nil), forms...) {
		for _, c := range []string{"ب", "ل", "ك"} {
			if r, ok := strings.CutPrefix(f.s, c); ok && utf8.RuneCountInString(r) >= 2 {
				forms = append(forms, form{r, f.cost + 1, false})
			}
		}
		if r, ok := strings.CutPrefix(f.s, "س"); ok && startsImperfect(r) {
			forms = append(forms, form{r, f.cost + 1, true})
		}
	}
	for _, f := range append([]form(nil), forms...) {
		if r, ok := strings.CutPrefix(f.s, "ال"); ok && utf8.RuneCountInString(r) >= 2 {
			forms = append(forms, form{r, f.cost + 1, false})
		}
		if r, ok := strings.CutPrefix(f.s, "ل"); ok && strings.HasPrefix(r, "ل") && utf8.RuneCountInString(r) >= 3 {
			forms = append(forms, form{r[len("ل"):], f.cost + 1, false}) // للبيت = ل + البيت
		}
	}
	for _, f := range forms {
		add(f.s, f.cost)
		// With the article removed, the dictionary may list the word with it.
		if f.cost > 0 && !strings.HasPrefix(f.s, "ال") {
			add("ال"+f.s, f.cost+1)
		}
		for _, s := range suffixStems(f.s) {
			add(s.s, f.cost+s.cost)
			// A verb with an object pronoun: ساعدتها → ساعدت → ساعد.
			for _, v := range verbStems(s.s, false) {
				add(v.s, f.cost+s.cost+v.cost)
			}
		}
		for _, s := range verbStems(f.s, f.verb) {
			add(s.s, f.cost+s.cost)
		}
	}
	sort.SliceStable(cs, func(i, j int) bool { return cs[i].cost < cs[j].cost })
	out := make([]string, len(cs))
	for i, c := range cs {
		out[i] = c.s
	}
	return out
}

type costed struct {
	s    string
	cost int
}

// arPronounSuffixes are the attached pronouns, longest first.
var arPronounSuffixes = []string{"هما", "كما", "هم", "هن", "كم", "كن", "نا", "ني", "ها", "ه", "ك", "ي"}

// suffixStems removes one pronoun suffix (and restores ta marbuta), or the
// ending of a sound plural or dual.
func suffixStems(s string) []costed {
	var out []costed
	for _, suf := range arPronounSuffixes {
		r, ok := strings.CutSuffix(s, suf)
		if !ok || utf8.RuneCountInString(r) < 2 {
			continue
		}
		out = append(out, costed{r, 1})
		if t, ok := strings.CutSuffix(r, "ت"); ok && utf8.RuneCountInString(t) >= 2 {
			out = append(out, costed{t + "ة", 1}) // سيارتي → سيارة
		}
		if t, ok := strings.CutSuffix(r, "ات"); ok && utf8.RuneCountInString(t) >= 2 {
			out = append(out, costed{t + "ة", 2}) // سياراتهم → سيارة
		}
	}
	for _, suf := range []string{"ون", "ين", "ان"} {
		if r, ok := strings.CutSuffix(s, suf); ok && utf8.RuneCountInString(r) >= 3 {
			out = append(out, costed{r, 1})
		}
	}
	if r, ok := strings.CutSuffix(s, "ات"); ok && utf8.RuneCountInString(r) >= 2 {
		out = append(out, costed{r + "ة", 1}, costed{r, 2}) // معلمات → معلمة; حيوانات → حيوان
	}
	if r, ok := strings.CutSuffix(s, "ا"); ok && utf8.RuneCountInString(r) >= 3 {
		out = append(out, costed{r, 1}) // accusative tanween: كتابا
	}
	return out
}

func startsImperfect(s string) bool {
	return utf8.RuneCountInString(s) >= 3 && strings.IndexAny(s, "يتنا") == 0
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
		stems := []costed{{body, 1}}
		for _, e := range ends {
			if r, ok := strings.CutSuffix(body, e); ok && utf8.RuneCountInString(r) >= 3 {
				stems = append(stems, costed{r, 2})
			}
		}
		for _, st := range stems {
			if utf8.RuneCountInString(st.s) < 3 {
				continue
			}
			out = append(out, costed{"ي" + st.s, st.cost}, costed{st.s, st.cost + 1})
		}
	}
	if imperfect {
		return out
	}
	for _, e := range []string{"تما", "تم", "تن", "نا", "وا", "ت", "ا"} {
		if r, ok := strings.CutSuffix(s, e); ok && utf8.RuneCountInString(r) >= 3 {
			out = append(out, costed{r, 1})
		}
	}
	return out
}
