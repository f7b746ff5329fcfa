package gloss

import (
	"strings"

	"github.com/storyglot/storyglot/internal/lang"
)

// Chinese's most frequent words whose first CC-CEDICT sense is a rare or
// bound one, or a description rather than a gloss: 是 "to be (followed by
// substantives only)", 會 "to have the skill" (mostly "will, can"), 讓 "to
// yield" ("let, make"), 才 "ability" ("only then"), 錢 "coin" ("money"),
// 錯 "to grind" ("wrong"), 裡 "lining" ("inside"), 著 "book" (the particle
// -ing), 看 "to look after" (kān, where kàn "see, watch" is meant). Their
// grammar words (了, 著, 過, 的, 把, 被) are glossed by what they do, in
// brackets. Keys are written "traditional/simplified" when the two differ.
// Written from general knowledge of Chinese word frequency, not from any
// story.
func init() {
	m := map[string]coreWord{}
	for _, group := range [][2]string{
		{"part", "的=('s, of)|地=(-ly)|得=(complement: so that, -ly)|了=(completed; now)|著/着=(-ing, -ed)|過/过=(have done before)|嗎/吗=(question)|呢=(question; -ing)|吧=(let's; I suppose)|啊=(ah)|呀=(ah)|啦=(emphasis)|個/个=(measure word)|們/们=(plural)|所=(that which)|之=('s, of)|來說/来说=(for: as far as … goes)"},
		{"prep", "把=(object marker)|被=(passive: by)|在=at, in; (-ing)|從/从=from|對/对=to, towards; correct|跟=with|和=and, with|向=towards|往=towards|離/离=from, away from|比=than|為/为=for|為了/为了=in order to, for|關於/关于=about|除了=except, besides|當/当=when, as|按照=according to|通過/通过=through|自=from|於/于=at, in|以=with, by"},
		{"conj", "因為/因为=because|所以=so|但是=but|但=but|可是=but|而且=and also|而=and, but|或者=or|還是/还是=or; still|如果=if|要是=if|雖然/虽然=although|不過/不过=but, however|然後/然后=then|並且/并且=and|不但=not only|只要=as long as|只有=only if|即使=even if|既然=since|否則/否则=otherwise|於是/于是=so, then|與/与=and|及=and"},
		{"pron", "我=I, me|你=you|妳=you|您=you (polite)|他=he, him|她=she, her|它=it|我們/我们=we, us|你們/你们=you (plural)|他們/他们=they, them|她們/她们=they, them|自己=oneself|這/这=this|那=that|這個/这个=this|那個/那个=that|這些/这些=these|那些=those|這裡/这里=here|這兒/这儿=here|那裡/那里=there|那兒/那儿=there|哪=which|哪裡/哪里=where|哪兒/哪儿=where|什麼/什么=what|誰/谁=who|怎麼/怎么=how|怎樣/怎样=how|為什麼/为什么=why|多少=how many, how much|幾/几=how many, a few|大家=everyone|別人/别人=others|每=every|各=each|某=some|其他=other|任何=any"},
		{"adv", "不=not|沒/没=not (have)|別/别=don't|也=also, too|都=all, both|還/还=still, also|又=again, also|再=again|很=very|太=too|最=most|更=more|非常=very|真=really|就=then, just, right away|才=only then, just|只=only|已經/已经=already|正在=(in the middle of) -ing|曾經/曾经=once, ever|一直=all along, always|總是/总是=always|常常=often|經常/经常=often|常=often|馬上/马上=at once|立刻=immediately|終於/终于=finally|剛/刚=just|剛才/刚才=just now|一起=together|一定=certainly, must|可能=maybe, possible|也許/也许=perhaps|大概=probably|到底=after all, on earth|其實/其实=actually|當然/当然=of course|一點/一点=a little|有點/有点=a bit, somewhat|比較/比较=relatively, rather|特別/特别=especially|挺=quite|多=many, much, more|少=few, less|先=first|後來/后来=later, afterwards|以後/以后=after, later|以前=before, formerly|現在/现在=now|今天=today|昨天=yesterday|明天=tomorrow|晚上=evening|早上=morning|再也=(never) again|並/并=(not) at all|竟然=unexpectedly|仍然=still|互相=each other|到處/到处=everywhere|差不多=almost|幾乎/几乎=almost|好像=seem, as if|似乎=seem"},
		{"verb", "是=is, am, are|有=have; there is|會/会=will, can|能=can|可以=can, may|要=want, will|想=want, think|應該/应该=should|得=must|讓/让=let, make|叫=call, be called; tell to|請/请=please; invite|看=see, look, watch, read|說/说=say, speak|講/讲=speak, tell|走=walk, go, leave|去=go|來/来=come|回=return|到=arrive, reach; to|打=hit, play (a game), make (a call)|做=do, make|作=do, make|用=use|知道=know|覺得/觉得=feel, think|認為/认为=think|認識/认识=know (someone)|了解=understand|明白=understand|懂=understand|記得/记得=remember|忘=forget|忘記/忘记=forget|喜歡/喜欢=like|愛/爱=love|怕=fear, be afraid|買/买=buy|賣/卖=sell|吃=eat|喝=drink|睡=sleep|睡覺/睡觉=sleep|坐=sit|站=stand|住=live|等=wait|找=look for|帶/带=bring, take|拿=take, hold|放=put|開/开=open; drive|關/关=close, turn off|借=borrow, lend|寫/写=write|讀/读=read, study|學/学=learn, study|學習/学习=study, learn|教=teach|幫/帮=help|幫助/帮助=help|玩=play|工作=work|聽/听=listen, hear|問/问=ask|告訴/告诉=tell|給/给=give; for, to|送=give, send|離開/离开=leave|出去=go out|進/进=enter|進來/进来=come in|出來/出来=come out|起來/起来=get up|下來/下来=come down|上來/上来=come up|生病=get sick|死=die|生=be born, give birth|變/变=change, become|成=become|變成/变成=become|發生/发生=happen|開始/开始=begin|結束/结束=end|完=finish|準備/准备=prepare|決定/决定=decide|希望=hope|需要=need|試/试=try|穿=wear|洗=wash|買到/买到=buy|找到=find|看到=see|看見/看见=see|聽到/听到=hear|見/见=see, meet|見面/见面=meet|遇到=meet, run into|等待=wait|搬=move|跑=run|飛/飞=fly|游泳=swim|唱=sing|跳=jump|哭=cry|笑=laugh, smile|死去=die|住在=live in|懷疑/怀疑=doubt|相信=believe|感到=feel|感覺/感觉=feel|擔心/担心=worry"},
		{"adj", "好=good, well|對/对=right, correct|錯/错=wrong|大=big|小=small|新=new|舊/旧=old|老=old|高=tall, high|矮=short|長/长=long|短=short|快=fast|慢=slow|多=many|熱/热=hot|冷=cold|忙=busy|累=tired|餓/饿=hungry|美=beautiful|漂亮=pretty|難/难=difficult|容易=easy|貴/贵=expensive|便宜=cheap|早=early|晚=late|遠/远=far|近=near|重要=important|高興/高兴=happy, glad|開心/开心=happy|快樂/快乐=happy|清楚=clear|乾淨/干净=clean|髒/脏=dirty|安靜/安静=quiet|危險/危险=dangerous|有名=famous|有錢/有钱=rich|窮/穷=poor|無聊/无聊=boring, bored|有趣=interesting|奇怪=strange|好吃=tasty|舒服=comfortable|健康=healthy|年輕/年轻=young|聰明/聪明=clever|懶/懒=lazy|懶惰/懒惰=lazy"},
		{"noun", "錢/钱=money|人=person, people|東西/东西=thing|事=matter, thing|事情=matter, thing|時候/时候=time, when|時間/时间=time|地方=place|裡/里=in, inside|裏=in, inside|上=on, above, up|下=under, below, down|中=in, middle|內/内=inside|外=outside|外面=outside|裡面/里面=inside|前=front, before|後/后=after, behind|旁邊/旁边=beside|先生=Mr., sir; husband|小姐=Miss|太太=Mrs., wife|朋友=friend|孩子=child|學生/学生=student|老師/老师=teacher|醫生/医生=doctor|家=home, family|家人=family|爸爸=dad|媽媽/妈妈=mum|父母=parents|哥哥=older brother|姐姐=older sister|弟弟=younger brother|妹妹=younger sister|電視/电视=television|電話/电话=telephone|電腦/电脑=computer|飯/饭=meal, rice|水=water|茶=tea|書/书=book|字=character, word|話/话=words, speech|問題/问题=question, problem|意思=meaning|辦法/办法=way, means|天=day, sky|年=year|月=month, moon|星期=week|今年=this year|去年=last year|明年=next year|早飯/早饭=breakfast|午飯/午饭=lunch|晚飯/晚饭=dinner|房子=house|房間/房间=room|屋子=room, house|門/门=door|路=road|車/车=car|火車/火车=train|公共汽車/公共汽车=bus|飛機/飞机=plane|學校/学校=school|公司=company|商店=shop|醫院/医院=hospital|中國/中国=China|中文=Chinese|英語/英语=English|英文=English|日本=Japan|日語/日语=Japanese|名字=name|身體/身体=body, health|頭/头=head|手=hand|腳/脚=foot|眼睛=eye|心=heart|狗=dog|貓/猫=cat|魚/鱼=fish|鳥/鸟=bird|花=flower|樹/树=tree|山=mountain|河=river|海=sea|雨=rain|雪=snow|風/风=wind|太陽/太阳=sun|天氣/天气=weather|工作=work, job|生活=life|世界=world|國家/国家=country|城市=city|故事=story|歌=song|電影/电影=film|照片=photo|相片=photo|衣服=clothes|鞋=shoes|手機/手机=mobile phone|蛋糕=cake|水果=fruit|蘋果/苹果=apple|咖啡=coffee|牛奶=milk|肉=meat|菜=dish, vegetable|筆/笔=pen|紙/纸=paper|桌子=table|椅子=chair|床=bed|窗戶/窗户=window"},
	} {
		for _, item := range strings.Split(group[1], "|") {
			keys, g, _ := strings.Cut(item, "=")
			for _, k := range strings.Split(keys, "/") {
				if _, taken := m[k]; !taken {
					m[k] = coreWord{pos: group[0], gloss: g}
				}
			}
		}
	}
	coreWords[lang.Chinese] = m
}
