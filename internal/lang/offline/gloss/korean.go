package gloss

import (
	"context"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/storyglot/storyglot/internal/lang"
	"github.com/storyglot/storyglot/internal/lang/offline/hanja"
)

// HanjaSource names the Korean route through Chinese characters on cards
// and in the doctor: libhangul's hanja table gives a word's characters
// (학교 → 學校), CC-CEDICT their English meaning.
const HanjaSource = "hanja+cc-cedict"

// koreanEnglish: ko → en has the hanja route (which needs CC-CEDICT) and
// the core words; hunspell-ko, when installed, finds the base forms.
func (g *Glosser) koreanEnglish(p lang.Pair) bool {
	return p.Target == lang.Korean && p.Native == lang.English && g.Hanja.Available() && g.Cedict.Available()
}

// koParticles are the particles and endings that follow a noun in a word
// (학교에서, 친구들과): stripped when hunspell-ko does not know the word, to
// find the noun. Longest first.
var koParticles = []string{
	"에서는", "에게서", "한테서", "없이", "으로는", "이라고", "에서도", "까지는",
	"에서", "에게", "한테", "보고", "으로", "하고", "까지", "부터", "처럼", "보다", "마다", "이랑", "라고", "이나", "이에요", "예요", "이다", "입니다", "들이", "들은", "들을", "들의", "들과", "들도",
	"은", "는", "이", "가", "을", "를", "에", "의", "도", "로", "와", "과", "만", "랑", "나", "들", "께", "야",
}

// koCopula are the copula's common forms written onto a noun (제임스입니다
// "it is James", 학생이었다 "was a student"), stripped like particles.
var koCopula = []string{"이었습니다", "였습니다", "이었어요", "였어요", "입니까", "이었다", "였다", "이지만", "이라서", "이라면", "이라는", "이었던", "이야", "인데", "이고", "이며", "이죠", "이지"}

// koSuffixes are koParticles and koCopula, longest first.
var koSuffixes = func() []string {
	out := append(append([]string{}, koParticles...), koCopula...)
	slices.SortStableFunc(out, func(a, b string) int { return len(b) - len(a) })
	return out
}()

// koInner are the particles that another particle follows (공항에서부터,
// 친구와는, 학교로도).
var koInner = []string{"에서", "에게", "한테", "까지", "부터", "보다", "하고", "으로", "에", "와", "과", "로", "만", "들", "께"}

// koBases are a word's forms with one particle (or copula form) taken off,
// the longest ending first, and then with an inner particle (koInner) taken
// off too: 공항에서부터 gives 공항에서, then 공항; 제임스입니다 제임스. The
// second cut leaves two syllables at least unless it takes a particle of
// two (집에서부터 → 집): 시야에 is not 시 + 야 + 에, nor 효과는 효 + 과 + 는.
func koBases(surface string) []string {
	var out []string
	for _, p := range koSuffixes {
		if rest, ok := strings.CutSuffix(surface, p); ok && rest != "" {
			out = append(out, rest)
			break
		}
	}
	if len(out) == 0 {
		return nil
	}
	for _, p := range koInner {
		if rest, ok := strings.CutSuffix(out[0], p); ok && rest != "" {
			if utf8.RuneCountInString(rest) >= 2 || utf8.RuneCountInString(p) >= 2 {
				out = append(out, rest)
			}
			break
		}
	}
	return out
}

// koOldSpelling rewrites the polite ending -읍니다 / -읍니까 as it was spelt
// until 1988 (없읍니다) in today's spelling (없습니다), which hunspell-ko
// knows.
func koOldSpelling(word string) string {
	if strings.Contains(word, "읍니") {
		return strings.ReplaceAll(word, "읍니", "습니")
	}
	return word
}

