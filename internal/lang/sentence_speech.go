package lang

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// continuesQuote reports whether the text right after a closing quotation
// mark (rest, starting at the first byte after the mark) attributes the quote
// to a speaker, so that the quote and rest form one sentence: Japanese
// 「…」と言った, Chinese “…”她说, Korean "…" 엄마가 물었어요 or "…"라고,
// Western "…," she said.
func (s *splitter) continuesQuote(rest string) bool {
	switch s.lang {
	case Japanese:
		return japaneseAttribution(rest)
	case Chinese:
		return chineseAttribution(rest)
	case Korean:
		return koreanAttribution(rest)
	}
	return startsLower(strings.TrimLeft(rest, " ,;:\u00a0"))
}

// japaneseAttribution: a quote particle (と, って, とか, という), a comma or の
// right after the mark. Without one, the text after 」 is a sentence of its
// own (「行こう！」彼は言った。 is two): Japanese ties a quotation to its
// verb of saying with と, unlike Chinese and Korean, which write the tag
// right after the quote.
func japaneseAttribution(rest string) bool {
	for _, p := range []string{"と", "って", "っ", "、", "，", "の", "ッテ", "とか", "を"} {
		if strings.HasPrefix(rest, p) {
			return true
		}
	}
	// 「よーい、どん！」で走り出した: a one-kana particle before a word in
	// kanji or katakana; でも, はい, もう start sentences of their own.
	r, sz := utf8.DecodeRuneInString(rest)
	if !strings.ContainsRune("でがはにもへや", r) {
		return false
	}
	next, _ := utf8.DecodeRuneInString(rest[sz:])
	return unicode.Is(unicode.Han, next) || unicode.Is(unicode.Katakana, next)
}

// chineseAttribution: a comma right after the mark, or a speech tag — the
// text up to the next terminator or quote, at most twenty characters, whose
// last clause ends in a verb of saying (她说, 妈妈问, 他笑着回答道,
// 李明跑过去，高兴地喊).
func chineseAttribution(rest string) bool {
	if strings.HasPrefix(rest, "，") || strings.HasPrefix(rest, ",") || strings.HasPrefix(rest, "、") {
		return true
	}
	tag := rest
	if end := strings.IndexFunc(rest, func(r rune) bool {
		return strings.ContainsRune("。！？!?…“”「」『』\n", r)
	}); end >= 0 {
		tag = rest[:end]
	}
	if tag == "" || utf8.RuneCountInString(tag) > 20 {
		return false
	}
	if strings.HasSuffix(tag, "：") || strings.HasSuffix(tag, ":") {
		// 妈妈笑了：“那就好。” introduces the next quotation; only a bare
		// verb of saying (他喊道：“…”) also tags the one before.
		r, _ := utf8.DecodeLastRuneInString(strings.TrimRight(tag, "：: "))
		return utf8.RuneCountInString(tag) <= 6 && strings.ContainsRune("说道问喊叫", r)
	}
	first := tag
	if i := strings.IndexAny(first, "，,、；;：:"); i >= 0 {
		first = first[:i]
	}
	last := tag
	if i := strings.LastIndexAny(last, "，,、；;"); i >= 0 {
		_, sz := utf8.DecodeRuneInString(last[i:])
		last = last[i+sz:]
	}
	return endsInSaying(first) || endsInSaying(last)
}

// endsInSaying reports whether a Chinese clause ends in a verb of saying,
// aspect particles and a colon aside.
func endsInSaying(clause string) bool {
	clause = strings.TrimRight(clause, "了着道：: ")
	if clause == "" {
		return false
	}
	r, _ := utf8.DecodeLastRuneInString(clause)
	return strings.ContainsRune("说问喊叫答想嚷叹笑吼哭骂讲告称念", r) ||
		strings.HasSuffix(clause, "回答") || strings.HasSuffix(clause, "大叫")
}

// koreanAttribution: a quote particle (라고, 하고, 고, 하며) or a short clause
// (at most five words) that ends in a verb of saying.
func koreanAttribution(rest string) bool {
	trimmed := strings.TrimLeft(rest, " \u00a0")
	for _, p := range []string{"라고", "이라고", "하고", "하며", "하면서", "고 ", "고,", "며 "} {
		if strings.HasPrefix(trimmed, p) {
			return true
		}
	}
	if strings.HasPrefix(trimmed, ",") {
		return true
	}
	end := strings.IndexAny(trimmed, ".!?\n\"“”")
	if end < 0 {
		end = len(trimmed)
	}
	clause := trimmed[:end]
	if len(strings.Fields(clause)) > 5 {
		return false
	}
	for _, v := range koreanSpeechStems {
		if strings.Contains(clause, v) {
			return true
		}
	}
	return false
}

var koreanSpeechStems = []string{
	"말했", "말하", "말씀", "물었", "묻", "물어", "대답", "외쳤", "외치", "소리쳤", "소리치",
	"속삭", "중얼", "여쭈", "여쭤", "답했", "불렀", "했다", "했어요", "했습니다", "하셨",
}

