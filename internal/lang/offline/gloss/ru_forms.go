package gloss

import (
	"strings"
	"unicode/utf8"

	"github.com/storyglot/storyglot/internal/lang/offline/mueller"
)

// ruPastIrregular turns past forms that hunspell-ru leaves alone back into
// their infinitive (folded: ё is е), by the few irregular patterns of
// Russian past tenses:
//
//   - идти with a prefix: вышел, нашла, прошли → выйти, найти, пройти
//     (the prefix keeps its vowel: подошёл → подойти, вошла → войти);
//   - -расти: вырос, выросли → вырасти;
//   - -ечь and -очь: испёк, испекла → испечь; помог, помогла → помочь;
//   - -нуть, which the past drops: исчезла → исчезнуть.
//
// A guess the dictionary does not list is not found, so it costs only a
// lookup.
func ruPastIrregular(w string) []string {
	var out []string
	for _, end := range []string{"шел", "шла", "шло", "шли"} {
		if pre, ok := strings.CutSuffix(w, end); ok && pre != "" && utf8.RuneCountInString(pre) <= 4 {
			out = append(out, pre+"йти")
		}
	}
	for _, end := range []string{"рос", "росла", "росло", "росли"} {
		if pre, ok := strings.CutSuffix(w, end); ok && pre != "" {
			out = append(out, pre+"расти")
		}
	}
	for _, r := range [][2]string{{"ек", "ечь"}, {"екла", "ечь"}, {"екло", "ечь"}, {"екли", "ечь"}, {"ог", "очь"}, {"огла", "очь"}, {"огло", "очь"}, {"огли", "очь"}} {
		if stem, ok := strings.CutSuffix(w, r[0]); ok && utf8.RuneCountInString(stem) >= 1 {
			out = append(out, stem+r[1])
		}
	}
	// Verbs in -нуть that lose it in the past: исчез, исчезла → исчезнуть;
	// привыкли → привыкнуть.
	for _, end := range []string{"", "ла", "ло", "ли"} {
		if stem, ok := strings.CutSuffix(w, end); ok && utf8.RuneCountInString(stem) >= 4 && strings.ContainsAny(stem[len(stem)-2:], "зкгбпсх") {
			out = append(out, stem+"нуть")
		}
	}
	return out
}

// ruIrregular maps the present and future forms (and a few past ones) of
// Russian's irregular verbs, which hunspell-ru leaves alone (хочет, идёт,
// начнёт, поёт, умер), to their infinitive. Prefixed forms hunspell
// stems (пойдёт → пойти) are not listed.
var ruIrregular = func() map[string]string {
	m := map[string]string{}
	for _, line := range strings.Split(`идти: иду идёшь идёт идём идёте идут
хотеть: хочу хочешь хочет хотим хотите хотят
есть: ем ешь ест едим едите едят
петь: пою поёшь поёт поём поёте поют
мочь: могу можешь можем можете
начать: начну начнёшь начнёт начнём начнёте начнут
умереть: умер умерла умерло умерли
дать: дам дашь даст дадим дадите дадут
взять: возьму возьмёшь возьмёт возьмём возьмёте возьмут
лечь: лягу ляжешь ляжет лягут лёг легла легли
сесть: сяду сядешь сядет сядем сядут сел села сели
стать: стану станешь станет станем станете станут`, "\n") {
		inf, forms, _ := strings.Cut(line, ":")
		for _, f := range strings.Fields(forms) {
			m[mueller.Fold(f)] = inf
		}
	}
	return m
}()