// analyseKorean splits a sentence into words (eojeol) and lists each word's
// candidate base forms: hunspell-ko's stems (먹었다 → 먹다, 친구들과 → 친구),
// the word without a trailing particle, the word itself.
func (g *Glosser) analyseKorean(ctx context.Context, sentence string) ([]*word, error) {
	toks := lang.WordsOnly(lang.UnicodeWords(sentence))
	texts := make([]string, len(toks))
	for i, t := range toks {
		texts[i] = koOldSpelling(t.Text)
	}
	stems := make([][]string, len(texts))
	var err error
	if g.Hunspell != nil && g.Hunspell.CanStem(lang.Korean) {
		stems, err = g.stems(ctx, lang.Korean, texts)
	}
	if err != nil {
		return nil, err
	}
	if g.Hunspell != nil && g.Hunspell.CanStem(lang.Korean) {
		if err := g.stemKoreanPieces(ctx, texts, stems); err != nil {
			return nil, err
		}
	}
	out := make([]*word, len(toks))
	for i, t := range toks {
		if isNumber(t.Text) {
			out[i] = &word{gloss: lang.Gloss{Word: t.Text, POS: "num"}}
			continue
		}
		cands := koreanCandidates(texts[i], stems[i])
		// The lemma is the word until a candidate is found (lookupKorean):
		// the core words are matched on every candidate there, in order.
		out[i] = &word{gloss: lang.Gloss{Word: t.Text, Lemma: t.Text}, candidates: cands, initial: i == 0}
	}
	return out, nil
}

// koreanCandidates orders a word's base forms: as written (나이 is "age",
// not 나 "I" with a particle), hunspell's stems (it lists a word's pieces
// too, 친구들과 → 친, 친구: the longer first), then the word without one
// particle.
func koreanCandidates(surface string, stems []string) []string {
	c := []string{surface}
	add := func(s string) {
		if s != "" && !containsString(c, s) {
			c = append(c, s)
		}
	}
	// A core noun or pronoun with a particle comes before hunspell's verb
	// readings of the word: 나는 is 나 "I" + 는 before 날다 "fly", 남자는
	// 남자 "man" before 남다 "remain", 그림을 "picture" before 그리다.
	for _, p := range koParticles {
		if rest := strings.TrimSuffix(surface, p); rest != surface && rest != "" {
			if cw, ok := coreWords[lang.Korean][rest]; ok && (cw.pos == "noun" || cw.pos == "pron") {
				add(rest)
			}
			break
		}
	}
	var st []string
	for _, s := range stems {
		if s != surface {
			st = append(st, s)
		}
	}
	// Stable sort, few items: first the verb stems the word starts with
	// (주셨어요: 주다 before 줄다), then the longest (친구 before 친).
	better := func(a, b string) bool {
		if pa, pb := koStemLeads(surface, a), koStemLeads(surface, b); pa != pb {
			return pa
		}
		return utf8.RuneCountInString(a) > utf8.RuneCountInString(b)
	}
	for i := 1; i < len(st); i++ {
		for j := i; j > 0 && better(st[j], st[j-1]); j-- {
			st[j], st[j-1] = st[j-1], st[j]
		}
	}
	for _, s := range st {
		add(s)
	}
	for _, p := range koParticles {
		if rest := strings.TrimSuffix(surface, p); rest != surface && rest != "" {
			add(rest)
			break
		}
	}
	// Two particles, or a particle and the copula (공항에서부터 → 공항).
	for _, b := range koBases(surface) {
		add(b)
	}
	return c
}

// koStemLeads: a verb's dictionary form X다 whose stem X begins the word
// (주다 in 주셨어요; not 줄다).
func koStemLeads(surface, stem string) bool {
	root, ok := strings.CutSuffix(stem, "다")
	return ok && root != "" && strings.HasPrefix(surface, root)
}

