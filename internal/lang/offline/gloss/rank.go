package gloss

import (
	"regexp"
	"slices"
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

// senseRank is the rank of a sense: the rank of its best item (items are
// separated by commas: "on that account, therefore" is as common as
// "therefore"). See itemRank.
func senseRank(sense string) int {
	best := unranked
	for i, item := range strings.Split(stripParens(sense), ",") {
		if i == 3 {
			break
		}
		if r := itemRank(item); r < best {
			best = r
		}
	}
	return best
}

// lightWords carry no sense of their own at the head of a gloss: "to",
// articles, prepositions, "be" and "have" ("be doing time" is about time,
// not being), and the placeholders of a dictionary ("sb.", "one's").
var lightWords = func() map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(`to a an the be is are was have has get do of on in at by for with from into onto
up out off over about that this one's oneself sb sth smb smth someone something somebody sb's sth's it its`) {
		m[w] = true
	}
	return m
}()

// itemRank is the rank of one item of a sense. One content word ranks as
// that word (or its singular: "trees"); a phrase of several
// ranks as its rarest word, doubled, as a phrase is seldom a word's first
// meaning ("give birth", "be doing time"); an item of light words only
// ("to be") as its first word.
func itemRank(item string) int {
	var content []string
	first := ""
	for _, f := range strings.Fields(strings.ToLower(item)) {
		f = strings.Trim(f, ".;:!?\"'/")
		if f == "" {
			continue
		}
		if first == "" {
			first = f
		}
		if !lightWords[f] {
			content = append(content, f)
		}
	}
	switch {
	case first == "":
		return unranked
	case len(content) == 0:
		return wordRank(first)
	case len(content) == 1:
		return wordRank(content[0])
	}
	worst := 0
	for _, w := range content {
		worst = max(worst, wordRank(w))
	}
	return min(2*worst, unranked)
}

// wordRank is the rank of an English word or of its singular: plurals
// ("trees", "boxes", "cities") rank as the word. Past and -ing forms are
// not guessed: "stocking" is not a form of "stock".
func wordRank(w string) int {
	if r, ok := englishRank[w]; ok {
		return r
	}
	for _, suf := range []string{"s", "es"} {
		base, ok := strings.CutSuffix(w, suf)
		if !ok || len(base) < 2 {
			continue
		}
		if r, ok := englishRank[base]; ok {
			return r
		}
		if suf == "s" && strings.HasSuffix(base, "ie") {
			if r, ok := englishRank[strings.TrimSuffix(base, "ie")+"y"]; ok {
				return r
			}
		}
	}
	return unranked
}

// obscure is the rank past which a first sense is taken for a rare one: a
// word of the first thousand or of the everyday band is a meaning a
// dictionary lists first for a reason (Zug: "train" before "move").
const obscure = bandEveryday

// rankEnglishSenses moves to the front the most common sense when the
// dictionary's first sense is an obscure English word (rank past obscure)
// and that sense is far more common (a third of the rank or better): pt
// ter "give birth" before "have", it essere "avail" before "be". A first
// sense in common English stands, as the dictionary's order is usually
// right (fr aussi: "also" before "therefore").
func rankEnglishSenses(senses []string) []string {
	senses = slices.Clone(senses)
	for i, s := range senses {
		senses[i] = commonItemsFirst(s)
	}
	if len(senses) < 2 {
		return senses
	}
	first := senseRank(senses[0])
	if first <= obscure {
		return senses
	}
	best, bestRank := 0, first
	for i, s := range senses[1:] {
		if r := senseRank(s); r*3 < first && r < bestRank {
			best, bestRank = i+1, r
		}
	}
	if best == 0 {
		return senses
	}
	out := append([]string{senses[best]}, senses[:best]...)
	return append(out, senses[best+1:]...)
}

// commonItemsFirst puts the commonest English words of a sense first when
// its items are in alphabetical order, three or more, and the first is an
// obscure word: such a sense is a synonym set sorted by spelling (por-eng:
// "abet, aid, assist, help" for ajudar, "bairn, child, infant" for
// criança), whose order says nothing, and whose first item is what the
// interlinear line shows. A sense in any other order, or led by a common
// word ("also, likewise, too"), is kept.
func commonItemsFirst(sense string) string {
	items := strings.Split(sense, ", ")
	if len(items) < 3 || strings.ContainsAny(sense, "();") || itemRank(items[0]) <= obscure {
		return sense
	}
	if !slices.IsSortedFunc(items, func(a, b string) int { return strings.Compare(strings.ToLower(a), strings.ToLower(b)) }) {
		return sense
	}
	slices.SortStableFunc(items, func(a, b string) int { return itemRank(a) - itemRank(b) })
	return strings.Join(items, ", ")
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