// dashAttribution reports whether rest, the text after a terminator in
// dash-dialogue languages ("— Onde está? — Rita perguntou."), is a short
// speech tag led by a dash.
func dashAttribution(l Code, rest string) bool {
	t := strings.TrimLeft(rest, " \u00a0\t")
	r, sz := utf8.DecodeRuneInString(t)
	if r != '—' && r != '–' && r != '―' {
		return false
	}
	return speechTag(l, t[sz:])
}

// quoteAttribution reports whether rest, the text after a quotation that
// ends in a terminator, is the quotation's speech tag although it starts
// with a capital or (Arabic) a caseless letter: "Where?" Mary asked. /
// «أين كنت؟» سأل الأب. Lower-case tags ("Where?" she asked) join anyway.
func quoteAttribution(l Code, rest string) bool {
	t := strings.TrimLeft(rest, " \u00a0\t")
	r, _ := utf8.DecodeRuneInString(t)
	if !unicode.IsLetter(r) {
		return false
	}
	return speechTag(l, t)
}

// speechTag reports whether t up to its next terminator, dash, quotation
// mark or line break is a speech tag: a short clause (at most six words)
// with a verb of saying among its first four words and no negation
// ("Niemand antwortete." is narration). A clause that ends in a colon
// introduces the next quotation instead ("قالت البنت: …").
func speechTag(l Code, t string) bool {
	end := len(t)
	for i, r := range t {
		if r == '.' && abbreviationWord(t[:i]) != "" && isTitleOrInitial(l, abbreviationWord(t[:i])) {
			continue // Mrs. Green asked
		}
		if strings.ContainsRune(".!?…—–\n؟«»“”„\":：", r) {
			end = i
			break
		}
	}
	if strings.HasPrefix(t[end:], ":") || strings.HasPrefix(t[end:], "：") {
		return false
	}
	words := strings.FieldsFunc(strings.ToLower(t[:end]), func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.Is(unicode.Mn, r) && r != '-' && r != '\''
	})
	if len(words) == 0 || len(words) > 6 {
		return false
	}
	verbs := speechVerbs[l]
	said := false
	for k, w := range words {
		if negations[w] {
			return false
		}
		if k < 4 && (verbs[w] || l == French && verbs[strings.SplitN(w, "-", 2)[0]]) {
			said = true
		}
	}
	return said
}

// isTitleOrInitial reports whether word, just before a period, is a title
// or an initial, so that the period does not end a speech tag.
func isTitleOrInitial(l Code, word string) bool {
	if utf8.RuneCountInString(word) == 1 {
		r, _ := utf8.DecodeRuneInString(word)
		return unicode.IsUpper(r)
	}
	return isTitle(l, strings.ToLower(word))
}

// negations turn a clause with a verb of saying into narration: "Nobody
// answered." / "Ninguém respondeu." / "Он не ответил."
var negations = wordSet("nobody no not never nothing nichts nada rien niente nulla niemand keiner keine nicht nie nadie nunca ninguém nunca não personne ne jamais nessuno non mai никто не ничего никогда لم لا ما")

func wordSet(s string) map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(s) {
		m[w] = true
	}
	return m
}

// speechVerbs are the verbs of saying that make a short clause after a
// quotation or a dialogue dash its speech tag.
var speechVerbs = map[Code]map[string]bool{
	Portuguese: wordSet("disse diz perguntou pergunta respondeu responde gritou grita falou fala chamou chama exclamou exclama pediu pede murmurou murmura sussurrou sussurra explicou explica contou conta afirmou repetiu insistiu continuou acrescentou retrucou replicou comentou indagou berrou"),
	Spanish:    wordSet("dijo dice preguntó pregunta respondió responde gritó grita contestó contesta exclamó exclama murmuró murmura susurró susurra pidió pide explicó explica añadió repitió insistió continuó llamó comentó replicó"),
	Russian:    wordSet("сказал сказала сказали спросил спросила спросили ответил ответила ответили крикнул крикнула закричал закричала прошептал прошептала шепнул шепнула воскликнул воскликнула позвал позвала добавил добавила говорит спрашивает отвечает попросил попросила"),
	Italian:    wordSet("disse dice chiese chiede rispose risponde gridò grida esclamò esclama mormorò sussurrò spiegò aggiunse ripeté chiamò domandò urlò"),
	French:     wordSet("dit demanda demande répondit répond cria crie s'écria murmura chuchota ajouta expliqua répéta appela lança"),
	German:     wordSet("sagte sagt fragte fragt antwortete antwortet rief ruft flüsterte schrie erklärte meinte"),
	English:    wordSet("said says asked asks answered replied shouted cried whispered called added explained yelled screamed muttered murmured exclaimed insisted repeated laughed sighed begged demanded"),
	Arabic:     wordSet("قال قالت سأل سألت أجاب أجابت صاح صاحت همس همست رد ردت ردّ ردّت صرخ صرخت"),
}