// lookupKorean glosses each word from the first candidate the core words
// know, else the first whose characters CC-CEDICT knows (X하다 and X되다
// verbs by X).
func (g *Glosser) lookupKorean(p lang.Pair, words []*word) error {
	if !g.koreanEnglish(p) {
		return nil
	}
	for _, w := range words {
		if !needsGloss(w) {
			continue
		}
		// A name (ko_names.go) before any look-alike: 탐은 is Tom, not
		// 타다 "ride". A word the core words know as written is no name.
		if _, known := coreWords[lang.Korean][w.gloss.Word]; !known {
			bases := append([]string{w.gloss.Word}, koBases(w.gloss.Word)...)
			if en := koNameGloss(bases); en != "" {
				w.gloss.POS, w.gloss.Senses, w.gloss.Source, w.gloss.Lemma = "name", []string{en + " (name)"}, coreSource, w.gloss.Word
				continue
			}
		}
		if c, cand, ok := koreanCore(w.candidates); ok {
			if w.gloss.POS == "" {
				w.gloss.POS = c.pos
			}
			w.gloss.Senses, w.gloss.Source, w.gloss.Lemma = []string{c.gloss}, coreSource, cand
			continue
		}
		// The word as written is a Sino-Korean noun only if hunspell found
		// no verb in it (관한 is 관하다 "concern", not 寬限 "extend").
		verbal := slices.ContainsFunc(w.candidates[1:], func(c string) bool { return strings.HasSuffix(c, "다") })
		for _, cand := range w.candidates {
			if verbal && cand == w.gloss.Word {
				continue
			}
			senses, pos, err := g.hanjaSenses(cand)
			if err != nil {
				return err
			}
			if len(senses) > 0 {
				w.gloss.Senses, w.gloss.Source, w.gloss.Lemma = senses, HanjaSource, cand
				if w.gloss.POS == "" {
					w.gloss.POS = pos
				}
				break
			}
		}
		if len(w.gloss.Senses) == 0 {
			// X하다 and X되다 verbs in forms hunspell does not parse
			// (공개할꺼야, 결혼한거): the noun before the 하 or 되.
			noun, senses, err := g.koreanHadaVerb(w.gloss.Word)
			if err != nil {
				return err
			}
			if len(senses) > 0 {
				w.gloss.Senses, w.gloss.Lemma, w.gloss.POS = senses, noun, "verb"
				w.gloss.Source = HanjaSource
				if _, ok := coreWords[lang.Korean][strings.TrimSuffix(noun, "하다")]; ok {
					w.gloss.Source = coreSource
				}
				continue
			}
		}
		if len(w.gloss.Senses) == 0 && !verbal {
			// A compound noun (눈사람, 생일파티): its parts.
			for _, cand := range w.candidates {
				c, src, err := g.koreanCompound(cand)
				if err != nil {
					return err
				}
				if c != "" {
					w.gloss.Senses, w.gloss.Source, w.gloss.Lemma = []string{c}, src, cand
					if w.gloss.POS == "" {
						w.gloss.POS = "noun"
					}
					break
				}
			}
		}
		if len(w.gloss.Senses) == 0 && !verbal {
			// A Korean given name no dictionary knows (영희는, 민준이가).
			if name := koNameBefore(w.gloss.Word); koLooksLikeGivenName(name) {
				hj, err := g.Hanja.Lookup(name)
				if err != nil {
					return err
				}
				if hj == "" && g.koUnknownNoun(name) {
					w.gloss.POS, w.gloss.Senses, w.gloss.Source, w.gloss.Lemma = "name", []string{koPersonalName(name) + " (name)"}, coreSource, name
					continue
				}
			}
		}
		if len(w.gloss.Senses) == 0 && len(w.candidates) > 1 {
			w.gloss.Lemma = w.candidates[1]
		}
	}
	return nil
}

func koreanCore(cands []string) (coreWord, string, bool) {
	for _, c := range cands {
		if cw, ok := coreWords[lang.Korean][c]; ok {
			return cw, c, true
		}
		// X하다 with X a core noun (공부하다 → 공부 "study").
		for _, suf := range []string{"하다", "되다"} {
			if n := strings.TrimSuffix(c, suf); n != c && n != "" {
				if cw, ok := coreWords[lang.Korean][n]; ok && cw.pos == "noun" {
					return coreWord{pos: "verb", gloss: cw.gloss}, c, true
				}
			}
		}
	}
	return coreWord{}, "", false
}

