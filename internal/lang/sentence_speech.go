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
// right after the mark, or a short clause that ends in a verb of saying.
func japaneseAttribution(rest string) bool {
	for _, p := range []string{"と", "って", "っ", "、", "，", "の", "ッテ", "とか"} {
		if strings.HasPrefix(rest, p) {
			return true
		}
	}
	clause := clauseBefore(rest, 16)
	if clause == "" {
		return false
	}
	for _, v := range japaneseSpeechVerbs {
		if strings.HasSuffix(clause, v) {
			return true
		}
	}
	return false
}

var japaneseSpeechVerbs = []string{
	"言った", "言いました", "言う", "言います", "聞いた", "聞きました", "尋ねた", "尋ねました",
	"答えた", "答えました", "叫んだ", "叫びました", "呟いた", "つぶやいた", "つぶやきました",
	"ささやいた", "囁いた", "訊いた", "返した", "笑った", "笑いました", "怒鳴った", "言ってた",
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

// clauseBefore returns rest up to its first punctuation mark when that clause
// has at most max runes, else "".
func clauseBefore(rest string, max int) string {
	n := 0
	for i, r := range rest {
		if unicode.IsPunct(r) || unicode.IsSpace(r) && r != ' ' {
			return rest[:i]
		}
		n++
		if n > max {
			return ""
		}
	}
	return rest
}

// dashAttribution reports whether rest, the text after a terminator in
// dash-dialogue languages ("— Onde está? — Rita perguntou."), is a short
// speech tag led by a dash whose words include a verb of saying.
func dashAttribution(l Code, rest string) bool {
	t := strings.TrimLeft(rest, " \u00a0\t")
	r, sz := utf8.DecodeRuneInString(t)
	if r != '—' && r != '–' && r != '―' {
		return false
	}
	t = t[sz:]
	end := strings.IndexAny(t, ".!?…—–\n")
	if end < 0 {
		end = len(t)
	}
	words := strings.FieldsFunc(strings.ToLower(t[:end]), func(r rune) bool { return !unicode.IsLetter(r) && r != '-' })
	if len(words) == 0 || len(words) > 6 {
		return false
	}
	verbs := dashSpeechVerbs[l]
	for _, w := range words {
		if verbs[w] {
			return true
		}
	}
	return false
}

func wordSet(s string) map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(s) {
		m[w] = true
	}
	return m
}

var dashSpeechVerbs = map[Code]map[string]bool{
	Portuguese: wordSet("disse diz perguntou pergunta respondeu responde gritou grita falou fala chamou chama exclamou exclama pediu pede murmurou murmura sussurrou sussurra explicou explica contou conta afirmou repetiu insistiu continuou acrescentou retrucou replicou comentou"),
	Spanish:    wordSet("dijo dice preguntó pregunta respondió responde gritó grita contestó contesta exclamó exclama murmuró murmura susurró susurra pidió pide explicó explica añadió repitió insistió continuó llamó comentó"),
	Russian:    wordSet("сказал сказала сказали спросил спросила спросили ответил ответила ответили крикнул крикнула закричал закричала прошептал прошептала шепнул шепнула воскликнул воскликнула позвал позвала добавил добавила говорит спрашивает отвечает"),
	Italian:    wordSet("disse dice chiese chiede rispose risponde gridò grida esclamò esclama mormorò sussurrò spiegò aggiunse ripeté chiamò"),
	French:     wordSet("dit demanda demande répondit répond cria crie s'écria murmura chuchota ajouta expliqua répéta appela"),
	German:     wordSet("sagte sagt fragte fragt antwortete antwortet rief ruft flüsterte schrie erklärte meinte"),
	English:    wordSet("said says asked asks answered replied shouted cried whispered called added explained"),
}
