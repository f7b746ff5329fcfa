package gloss

import (
	"strings"

	"github.com/storyglot/storyglot/internal/lang"
	"github.com/storyglot/storyglot/internal/lang/offline/arabic"
)

// More of Arabic's most frequent words, added to core.go's list: the
// prepositions with an attached pronoun (لي "for me", معه "with him"),
// which ara-eng does not list; the negations and copulas in their persons
// (لست "I am not", لم يكن "was not"); and the commonest verbs in the
// persons of both tenses, whose ara-eng senses are rare ones or missing
// (أراد, يحتاج, أظن). Written from general knowledge of Arabic, not from
// any story. Words already in core.go keep their gloss there.
func init() {
	extra := coreList(
		"prep", "لي=for me|لك=for you|له=for him|لها=for her|لنا=for us|لكم=for you|لهم=for them|"+
			"عندي=I have|عندك=you have|عنده=he has|عندها=she has|عندنا=we have|عندهم=they have|"+
			"معي=with me|معك=with you|معه=with him|معها=with her|معنا=with us|معهم=with them|"+
			"بي=with me, me|بك=with you, you|به=with it, him|بها=with it, her|بنا=with us|بهم=with them|"+
			"فيه=in it|فيها=in it, there|منه=from him, of it|منها=from her, of it|منهم=of them|"+
			"عليه=on him|عليها=on her|علينا=on us|إليه=to him|إليها=to her|عنه=about him|عنها=about her|"+
			"بسبب=because of|إليك=to you|إليكم=to you|بواسطة=by means of|أجل=for the sake of; yes|بهذا=with this|بذلك=with that|حسب=according to|لدي=I have|لديك=you have|لديه=he has|لديها=she has|لدينا=we have|مثل=like|ضد=against|عبر=across|بدون=without|حوالي=about|كـ=like|تجاه=towards",
		"conj", "لأنه=because he|لأنها=because she|لأنني=because I|أنه=that he|أنها=that she|أنني=that I|أننا=that we|أنهم=that they|إنه=indeed he|إنها=indeed she|لكنه=but he|لكنها=but she|لكني=but I|حيث=where|إلا=except|أم=or|سواء=whether|لذلك=so|لذا=so|إذن=then, so|ولكن=but|بينما=while|كأن=as if",
		"pron", "نفسك=yourself|نفسه=himself|شخص=person|أحدهم=someone|أنتما=you (two)|أنتن=you (women)|هن=they (women)|إياه=him|إياها=her|نفسه=himself|نفسها=herself|نفسي=myself|أحد=someone|أي=any, which|شيئا=something|شيئاً=something|لا شيء=nothing|الجميع=everyone|للجميع=for everyone|كلهم=all of them|كله=all of it|جميع=all|أحدا=anyone|ذاك=that|هذين=these two|هاتان=these two|هذان=these two",
		"adv", "كذلك=also, likewise|فضلك=please (من فضلك)|بإمكانك=you can|بإمكاني=I can|بإمكانه=he can|بالطبع=of course|بالفعل=indeed, already|الكثير=a lot, much|كثير=many, much|المزيد=more|بسرعة=quickly|ببطء=slowly|معاً=together|البارحة=yesterday|أمس=yesterday|امس=yesterday|غدًا=tomorrow|قريبا=soon|قريباً=soon|مرة=once, time|أيضًا=also|كثيرا=a lot|كثيراً=a lot|قليلا=a little|قليلاً=a little|حقا=really|حقاً=really|ربما=perhaps|طبعا=of course|طبعاً=of course|معا=together|معاً=together|بعد=after, yet|فعلا=really|فعلاً=really|أخيرا=finally|أخيراً=finally|مسبقا=in advance|مسبقاً=in advance|عادة=usually|عادةً=usually|هكذا=like this|لماذا=why|أين=where|إلى أين=where to|مازال=still|ما زال=still|لا يزال=still|لازال=still|لقد=(already)|قد=(already)|حتى الآن=so far|الآن=now|هنالك=there|أحيانا=sometimes|أحياناً=sometimes|فورا=at once|فوراً=at once|تماما=completely|تماماً=completely|أكثر=more|أقل=less|جيدا=well|جيداً=well|لابد=must|لا بد=must|يجب=must|ينبغي=should|أهلا=welcome|أهلاً=welcome|شكرا=thank you|شكراً=thank you|عفوا=sorry, you're welcome|عفواً=sorry, you're welcome|نعم=yes|كلا=no",
		"verb", "لست=I am not|لسنا=we are not|ليست=she is not|لستِ=you are not|ليسوا=they are not|يكن=be (after لم)|تكن=be (after لم)|أكن=be (after لم)|نكن=be (after لم)|كنت=I was, you were|كنا=we were|كانوا=they were|أكون=I am|نكون=we are|يكونون=they are|سيكون=will be|ستكون=will be|يوجد=there is|توجد=there is|لا يوجد=there is not|يمكن=can|يمكنك=you can|يمكنني=I can|أيمكنك=can you|يمكنه=he can|يمكنها=she can|يمكننا=we can|قام=did, rose|قامت=did, rose|قاموا=did, rose|صار=became|أصبح=became; I become|أصبحت=became",
	)
	// The particles إن أن لأن لكن and the prepositions with every attached
	// pronoun (a closed class): إنك "indeed you", منك "from you".
	for _, pr := range []struct{ suf, en string }{
		{"ي", "me"}, {"ني", "me"}, {"ك", "you"}, {"ه", "him, it"}, {"ها", "her, it"},
		{"نا", "us"}, {"كم", "you"}, {"كما", "you two"}, {"هم", "them"}, {"هما", "them two"}, {"هن", "them"},
	} {
		subj := map[string]string{"me": "I", "him, it": "he, it", "her, it": "she, it", "us": "we", "them": "they", "them two": "they two"}[pr.en]
		if subj == "" {
			subj = pr.en
		}
		for _, p := range []struct{ base, pos, en string }{
			{"إن", "conj", "indeed "}, {"أن", "conj", "that "}, {"لأن", "conj", "because "}, {"لكن", "conj", "but "},
			{"من", "prep", "from "}, {"عن", "prep", "about "}, {"إلي", "prep", "to "}, {"عل", "prep", "on "},
			{"في", "prep", "in "}, {"مع", "prep", "with "}, {"عند", "prep", "at "}, {"لدي", "prep", "at "},
		} {
			if p.base == "عل" && pr.suf == "ي" {
				continue // علي is also the name Ali
			}
			base, en := p.base, p.en+pr.en
			if p.pos == "conj" {
				en = p.en + subj
			}
			switch {
			case p.base == "إلي" || p.base == "لدي":
				base = strings.TrimSuffix(p.base, "ي") + "ي"
			case p.base == "عل":
				base = "علي"
			}
			if pr.suf == "ي" && (p.base == "من" || p.base == "عن") {
				base += "ن" // مني, عني
			}
			if (p.base == "في" || p.base == "إلي" || p.base == "لدي" || p.base == "عل") && pr.suf == "ي" {
				continue // فيّ, إليّ, لديّ: the ي is the stem's
			}
			if _, ok := extra[base+pr.suf]; !ok && pr.suf != "ني" {
				extra[base+pr.suf] = coreWord{pos: p.pos, gloss: en}
			}
			if pr.suf == "ني" && p.pos == "conj" {
				extra[base+"ني"] = coreWord{pos: p.pos, gloss: p.en + "I"}
			}
		}
	}
	// The commonest verbs: past forms as written, the imperfect from its
	// stem in every person (أ ت ي ن before it; ون ين ان وا after it).
	for _, v := range []struct{ past, stem, gloss, pastGloss string }{
		{"قدّم|قدّمت|قدّموا", "قدّم", "present, offer", "presented, offered"},
		{"سرق|سرقت|سرقوا", "سرق", "steal", "stole"},
		{"قتل|قتلت|قتلوا", "قتل", "kill", "killed"},
		{"أرسل|أرسلت", "رسل", "send", "sent"},
		{"أراد|أردت|أرادت|أرادوا|أردنا", "ريد", "want", "wanted"},
		{"احتاج|احتاجت|احتجت|احتاجوا", "حتاج", "need", "needed"},
		{"ظن|ظننت|ظنت|ظنوا", "ظن", "think, suppose", "thought, supposed"},
		{"اعتقد|اعتقدت|اعتقدوا", "عتقد", "believe, think", "believed, thought"},
		{"استطاع|استطعت|استطاعت|استطاعوا", "ستطيع", "can, be able", "could, was able"},
		{"أحب|احب|أحببت|احببت|أحبت|أحبوا", "حب", "love, like", "loved, liked"},
		{"عرف|عرفت|عرفوا|عرفنا", "عرف", "know", "knew"},
		{"قال|قالت|قلت|قالوا|قلنا", "قول", "say", "said"},
		{"رأى|رأت|رأيت|رأوا|رأينا", "رى", "see", "saw"},
		{"جاء|جاءت|جئت|جاءوا|جئنا", "جيء", "come", "came"},
		{"أخذ|أخذت|أخذوا", "أخذ", "take", "took"},
		{"أعطى|أعطت|أعطيت|أعطوا", "عطي", "give", "gave"},
		{"وجد|وجدت|وجدوا|وجدنا", "جد", "find", "found"},
		{"بدا|بدت|بدوا", "بدو", "seem, look", "seemed, looked"},
		{"ساعد|ساعدت|ساعدوا", "ساعد", "help", "helped"},
		{"أنهى|أنهت|أنهيت|أنهوا", "نهي", "finish", "finished"},
		{"تناول|تناولت|تناولوا", "تناول", "have, eat", "had, ate"},
		{"نام|نامت|نمت|ناموا", "نام", "sleep", "slept"},
		{"عمل|عملت|عملوا", "عمل", "work, do", "work; worked"},
		{"ذهب|ذهبت|ذهبوا|ذهبنا", "ذهب", "go", "went"},
		{"درست|درسوا", "درس", "study", "studied"},
		{"فعلت|فعلوا", "فعل", "do", "did"},
		{"أكل|أكلت|أكلوا|أكلنا", "أكل", "eat", "ate"},
		{"شرب|شربت|شربوا|شربنا", "شرب", "drink", "drank"},
		{"كتبت|كتبوا", "كتب", "write", "wrote"},
		{"قرأ|قرأت|قرأوا", "قرأ", "read", "read"},
		{"سمع|سمعت|سمعوا|سمعنا", "سمع", "hear", "heard"},
		{"فهم|فهمت|فهموا", "فهم", "understand", "understood"},
		{"لعب|لعبت|لعبوا", "لعب", "play", "played"},
		{"عاش|عاشت|عشت|عاشوا", "عيش", "live", "lived"},
		{"سكنت|سكنوا", "سكن", "live, dwell", "lived"},
		{"رجع|رجعت|رجعوا", "رجع", "return", "returned"},
		{"عاد|عادت|عدت|عادوا", "عود", "return", "returned"},
		{"بقي|بقيت|بقوا", "بقى", "stay", "stayed"},
		{"انتظر|انتظرت|انتظروا", "نتظر", "wait", "waited"},
		{"اشترى|اشترت|اشتريت|اشتروا", "شتري", "buy", "bought"},
		{"باع|باعت|بعت|باعوا", "بيع", "sell", "sold"},
		{"دفع|دفعت|دفعوا", "دفع", "pay, push", "paid, pushed"},
		{"فتح|فتحت|فتحوا", "فتح", "open", "opened"},
		{"أغلق|أغلقت|أغلقوا", "غلق", "close", "closed"},
		{"تكلم|تكلمت|تكلموا", "تكلم", "speak", "spoke"},
		{"تحدث|تحدثت|تحدثوا|تحدثنا", "تحدث", "talk", "talked"},
		{"سافر|سافرت|سافروا", "سافر", "travel", "travelled"},
		{"وصل|وصلت|وصلوا|وصلنا", "صل", "arrive", "arrived"},
		{"خرج|خرجت|خرجوا", "خرج", "go out", "went out"},
		{"دخل|دخلت|دخلوا", "دخل", "enter", "entered"},
		{"جلس|جلست|جلسوا", "جلس", "sit", "sat"},
		{"وقف|وقفت|وقفوا", "قف", "stand, stop", "stood, stopped"},
		{"مشى|مشت|مشيت|مشوا", "مشي", "walk", "walked"},
		{"نسي|نسيت|نسوا", "نسى", "forget", "forgot"},
		{"تذكر|تذكرت|تذكروا", "تذكر", "remember", "remembered"},
		{"حاول|حاولت|حاولوا", "حاول", "try", "tried"},
		{"بدأ|بدأت|بدأوا", "بدأ", "begin", "began, started"},
		{"أحضر|أحضرت|أحضروا", "", "bring", "brought"},
		{"ترك|تركت|تركوا", "ترك", "leave", "left"},
		{"سأل|سألت|سألوا", "سأل", "ask", "asked"},
		{"أجاب|أجابت|أجبت|أجابوا", "جيب", "answer", "answered"},
		{"شاهد|شاهدت|شاهدوا|شاهدنا", "شاهد", "watch", "watched"},
		{"نظر|نظرت|نظروا", "نظر", "look", "looked"},
		{"لبس|لبست|لبسوا", "لبس", "wear", "wore"},
		{"غسل|غسلت|غسلوا", "غسل", "wash", "washed"},
		{"طبخ|طبخت|طبخوا", "طبخ", "cook", "cooked"},
		{"ضحك|ضحكت|ضحكوا", "ضحك", "laugh", "laughed"},
		{"بكى|بكت|بكيت|بكوا", "بكي", "cry", "cried"},
		{"مات|ماتت|ماتوا", "موت", "die", "died"},
		{"توفي|توفيت", "توفى", "pass away", "passed away"},
		{"تعلم|تعلمت|تعلموا", "تعلم", "learn", "learned"},
		{"", "علم", "know", "knew"},
		{"استخدم|استخدمت|استخدموا", "ستخدم", "use", "used"},
		{"نجح|نجحت|نجحوا", "نجح", "succeed", "succeeded"},
		{"ربح|ربحت|ربحوا", "ربح", "win", "won"},
		{"رقص|رقصت|رقصوا", "رقص", "dance", "danced"},
		{"", "ملك", "own", "owned"},
		{"توقع|توقعت", "توقع", "expect", "expected"},
		{"سمح|سمحت", "سمح", "allow", "allowed"},
		{"أرسل|أرسلت|أرسلوا", "رسل", "send", "sent"},
		{"فقدت|فقدوا", "فقد", "lose", "lost"},
		{"خسر|خسرت|خسروا", "خسر", "lose", "lost"},
		{"حصل|حصلت|حصلوا", "حصل", "get, obtain", "got, obtained"},
		{"وضع|وضعت|وضعوا", "ضع", "put", "put"},
		{"كسب|كسبت|كسبوا", "كسب", "earn, gain", "earned, gained"},
		{"ظهر|ظهرت|ظهروا", "ظهر", "appear", "appeared"},
		{"أخبر|أخبرت|أخبروا", "خبر", "tell", "told"},
		{"شعرت|شعروا|شعرنا", "شعر", "feel", "felt"},
		{"ركب|ركبت|ركبوا", "ركب", "ride, get on", "rode, got on"},
		{"حمل|حملت|حملوا", "حمل", "carry", "carried"},
		{"صنع|صنعت|صنعوا", "صنع", "make", "made"},
		{"كسر|كسرت|كسروا", "كسر", "break", "broke"},
		{"فكر|فكرت|فكروا", "فكر", "think", "thought"},
		{"غادر|غادرت|غادروا", "غادر", "leave", "left"},
		{"نزل|نزلت|نزلوا", "نزل", "go down, get off", "went down, got off"},
		{"صعد|صعدت|صعدوا", "صعد", "climb, go up", "climbed, went up"},
		{"ركض|ركضت|ركضوا", "ركض", "run", "ran"},
		{"جرى|جرت|جريت|جروا", "جري", "run", "ran"},
		{"سقط|سقطت|سقطوا", "سقط", "fall", "fell"},
		{"وعد|وعدت|وعدوا", "", "promise", "promised"},
		{"اختار|اختارت|اخترت|اختاروا", "ختار", "choose", "chose"},
		{"تزوج|تزوجت|تزوجوا", "تزوج", "marry", "married"},
		{"زار|زارت|زرت|زاروا|زرنا", "زور", "visit", "visited"},
		{"قرر|قررت|قرروا", "قرر", "decide", "decided"},
		{"بحث|بحثت|بحثوا", "بحث", "search, look for", "searched; search"},
		{"طلب|طلبت|طلبوا", "طلب", "ask for, order", "asked for; request"},
		{"خاف|خافت|خفت|خافوا", "خاف", "be afraid", "was afraid"},
		{"اتصل|اتصلت|اتصلوا", "تصل", "call, contact", "called, contacted"},
		{"حدث|حدثت", "حدث", "happen", "happened; event"},
		{"استيقظ|استيقظت|استيقظوا", "ستيقظ", "wake up", "woke up"},
		{"ابتسم|ابتسمت|ابتسموا", "بتسم", "smile", "smiled"},
		{"صرخ|صرخت|صرخوا", "صرخ", "shout, scream", "shouted, screamed"},
		{"فاز|فازت|فزت|فازوا", "فوز", "win", "won"},
		{"سبح|سبحت|سبحوا", "سبح", "swim", "swam"},
		{"طار|طارت|طرت|طاروا", "طير", "fly", "flew"},
		{"قاد|قادت|قدت|قادوا", "قود", "drive, lead", "drove, led"},
		{"غنى|غنت|غنيت|غنوا", "غني", "sing", "sang"},
		{"رسم|رسمت|رسموا", "رسم", "draw", "drew"},
		{"بنى|بنيت|بنوا", "بني", "build", "built"},
		{"قابل|قابلت|قابلوا", "قابل", "meet", "met"},
		{"التقى|التقت|التقيت|التقوا", "لتقي", "meet", "met"},
		{"كره|كرهت|كرهوا", "كره", "hate", "hated"},
		{"ضرب|ضربت|ضربوا", "ضرب", "hit, beat", "hit, beat"},
		{"أنقذ|أنقذت|أنقذوا", "نقذ", "save, rescue", "saved, rescued"},
		{"اعتذر|اعتذرت|اعتذروا", "عتذر", "apologise", "apologised"},
		{"شكر|شكرت|شكروا", "شكر", "thank", "thanked"},
		{"انتهى|انتهت|انتهيت|انتهوا", "نتهي", "end, finish", "ended, finished"},
		{"رفض|رفضت|رفضوا", "رفض", "refuse", "refused"},
		{"وافق|وافقت|وافقوا", "وافق", "agree", "agreed"},
		{"فضل|فضلت|فضلوا", "فضل", "prefer", "preferred"},
		{"كذب|كذبت|كذبوا", "كذب", "lie", "lied"},
		{"تغير|تغيرت|تغيروا", "تغير", "change", "changed"},
		{"أصلح|أصلحت|أصلحوا", "صلح", "repair, fix", "repaired, fixed"},
		{"نظف|نظفت|نظفوا", "نظف", "clean", "cleaned"},
		{"لمس|لمست|لمسوا", "لمس", "touch", "touched"},
		{"أمسك|أمسكت|أمسكوا", "مسك", "hold, catch", "held, caught"},
		{"ارتدى|ارتدت|ارتديت|ارتدوا", "رتدي", "wear, put on", "wore, put on"},
		{"صلى|صلت|صليت|صلوا", "صلي", "pray", "prayed"},
		{"انتقل|انتقلت|انتقلوا", "نتقل", "move", "moved"},
		{"تحرك|تحركت|تحركوا", "تحرك", "move", "moved"},
		{"اختفى|اختفت|اختفيت|اختفوا", "ختفي", "disappear", "disappeared"},
		{"احتفل|احتفلت|احتفلوا", "حتفل", "celebrate", "celebrated"},
		{"سكت|سكتت|سكتوا", "سكت", "fall silent", "fell silent"},
		{"تمنى|تمنت|تمنيت|تمنوا", "تمنى", "wish", "wished"},
		{"اشتغل|اشتغلت|اشتغلوا", "شتغل", "work", "worked"},
		{"أكمل|أكملت|أكملوا", "كمل", "complete, go on", "completed, went on"},
		{"استمر|استمرت|استمروا", "ستمر", "continue", "continued"},
		{"أعجب|أعجبت|أعجبني|أعجبه|أعجبها", "عجب", "please, appeal to", "pleased, appealed to"},
		{"فرح|فرحت|فرحوا", "فرح", "be glad", "was glad; joy"},
		{"غضب|غضبت|غضبوا", "غضب", "get angry", "got angry; anger"},
		{"تعب|تعبت|تعبوا", "تعب", "get tired", "got tired; tiredness"},
		{"قطع|قطعت|قطعوا", "قطع", "cut", "cut"},
		{"حضر|حضرت|حضروا", "حضر", "attend, come", "attended, came"},
		{"كان", "كون", "be", "was"},
	} {
		forms := map[string]string{}
		// A past form is glossed in the English past (أخذ "took"), an
		// imperfect one in the present (يأخذ "take"); a form that is both
		// (أحب "I love", "he loved") in the present.
		// The bare past of a verb of forms V and VI (تحدث, تناول) is also
		// its verbal noun ("talking"): the present gloss.
		for i, f := range splitBar(v.past) {
			if f != "" {
				forms[f] = v.pastGloss
				if i == 0 && f == v.stem && strings.HasPrefix(f, "ت") {
					forms[f] = v.gloss
				}
			}
		}
		for _, pre := range []string{"أ", "ي", "ت", "ن"} {
			for _, suf := range []string{"", "ون", "ين", "ان", "وا", "ن"} {
				// أصل is "origin" before it is "I arrive".
				if f := pre + v.stem + suf; v.stem != "" && f != "أصل" {
					forms[f] = v.gloss
				}
			}
		}
		for f, g := range forms {
			if _, taken := extra[f]; !taken {
				extra[f] = coreWord{pos: "verb", gloss: g}
			}
		}
	}
	for w, c := range extra {
		if _, ok := coreWords[lang.Arabic][w]; !ok {
			coreWords[lang.Arabic][w] = c
		}
	}
	for _, list := range []map[string]coreWord{arFrequent, arNews} { // ar_frequent.go, ar_news.go
		for w, c := range list {
			if _, ok := coreWords[lang.Arabic][w]; !ok {
				coreWords[lang.Arabic][w] = c
			}
		}
	}
	// Vocative and question particles are grammar, not content words to
	// hint.
	for w, g := range map[string]string{"يا": "(O, calling someone)", "أليس": "(isn't it?)", "ألا": "(isn't it?)"} {
		if _, ok := coreWords[lang.Arabic][w]; !ok {
			coreWords[lang.Arabic][w] = coreWord{pos: "part", gloss: g}
		}
	}
	// So are the particles that core.go lists as adverbs: هل only asks a
	// yes/no question, قد and لقد mark a verb as done or possible. Their
	// glosses stay beside the word; a hint "question" or "already" would
	// read as a content word that the sentence does not have. فقد is both
	// ف + قد "so (already)" and the verb "lost".
	for w, g := range map[string]string{"هل": "(yes/no question)", "قد": "(already; may)", "لقد": "(already)"} {
		coreWords[lang.Arabic][w] = coreWord{pos: "part", gloss: g}
	}
	coreWords[lang.Arabic]["فقد"] = coreWord{pos: "verb", gloss: "lost; so (already)"}
	// The same words written without hamza or with ه for ة (اراد, مره),
	// as stories often are.
	for w, c := range coreWords[lang.Arabic] {
		if n := arabic.Normalise(w); n != w {
			if _, ok := coreWords[lang.Arabic][n]; !ok {
				coreWords[lang.Arabic][n] = c
				arNormalisedKeys[n] = true
			}
		}
	}
}

// arNormalisedKeys are the core keys made by normalising another
// (اراد from أراد), not words of their own (ساعد "helped").
var arNormalisedKeys = map[string]bool{}

func splitBar(s string) []string {
	var out []string
	start := 0
	for i := 0; i < len(s); i++ {
		if s[i] == '|' {
			out = append(out, s[start:i])
			start = i + 1
		}
	}
	return append(out, s[start:])
}