// hanjaSenses glosses a Sino-Korean word (two syllables or more) by its
// characters in CC-CEDICT: only a headword CC-CEDICT lists whole, never
// pieced together, and never a surname.
func (g *Glosser) hanjaSenses(cand string) ([]string, string, error) {
	word, pos := cand, "noun"
	for _, suf := range []string{"하다", "되다", "스럽다", "적"} {
		if n := strings.TrimSuffix(cand, suf); n != cand && utf8.RuneCountInString(n) >= 2 {
			word, pos = n, "verb"
			if suf == "스럽다" || suf == "적" {
				pos = "adj"
			}
			break
		}
	}
	if utf8.RuneCountInString(word) < 2 {
		return nil, "", nil
	}
	hj, err := g.Hanja.Lookup(word)
	if err != nil || hj == "" {
		return nil, "", err
	}
	senses, err := g.Cedict.Lookup(hj, "", pos, 6)
	if err != nil {
		return nil, "", err
	}
	if cn := hanja.ChineseForm(hj); len(senses) == 0 && cn != hj {
		// 飮食 is 飲食 in CC-CEDICT.
		if senses, err = g.Cedict.Lookup(cn, "", pos, 6); err != nil {
			return nil, "", err
		}
	}
	var out []string
	for _, s := range senses {
		if strings.Contains(s, " + ") || strings.Contains(s, "surname") || isCapitalised(s) {
			continue
		}
		out = append(out, s)
	}
	if len(out) == 0 && utf8.RuneCountInString(hj) >= 3 {
		// 停留場: a word CC-CEDICT has and a Sino-Korean affix (ko_sino.go).
		a, err := g.hanjaAffixed(hanja.ChineseForm(hj), pos)
		if err != nil || a == "" {
			return nil, "", err
		}
		out = []string{a}
	}
	return out, pos, nil
}

// stemKoreanPieces adds to each word's stems the base forms of its pieces
// (koPieces): 가르쳐주세요 gets 가르치다, 누워있다 눕다.
func (g *Glosser) stemKoreanPieces(ctx context.Context, words []string, stems [][]string) error {
	pieces := koPieces(words, stems)
	var flat []string
	for _, ps := range pieces {
		for _, p := range ps {
			if !containsString(flat, p) {
				flat = append(flat, p)
			}
		}
	}
	if len(flat) == 0 {
		return nil
	}
	got, err := g.stems(ctx, lang.Korean, flat)
	if err != nil {
		return err
	}
	byPiece := map[string][]string{}
	for k, p := range flat {
		byPiece[p] = got[k]
	}
	for i, ps := range pieces {
		for _, p := range ps {
			for _, s := range byPiece[p] {
				if strings.HasSuffix(s, "다") && !containsString(stems[i], s) {
					// A copy: stems[i] may be the stem cache's slice.
					stems[i] = append(stems[i][:len(stems[i]):len(stems[i])], s)
				}
			}
		}
	}
	return nil
}

// koHada are the syllables that begin 하다's and 되다's forms (할, 했, 돼).
const koHada = "하한할함합해했되된될됨됐돼됩"

// koreanHadaVerb glosses a word that is a noun of two syllables or more
// followed by a form of 하다 or 되다 (공개할꺼야 "will make public",
// 결혼한거 "having married"), by the verb X하다 in the core words or the
// noun's hanja: the longest such noun first. It returns the verb's
// dictionary form and its senses, or nothing.
func (g *Glosser) koreanHadaVerb(word string) (string, []string, error) {
	r := []rune(word)
	for i := len(r) - 1; i >= 2; i-- {
		if !strings.ContainsRune(koHada, r[i]) {
			continue
		}
		noun := string(r[:i])
		verb := noun + "하다"
		if r[i] == '되' || r[i] == '된' || r[i] == '될' || r[i] == '됨' || r[i] == '됐' || r[i] == '돼' || r[i] == '됩' {
			verb = noun + "되다"
		}
		if c, _, ok := koreanCore([]string{verb}); ok && c.pos == "verb" {
			return verb, []string{c.gloss}, nil
		}
		if hj, err := g.Hanja.Lookup(noun); err != nil || hj == "" {
			if err != nil {
				return "", nil, err
			}
			continue
		}
		senses, pos, err := g.hanjaSenses(verb)
		if err != nil {
			return "", nil, err
		}
		if len(senses) > 0 && pos == "verb" {
			return verb, senses, nil
		}
	}
	return "", nil, nil
}

// koUnknownNoun reports whether no dictionary here glosses a word: not the
// core words, nor the hanja route, nor as a compound.
func (g *Glosser) koUnknownNoun(s string) bool {
	if _, ok := coreWords[lang.Korean][s]; ok {
		return false
	}
	if c, _, err := g.koreanCompound(s); err != nil || c != "" {
		return false
	}
	return true
}
