package gloss

import (
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"
)

// englishRank is the frequency rank of common English words (1 = most
// frequent), from general knowledge of English word frequency; words not
// listed rank after all of them. It lets a common sense win over a rare one
// that a dictionary lists first (pt ter: "give birth" before "have").
var englishRank = func() map[string]int {
	words := strings.Fields(`the be and of a in to have it I that for you he with on do say this they at but we his from
not by she or as what go their can who get if would her all my make about know will up one time there year so think
when which them some me people take out into just see him your come could now than like other how then its our two more
these want way look first also new because day use no man find here thing give many well only those tell very even back
any good woman through us life child work down may after should call world over school still try last ask need too feel
three state never become between high really something most another family own leave put old while mean keep student why
let great same big group begin seem country help talk where turn problem every start hand might show part against place
such again few case week company system each right program hear question during play government run small number off always
move night live point believe hold today bring happen next without before large million must home under water room write
mother area national money story young fact month different lot study book eye job word business issue side kind four head
far black long both little house yes since provide service around friend important father sit away until power hour game
often yet line political end among ever stand bad lose however member pay law meet car city almost include continue set
later community much name five once white least president learn real change team minute best several idea kid body
information nothing ago lead social understand whether watch together follow parent stop face anything create public already
speak others read level allow add office spend door health person art sure war history party within grow result open
morning walk reason low win research girl guy early food moment himself air teacher force offer enough education across
although remember foot second boy maybe toward able age policy everything love process music including consider appear
actually buy probably human wait serve market die send expect sense build stay fall oh nation plan cut college interest
death course someone experience behind reach local kill six remain effect yeah suggest class control raise care perhaps
late hard field else pass former sell major sometimes require along development themselves report role better economic
effort decide rate strong possible heart drug show leader light voice wife police mind finally pull return free military
price less according decision explain son hope develop view relationship carry town road drive arm true federal break
difference thank receive value international building action full model join season society tax director position player
agree especially record pick wear paper special space ground form support event official whose matter everyone center
couple site project hit base activity star table need court produce eat american teach oil half situation easy cost industry
figure street image itself phone either data cover quite picture clear practice piece land recent describe product doctor
wall patient worker news test movie certain north personal simply third technology catch step baby computer type attention
draw film tree source red nearly organization choose cause hair century evidence window difficult listen soon culture
billion chance brother energy period summer realize hundred available plant likely opportunity term short letter condition
choice single rule daughter administration south husband floor campaign material population economy medical hospital church
close thousand risk current fire future wrong involve defense anyone increase security bank myself certainly west sport
board seek per subject officer private rest behavior deal performance fight throw top quickly past goal bed order author
fill represent focus foreign drop blood upon agency push nature color recently store reduce sound note fine near movement
page enter share than common poor natural race concern series significant similar hot language usually response dead rise
animal factor decade article shoot east save seven artist away scene stock career despite central eight thus treatment
beyond happy exactly protect approach lie size dog fund serious occur media ready sign thought list individual simple
quality pressure accept answer resource identify left meeting determine prepare disease whatever success argue cup
particularly amount ability staff recognize indicate character growth loss degree wonder attack herself region television
box training pretty trade election everybody physical lay general feeling standard bill message fail outside arrive
analysis benefit sex forward lawyer present section environmental glass skill sister professor operation financial crime
stage ok compare authority miss design sort act ten knowledge gun station blue state strategy clearly discuss indeed truth
song example democratic check environment leg dark various rather laugh guess executive prove hang entire rock forget claim
remove manager enjoy network legal religious cold final main science green memory card above seat cell establish nice trial
expert spring firm radio visit management avoid imagine tonight huge ball finish yourself theory impact respond statement
maintain charge popular traditional onto reveal direction weapon employee cultural contain peace pain apply play measure
wide shake fly interview manage chair fish particular camera structure politics perform bit weight suddenly discover
candidate production treat trip evening affect inside conference unit style adult worry range mention deep edge specific
writer trouble necessary throughout challenge fear shoulder institution middle sea dream bar beautiful property instead
improve stuff tired hungry cat bread milk tea coffee sleep run walk eat drink rain sun snow river garden kitchen table`)
	rank := map[string]int{}
	for i, w := range words {
		w = strings.ToLower(w)
		if _, ok := rank[w]; !ok {
			rank[w] = i + 1
		}
	}
	return rank
}()

const unranked = 10000

// senseRank is the rank of a sense's head word: its first word, after "to"
// and "a", "an", "the".
func senseRank(sense string) int {
	for _, f := range strings.Fields(strings.ToLower(sense)) {
		f = strings.Trim(f, ",.;:()!?\"'")
		switch f {
		case "", "to", "a", "an", "the":
			continue
		}
		if r, ok := englishRank[f]; ok {
			return r
		}
		return unranked
	}
	return unranked
}

// rankEnglishSenses moves to the front the first sense whose head word is
// far more frequent in English (a third of the rank or better) than the
// head word of the current first sense; otherwise the dictionary's order
// stands, as it is usually right.
func rankEnglishSenses(senses []string) []string {
	if len(senses) < 2 {
		return senses
	}
	best, bestRank := 0, senseRank(senses[0])
	for i, s := range senses[1:] {
		if r := senseRank(s); r*3 < bestRank {
			best, bestRank = i+1, r
		}
	}
	if best == 0 {
		return senses
	}
	out := append([]string{senses[best]}, senses[:best]...)
	return append(out, senses[best+1:]...)
}

// phonetic matches an IPA transcription left in a sense: "/ˌɛrˈɛm/".
var phonetic = regexp.MustCompile(`\s*/[^/\s][^/]*/`)

// cleanSense removes phonetic residue and fixes the style of a sense: IPA
// between slashes, a dangling comma, and, with lowerCapital, the capital
// that some dictionaries (ara-eng) give every sense ("Home" → "home", but
// "I" and "TV" stay).
func cleanSense(s string, lowerCapital bool) string {
	s = phonetic.ReplaceAllString(s, "")
	s = strings.Trim(strings.Join(strings.Fields(s), " "), " ,;")
	if strings.HasPrefix(s, "-") {
		return "" // an affix sense ("-phil"), not the word's meaning
	}
	r, size := utf8.DecodeRuneInString(s)
	if lowerCapital && unicode.IsUpper(r) && size < len(s) {
		rest := s[size:]
		if strings.ToLower(rest) == rest && !strings.ContainsAny(rest[:1], " ,") {
			return string(unicode.ToLower(r)) + rest
		}
	}
	return s
}

// cleanSenses applies cleanSense to every sense and drops the empty and the
// repeated ones.
func cleanSenses(senses []string, lowerCapital bool) []string {
	out := senses[:0:0]
	for _, s := range senses {
		s = cleanSense(s, lowerCapital)
		if s != "" && hasLetterOrDigit(s) && !containsFold(out, s) {
			out = append(out, s)
		}
	}
	return out
}

func hasLetterOrDigit(s string) bool {
	return strings.IndexFunc(s, func(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }) >= 0
}

func containsFold(xs []string, x string) bool {
	for _, y := range xs {
		if strings.EqualFold(x, y) {
			return true
		}
	}
	return false
}
