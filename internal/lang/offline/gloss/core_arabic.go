package gloss

import (
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
		"verb", "لست=I am not|لسنا=we are not|ليست=she is not|لستِ=you are not|ليسوا=they are not|يكن=be (after لم)|تكن=be (after لم)|أكن=be (after لم)|نكن=be (after لم)|كنت=I was, you were|كنا=we were|كانوا=they were|أكون=I am|نكون=we are|يكونون=they are|سيكون=will be|ستكون=will be|يوجد=there is|توجد=there is|لا يوجد=there is not|يمكن=can|يمكنك=you can|يمكنني=I can|أيمكنك=can you|يمكنه=he can|يمكنها=she can|يمكننا=we can|قام=did, rose|قامت=did, rose|قاموا=did, rose|صار=became|أصبح=became|أصبحت=became",
	)
	// The commonest verbs: past forms as written, the imperfect from its
	// stem in every person (أ ت ي ن before it; ون ين ان وا after it).
	for _, v := range []struct{ past, stem, gloss string }{
		{"قدّم|قدّمت|قدّموا", "قدّم", "present, offer"},
		{"سرق|سرقت|سرقوا", "سرق", "steal"},
		{"قتل|قتلت|قتلوا", "قتل", "kill"},
		{"أرسل|أرسلت", "رسل", "send"},
		{"أراد|أردت|أرادت|أرادوا|أردنا", "ريد", "want"},
		{"احتاج|احتاجت|احتجت|احتاجوا", "حتاج", "need"},
		{"ظن|ظننت|ظنت|ظنوا", "ظن", "think, suppose"},
		{"اعتقد|اعتقدت|اعتقدوا", "عتقد", "believe, think"},
		{"استطاع|استطعت|استطاعت|استطاعوا", "ستطيع", "can, be able"},
		{"أحب|احب|أحببت|احببت|أحبت|أحبوا", "حب", "love, like"},
		{"عرف|عرفت|عرفوا|عرفنا", "عرف", "know"},
		{"قال|قالت|قلت|قالوا|قلنا", "قول", "say"},
		{"رأى|رأت|رأيت|رأوا|رأينا", "رى", "see"},
		{"جاء|جاءت|جئت|جاءوا|جئنا", "جيء", "come"},
		{"أخذ|أخذت|أخذوا", "أخذ", "take"},
		{"أعطى|أعطت|أعطيت|أعطوا", "عطي", "give"},
		{"وجد|وجدت|وجدوا|وجدنا", "جد", "find"},
		{"بدا|بدت|بدوا", "بدو", "seem, look"},
		{"ساعد|ساعدت|ساعدوا", "ساعد", "help"},
		{"أنهى|أنهت|أنهيت|أنهوا", "نهي", "finish"},
		{"تناول|تناولت|تناولوا", "تناول", "have, eat"},
		{"نام|نامت|نمت|ناموا", "نام", "sleep"},
		{"عمل|عملت|عملوا", "عمل", "work, do"},
		{"ذهب|ذهبت|ذهبوا|ذهبنا", "ذهب", "go"},
		{"درست|درسوا", "درس", "study"},
		{"فعلت|فعلوا", "فعل", "do"},
		{"أكل|أكلت|أكلوا|أكلنا", "أكل", "eat"},
		{"شرب|شربت|شربوا|شربنا", "شرب", "drink"},
		{"كتبت|كتبوا", "كتب", "write"},
		{"قرأ|قرأت|قرأوا", "قرأ", "read"},
		{"سمع|سمعت|سمعوا|سمعنا", "سمع", "hear"},
		{"فهم|فهمت|فهموا", "فهم", "understand"},
		{"لعب|لعبت|لعبوا", "لعب", "play"},
		{"عاش|عاشت|عشت|عاشوا", "عيش", "live"},
		{"سكنت|سكنوا", "سكن", "live, dwell"},
		{"رجع|رجعت|رجعوا", "رجع", "return"},
		{"عاد|عادت|عدت|عادوا", "عود", "return"},
		{"بقي|بقيت|بقوا", "بقى", "stay"},
		{"انتظر|انتظرت|انتظروا", "نتظر", "wait"},
		{"اشترى|اشترت|اشتريت|اشتروا", "شتري", "buy"},
		{"باع|باعت|بعت|باعوا", "بيع", "sell"},
		{"دفع|دفعت|دفعوا", "دفع", "pay, push"},
		{"فتح|فتحت|فتحوا", "فتح", "open"},
		{"أغلق|أغلقت|أغلقوا", "غلق", "close"},
		{"تكلم|تكلمت|تكلموا", "تكلم", "speak"},
		{"تحدث|تحدثت|تحدثوا|تحدثنا", "تحدث", "talk"},
		{"سافر|سافرت|سافروا", "سافر", "travel"},
		{"وصل|وصلت|وصلوا|وصلنا", "صل", "arrive"},
		{"خرج|خرجت|خرجوا", "خرج", "go out"},
		{"دخل|دخلت|دخلوا", "دخل", "enter"},
		{"جلس|جلست|جلسوا", "جلس", "sit"},
		{"وقف|وقفت|وقفوا", "قف", "stand, stop"},
		{"مشى|مشت|مشيت|مشوا", "مشي", "walk"},
		{"نسي|نسيت|نسوا", "نسى", "forget"},
		{"تذكر|تذكرت|تذكروا", "تذكر", "remember"},
		{"حاول|حاولت|حاولوا", "حاول", "try"},
		{"بدأ|بدأت|بدأوا", "بدأ", "begin"},
		{"أحضر|أحضرت|أحضروا", "", "bring"},
		{"ترك|تركت|تركوا", "ترك", "leave"},
		{"سأل|سألت|سألوا", "سأل", "ask"},
		{"أجاب|أجابت|أجبت|أجابوا", "جيب", "answer"},
		{"شاهد|شاهدت|شاهدوا|شاهدنا", "شاهد", "watch"},
		{"نظر|نظرت|نظروا", "نظر", "look"},
		{"لبس|لبست|لبسوا", "لبس", "wear"},
		{"غسل|غسلت|غسلوا", "غسل", "wash"},
		{"طبخ|طبخت|طبخوا", "طبخ", "cook"},
		{"ضحك|ضحكت|ضحكوا", "ضحك", "laugh"},
		{"بكى|بكت|بكيت|بكوا", "بكي", "cry"},
		{"مات|ماتت|ماتوا", "موت", "die"},
		{"توفي|توفيت", "توفى", "pass away"},
		{"تعلم|تعلمت|تعلموا", "تعلم", "learn"},
		{"", "علم", "know"},
		{"استخدم|استخدمت|استخدموا", "ستخدم", "use"},
		{"نجح|نجحت|نجحوا", "نجح", "succeed"},
		{"ربح|ربحت|ربحوا", "ربح", "win"},
		{"رقص|رقصت|رقصوا", "رقص", "dance"},
		{"", "ملك", "own"},
		{"توقع|توقعت", "توقع", "expect"},
		{"سمح|سمحت", "سمح", "allow"},
		{"أرسل|أرسلت|أرسلوا", "رسل", "send"},
	} {
		forms := map[string]bool{}
		for _, f := range splitBar(v.past) {
			forms[f] = f != ""
		}
		for _, pre := range []string{"أ", "ي", "ت", "ن"} {
			for _, suf := range []string{"", "ون", "ين", "ان", "وا", "ن"} {
				// أصل is "origin" before it is "I arrive".
				if f := pre + v.stem + suf; v.stem != "" && f != "أصل" {
					forms[f] = true
				}
			}
		}
		for f, ok := range forms {
			if _, taken := extra[f]; ok && !taken {
				extra[f] = coreWord{pos: "verb", gloss: v.gloss}
			}
		}
	}
	for w, c := range extra {
		if _, ok := coreWords[lang.Arabic][w]; !ok {
			coreWords[lang.Arabic][w] = c
		}
	}
	// Vocative and question particles are grammar, not content words to
	// hint.
	for w, g := range map[string]string{"يا": "(O, calling someone)", "أليس": "(isn't it?)", "ألا": "(isn't it?)"} {
		if _, ok := coreWords[lang.Arabic][w]; !ok {
			coreWords[lang.Arabic][w] = coreWord{pos: "part", gloss: g}
		}
	}
	// The same words written without hamza or with ه for ة (اراد, مره),
	// as stories often are.
	for w, c := range coreWords[lang.Arabic] {
		if n := arabic.Normalise(w); n != w {
			if _, ok := coreWords[lang.Arabic][n]; !ok {
				coreWords[lang.Arabic][n] = c
			}
		}
	}
}

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
