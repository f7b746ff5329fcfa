package lang

import (
	"reflect"
	"testing"
)

// sentenceCase is one golden case of a segmentation class.
type sentenceCase struct {
	lang Code
	in   string
	want []string
}

// sentenceClasses are the segmentation failure classes met so far, each with
// several varied cases in every language the class applies to, plus a class
// of ordinary prose that must split exactly as before.
var sentenceClasses = map[string][]sentenceCase{
	"closing quote glued to the next sentence": {
		{Portuguese, `Ele ficou em casa."Vamos sair?", perguntou a mãe.`, []string{`Ele ficou em casa.`, `"Vamos sair?", perguntou a mãe.`}},
		{Portuguese, `Chegou tarde.”Onde estavas?” Ninguém respondeu.`, []string{`Chegou tarde.”`, `Onde estavas?”`, `Ninguém respondeu.`}},
		{Spanish, `Dijo "adiós."Luego se fue.`, []string{`Dijo "adiós."`, `Luego se fue.`}},
		{Spanish, `Era tarde.»¿Vienes?», preguntó.`, []string{`Era tarde.»`, `¿Vienes?», preguntó.`}},
		{English, `She said "no."Then she left.`, []string{`She said "no."`, `Then she left.`}},
		{French, `Il pleuvait.»Viens», dit-elle.`, []string{`Il pleuvait.»`, `Viens», dit-elle.`}},
		{Italian, `Era stanco."Andiamo", disse Marco.`, []string{`Era stanco.`, `"Andiamo", disse Marco.`}},
	},
	"sentence glued without a space": {
		{Portuguese, "Ela voltou para casa.Depois jantou.", []string{"Ela voltou para casa.", "Depois jantou."}},
		{Spanish, "¡Qué frío!Entramos rápido.", []string{"¡Qué frío!", "Entramos rápido."}},
		{English, "It was late.Everyone slept.", []string{"It was late.", "Everyone slept."}},
		{German, "Es war spät.Alle schliefen.", []string{"Es war spät.", "Alle schliefen."}},
		{Russian, "Было поздно.Все спали.", []string{"Было поздно.", "Все спали."}},
		{German, "Heute kennen es viele Kinder.Das zeigt eine Umfrage.", []string{"Heute kennen es viele Kinder.", "Das zeigt eine Umfrage."}},
		{Spanish, "Estaba en el mercado.¡Había tanta gente!", []string{"Estaba en el mercado.", "¡Había tanta gente!"}},
		{French, "Il sourit.« Les enfants apprennent vite », pensa-t-il.", []string{"Il sourit.", "« Les enfants apprennent vite », pensa-t-il."}},
		{Arabic, "قال: «كنت في المكتبة.»ثم جلس.", []string{"قال: «كنت في المكتبة.»", "ثم جلس."}},
		// Not glued: abbreviations, decimals, domains, initials.
		{Arabic, "قرأ 3.5 كتاب.", []string{"قرأ 3.5 كتاب."}},
		{Japanese, "妹の身長は１．２メートルです。", []string{"妹の身長は１．２メートルです。"}},
		{English, "The U.S. team won 3.5 points at www.Example.com today.", []string{"The U.S. team won 3.5 points at www.Example.com today."}},
		{Spanish, "Viven en EE.UU. desde hace años.", []string{"Viven en EE.UU. desde hace años."}},
	},
	"CJK sentence right after a closing quote": {
		{Chinese, "“你饿了吗？”我们去吃饭吧。", []string{"“你饿了吗？”", "我们去吃饭吧。"}},
		{Chinese, "他说：“我们走吧。”然后他们离开了。", []string{"他说：“我们走吧。”", "然后他们离开了。"}},
		{Chinese, "“好！”大家都很高兴。今天天气很好。", []string{"“好！”", "大家都很高兴。", "今天天气很好。"}},
		{Japanese, "「おはよう！」太郎は公園へ行きました。", []string{"「おはよう！」", "太郎は公園へ行きました。"}},
		{Japanese, "「ありがとう。」次の日、雨が降った。", []string{"「ありがとう。」", "次の日、雨が降った。"}},
	},
	"CJK speech attribution after a closing quote": {
		{Chinese, "“你饿了吗？”她说。我们去吃饭吧。", []string{"“你饿了吗？”她说。", "我们去吃饭吧。"}},
		{Chinese, "“早上好！”王奶奶笑着说。小明笑了。", []string{"“早上好！”王奶奶笑着说。", "小明笑了。"}},
		{Chinese, "“你去哪儿？”妈妈问道。“学校。”", []string{"“你去哪儿？”妈妈问道。", "“学校。”"}},
		{Chinese, "“快跑！”他大声喊，大家都跑了。", []string{"“快跑！”他大声喊，大家都跑了。"}},
		{Chinese, "“好吗?”他问。", []string{"“好吗?”他问。"}},
		{Chinese, "“饺子真好吃！”爸爸尝了一个以后笑着说。我们都笑了。", []string{"“饺子真好吃！”爸爸尝了一个以后笑着说。", "我们都笑了。"}},
		{Chinese, "“妈，我在这儿！”李明跑过去，高兴地喊。回家了。", []string{"“妈，我在这儿！”李明跑过去，高兴地喊。", "回家了。"}},
		{Chinese, "“快来！”他喊道：“车要开了！”", []string{"“快来！”他喊道：“车要开了！”"}},
		{Japanese, "「行こう！」と彼は言った。楽しかった。", []string{"「行こう！」と彼は言った。", "楽しかった。"}},
		{Japanese, "「本当？」って聞いたの。うん。", []string{"「本当？」って聞いたの。", "うん。"}},
		{Japanese, "「これは何？」、と子供が聞きました。", []string{"「これは何？」、と子供が聞きました。"}},
	},
	// Product §6, card rules: a card per sentence inside a quotation too;
	// the speech tag stays with the quotation's last sentence.
	"a quotation of several sentences: a card each, the speech tag with the last": {
		{Japanese, "「行こう。早く」と言った。", []string{"「行こう。", "早く」と言った。"}},
		{Japanese, "「もう寝る。おやすみ！」と妹が言いました。私も寝ました。", []string{"「もう寝る。", "おやすみ！」と妹が言いました。", "私も寝ました。"}},
		{Japanese, "彼は『明日来る。必ず』と約束した。", []string{"彼は『明日来る。", "必ず』と約束した。"}},
		{Chinese, "“我饿了。我们去吃饭吧！”她说。", []string{"“我饿了。", "我们去吃饭吧！”她说。"}},
		{Chinese, "“你去哪儿了？我找了你一天。”他说。", []string{"“你去哪儿了？", "我找了你一天。”他说。"}},
		{Chinese, "“别走。等等我！”他喊道。我停下了。", []string{"“别走。", "等等我！”他喊道。", "我停下了。"}},
		{Korean, "\"배고파. 밥 줘.\" 동생이 말했어요. 저는 웃었어요.", []string{"\"배고파.", "밥 줘.\" 동생이 말했어요.", "저는 웃었어요."}},
		{Korean, "\"어디 가? 같이 가자.\"라고 형이 말했다.", []string{"\"어디 가?", "같이 가자.\"라고 형이 말했다."}},
		{English, `"Come here. Now!" she said. He came.`, []string{`"Come here.`, `Now!" she said.`, "He came."}},
		{English, `'Where were you? I looked all day,' she said.`, []string{`'Where were you?`, `I looked all day,' she said.`}},
		{Spanish, "«Ven aquí. ¡Ahora!», dijo ella. Él vino.", []string{"«Ven aquí.", "¡Ahora!», dijo ella.", "Él vino."}},
		{Spanish, "«¿Dónde estás? Te busqué todo el día», dijo.", []string{"«¿Dónde estás?", "Te busqué todo el día», dijo."}},
		{Portuguese, "“Estou com fome. Vocês podem me ajudar?”, pediu ela.", []string{"“Estou com fome.", "Vocês podem me ajudar?”, pediu ela."}},
		{French, "« Viens ici. Vite ! » cria-t-elle. Il vint.", []string{"« Viens ici.", "Vite ! » cria-t-elle.", "Il vint."}},
		{German, "„Ich komme. Warte!“, sagte Opa. Beide lachten.", []string{"„Ich komme.", "Warte!“, sagte Opa.", "Beide lachten."}},
		{Russian, "«Кушай, кума! Больше нечем угощать», — сказал журавль.", []string{"«Кушай, кума!", "Больше нечем угощать», — сказал журавль."}},
		{Arabic, "قال: «أين كنت؟ بحثت عنك». ثم جلس.", []string{"قال: «أين كنت؟", "بحثت عنك».", "ثم جلس."}},
		// A quotation of one sentence stays with its tag.
		{English, `"Where?" she asked. "Here," Mary said.`, []string{`"Where?" she asked.`, `"Here," Mary said.`}},
		{Japanese, "「おはよう。」「今日はいい天気だね。」", []string{"「おはよう。」", "「今日はいい天気だね。」"}},
		{English, `"Wait. Listen." The room went quiet.`, []string{`"Wait.`, `Listen."`, "The room went quiet."}},
	},
	"a capitalised or caseless speech tag after a quotation": {
		{English, `"Did you see that?!" Mrs. Green asked. "Yes."`, []string{`"Did you see that?!" Mrs. Green asked.`, `"Yes."`}},
		{English, `"Is it late?" asked Tom. He yawned.`, []string{`"Is it late?" asked Tom.`, "He yawned."}},
		{Portuguese, "“Onde estavas?” Ninguém respondeu.", []string{"“Onde estavas?”", "Ninguém respondeu."}},
		{German, "Sie fragte: „Wo bist du?“ Niemand antwortete.", []string{"Sie fragte: „Wo bist du?“", "Niemand antwortete."}},
		{Arabic, "«أين كنت؟» سأل الأب. ثم جلس.", []string{"«أين كنت؟» سأل الأب.", "ثم جلس."}},
		{Arabic, "سأل الأب: \"هل أنت جائع؟\" قالت البنت: \"نعم!\"", []string{"سأل الأب: \"هل أنت جائع؟\"", "قالت البنت: \"نعم!\""}},
	},
	"Japanese: a quotation joins what follows only through a particle": {
		{Japanese, "「待って！」花子は叫んだ。太郎は止まった。", []string{"「待って！」", "花子は叫んだ。", "太郎は止まった。"}},
		{Japanese, "「どこにいたの？ずっと探してたよ。」彼は言った。", []string{"「どこにいたの？", "ずっと探してたよ。」", "彼は言った。"}},
		{Japanese, "「よーい、どん！」で走り出しました。", []string{"「よーい、どん！」で走り出しました。"}},
		{Japanese, "「本当？」って聞いたの。うん。", []string{"「本当？」って聞いたの。", "うん。"}},
		{Japanese, "「ありがとう！」を言えなかった。", []string{"「ありがとう！」を言えなかった。"}},
		{Japanese, "「おはよう！」もう朝だった。", []string{"「おはよう！」", "もう朝だった。"}},
	},
	"German „…“ and »…« pairs": {
		{German, "„Komm her!“ Dann ging er hinaus.", []string{"„Komm her!“", "Dann ging er hinaus."}},
		{German, "Sie fragte: „Wo bist du?“ Niemand antwortete.", []string{"Sie fragte: „Wo bist du?“", "Niemand antwortete."}},
		{German, "„Bello, wo bist du?“, rief sie. Am Abend kam er.", []string{"„Bello, wo bist du?“, rief sie.", "Am Abend kam er."}},
		{German, "„Ich komme!“, sagte Opa. Beide lachten.", []string{"„Ich komme!“, sagte Opa.", "Beide lachten."}},
		{German, "Es regnete. »Komm rein!« Sie öffnete die Tür.", []string{"Es regnete.", "»Komm rein!«", "Sie öffnete die Tür."}},
		{German, "»Wer ist da?«, fragte Anna. Keiner sprach.", []string{"»Wer ist da?«, fragte Anna.", "Keiner sprach."}},
		{German, "Er sagte: ‚Gut.‘ Dann schwieg er.", []string{"Er sagte: ‚Gut.‘", "Dann schwieg er."}},
	},
	"Korean quotes: joined to the speaker or 라고/고, not to the next sentence": {
		{Korean, "\"배고파?\" 엄마가 물었어요. \"네!\"", []string{"\"배고파?\" 엄마가 물었어요.", "\"네!\""}},
		{Korean, "\"안녕하세요!\" 할머니가 말했어요. 민수는 웃었어요.", []string{"\"안녕하세요!\" 할머니가 말했어요.", "민수는 웃었어요."}},
		{Korean, "\"가자!\"라고 친구가 외쳤다. 우리는 뛰었다.", []string{"\"가자!\"라고 친구가 외쳤다.", "우리는 뛰었다."}},
		{Korean, "\"괜찮아?\" 하고 물었다. 그는 고개를 끄덕였다.", []string{"\"괜찮아?\" 하고 물었다.", "그는 고개를 끄덕였다."}},
		{Korean, "\"배고파?\" 우리는 식당에 가서 김치찌개를 먹었다.", []string{"\"배고파?\"", "우리는 식당에 가서 김치찌개를 먹었다."}},
		{Korean, "\"좋아!\" 오늘은 날씨가 정말 좋았어요.", []string{"\"좋아!\"", "오늘은 날씨가 정말 좋았어요."}},
	},
	"dialogue dashes": {
		{Portuguese, "— Onde está? — Rita perguntou. — Aqui.", []string{"— Onde está? — Rita perguntou.", "— Aqui."}},
		{Portuguese, "— Vem comer! — chama Ana. — Já vou!", []string{"— Vem comer! — chama Ana.", "— Já vou!"}},
		{Portuguese, "— Está frio? — Muito.", []string{"— Está frio?", "— Muito."}},
		{Spanish, "—¿Vienes? —María preguntó. —Sí.", []string{"—¿Vienes? —María preguntó.", "—Sí."}},
		{Spanish, "—¿Vienes? —Sí, ahora voy.", []string{"—¿Vienes?", "—Sí, ahora voy."}},
		{Russian, "— Как дела? — Он спросил тихо. — Хорошо.", []string{"— Как дела? — Он спросил тихо.", "— Хорошо."}},
		{Russian, "— Привет! — Привет.", []string{"— Привет!", "— Привет."}},
		{Italian, "— Vieni? — Marco chiese. — No.", []string{"— Vieni? — Marco chiese.", "— No."}},
	},
	"abbreviations do not end a sentence; the same words as words do": {
		{German, "Es gibt Varianten, z. B. auf Plattdeutsch. Sie sind alt.", []string{"Es gibt Varianten, z. B. auf Plattdeutsch.", "Sie sind alt."}},
		{German, "Er wohnt in der Hauptstr. 5 in Bonn. Siehe Bd. 1, S. 25.", []string{"Er wohnt in der Hauptstr. 5 in Bonn.", "Siehe Bd. 1, S. 25."}},
		{English, "They live at No. 12 Hill St. and read p. 45 daily. Fine.", []string{"They live at No. 12 Hill St. and read p. 45 daily.", "Fine."}},
		{English, "Please help me. The wolf is here!", []string{"Please help me.", "The wolf is here!"}},
		{French, "Il lut une fable, p. ex. Le Lièvre et la Tortue. Me Dupont rit.", []string{"Il lut une fable, p. ex. Le Lièvre et la Tortue.", "Me Dupont rit."}},
		{Russian, "Он приготовил окрошку, т. е. холодный суп. Купите на ул. Ленина, д. 5.", []string{"Он приготовил окрошку, т. е. холодный суп.", "Купите на ул. Ленина, д. 5."}},
		{Russian, "Басню написали в 1807 г. Её учат в школе.", []string{"Басню написали в 1807 г.", "Её учат в школе."}},
		{Arabic, "كتب د. أحمد سالم القصة. ثم نشرها.", []string{"كتب د. أحمد سالم القصة.", "ثم نشرها."}},
	},
	"ellipses": {
		{Portuguese, "Rita procurou, mas não encontrou... O livro estava na mochila.", []string{"Rita procurou, mas não encontrou...", "O livro estava na mochila."}},
		{Portuguese, "Ele pensou… e depois saiu.", []string{"Ele pensou… e depois saiu."}},
		{Chinese, "我……我不知道。你呢？", []string{"我……我不知道。", "你呢？"}},
		{Japanese, "ええと…わからない。", []string{"ええと…わからない。"}},
		{Chinese, "他把故事讲给同学听……大家都笑了。", []string{"他把故事讲给同学听……", "大家都笑了。"}},
		{Japanese, "うそでしょう……いいえ、本当です。", []string{"うそでしょう……", "いいえ、本当です。"}},
		{German, "Er wartete... Dann kam der Bus.", []string{"Er wartete...", "Dann kam der Bus."}},
	},
	"line breaks: titles and dialogue lines cut, hard-wrapped prose joined": {
		{Portuguese, "O gato\n\nAna tem um gato. Ele dorme.", []string{"O gato", "Ana tem um gato.", "Ele dorme."}},
		{Portuguese, "— Vamos?\n— Vamos!", []string{"— Vamos?", "— Vamos!"}},
		{Portuguese, "Naquela manhã de domingo a família inteira acordou cedo e\nMaria preparou o café para todos.", []string{"Naquela manhã de domingo a família inteira acordou cedo e\nMaria preparou o café para todos."}},
		{English, "Early that Sunday morning the whole family got up and\nMary made coffee for everyone.", []string{"Early that Sunday morning the whole family got up and\nMary made coffee for everyone."}},
		{Chinese, "那天早上，全家人都很早就起床了，妈妈给大家\n做了早饭。", []string{"那天早上，全家人都很早就起床了，妈妈给大家\n做了早饭。"}},
		{Japanese, "公園の朝\n毎朝、太郎は公園へ行きます。", []string{"公園の朝", "毎朝、太郎は公園へ行きます。"}},
		{Spanish, "Capítulo uno\nMaría entra en un café.", []string{"Capítulo uno", "María entra en un café."}},
		{English, "We need:\n- eggs\n- milk\n• bread", []string{"We need:", "- eggs", "- milk", "• bread"}},
		{English, "The moral:\n1. Do not trust flattery.\n2. Think first.", []string{"The moral:", "1. Do not trust flattery.", "2. Think first."}},
		{German, "Zutaten:\n1. Mehl kaufen.\n2. Eier holen.", []string{"Zutaten:", "1. Mehl kaufen.", "2. Eier holen."}},
	},
	"ordinary prose splits as before": {
		{English, "I woke up. It was raining! Was it cold?", []string{"I woke up.", "It was raining!", "Was it cold?"}},
		{Spanish, "Hoy es lunes. Voy al trabajo. ¿Y tú?", []string{"Hoy es lunes.", "Voy al trabajo.", "¿Y tú?"}},
		{French, "Il fait beau. Nous allons au parc. C'est super !", []string{"Il fait beau.", "Nous allons au parc.", "C'est super !"}},
		{German, "Heute ist Montag. Ich gehe zur Arbeit. Und du?", []string{"Heute ist Montag.", "Ich gehe zur Arbeit.", "Und du?"}},
		{Italian, "Oggi è lunedì. Vado al lavoro. E tu?", []string{"Oggi è lunedì.", "Vado al lavoro.", "E tu?"}},
		{Portuguese, "Hoje é segunda. Vou trabalhar. E você?", []string{"Hoje é segunda.", "Vou trabalhar.", "E você?"}},
		{Russian, "Сегодня понедельник. Я иду на работу. А ты?", []string{"Сегодня понедельник.", "Я иду на работу.", "А ты?"}},
		{Japanese, "今日は月曜日です。仕事に行きます。あなたは？", []string{"今日は月曜日です。", "仕事に行きます。", "あなたは？"}},
		{Korean, "오늘은 월요일이에요. 일하러 가요. 당신은요?", []string{"오늘은 월요일이에요.", "일하러 가요.", "당신은요?"}},
		{Chinese, "今天是星期一。我去上班。你呢？", []string{"今天是星期一。", "我去上班。", "你呢？"}},
		{Arabic, "اليوم هو الاثنين. أذهب إلى العمل. وأنت؟", []string{"اليوم هو الاثنين.", "أذهب إلى العمل.", "وأنت؟"}},
	},
}

func TestSentenceClasses(t *testing.T) {
	for class, cases := range sentenceClasses {
		t.Run(class, func(t *testing.T) {
			if len(cases) < 5 {
				t.Errorf("class has %d cases, want several (at least 5)", len(cases))
			}
			for _, c := range cases {
				got := SplitSentences(c.lang, c.in)
				if texts := sentenceTexts(got); !reflect.DeepEqual(texts, c.want) {
					t.Errorf("[%s] %q\n got %q\nwant %q", c.lang, c.in, texts, c.want)
				}
				for _, s := range got {
					if c.in[s.Start:s.End] != s.Text {
						t.Errorf("[%s] offsets %d:%d do not give %q", c.lang, s.Start, s.End, s.Text)
					}
				}
			}
		})
	}
}
