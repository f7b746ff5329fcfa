package gloss

import (
	"strings"
	"unicode/utf8"

	"github.com/storyglot/storyglot/internal/lang"
)

// Korean has no capitals: a name is told by what it is written as. Three
// closed classes are recognised, each glossed as the name (POS "name",
// the sense "Tom (name)"), never as a look-alike word (탐 is not 타다
// "ride", 메리 not 메다 "carry"):
//
//   - koForeignNames: English given names as Korean writes them. The
//     principle: the 50 most frequent male and 50 most frequent female
//     given names of the 20th century in the US (Social Security
//     Administration), their common English short forms, and the biblical
//     names in their Korean Bible forms (요한, 베드로), each in the
//     spellings of the National Institute of Korean Language's loanword
//     rules and the common older spelling (토머스/토마스). A name that is also
//     a frequent Korean word is left out (짐 "luggage" Jim, 밥 "rice" Bob,
//     샘 "spring" Sam, 조 Joe, 돈 "money" Don, 팀 "team" Tim, 진 Jean,
//     마리 "(counter)" Marie, 미아 "lost child" Mia, 키스 "kiss" Keith,
//     마이크 "microphone" Mike, 수 Sue, 칼 "knife"
//     Carl, 사라 "buy!" Sarah, 애니 "anime" Annie; 필, 댄 and 벤 are
//     also verb forms).
//   - koPlaceNames: the countries and continents, and the world's capitals
//     and largest cities, in their standard Korean names; the hanja route
//     cannot give these (CC-CEDICT's 美國 is "USA", a capitalised sense it
//     drops). Left out: 파리 (Paris, also "fly"), 인도 (India, also
//     "sidewalk"), 대구 (Daegu, also "cod"), 빈 (Vienna, "empty").
//   - Korean personal names: a word before 씨 "Mr./Ms." (김씨, 민수씨), and
//     a word of two or three syllables that no dictionary here knows (not
//     even the hanja table), made only of syllables common in Korean given
//     names (koGivenSyllables), with a particle after it (영희는, 민준이가).
var koForeignNames = map[string]string{}

var koPlaceNames = map[string]string{}

func init() {
	add := func(m map[string]string, list string) {
		for _, item := range strings.Split(list, "|") {
			hg, en, _ := strings.Cut(item, "=")
			for _, h := range strings.Split(hg, ",") {
				m[h] = en
			}
		}
	}
	add(koForeignNames, "제임스=James|존=John|로버트=Robert|마이클=Michael|윌리엄=William|데이비드,데이빗=David|리처드,리차드=Richard|조지프,조셉=Joseph|토머스,토마스=Thomas|찰스=Charles|크리스토퍼=Christopher|대니얼,다니엘=Daniel|매슈,매튜=Matthew|앤서니,안토니=Anthony|도널드=Donald|마크=Mark|폴=Paul|스티븐=Steven|앤드루,앤드류=Andrew|케네스=Kenneth|조슈아=Joshua|조지=George|케빈=Kevin|브라이언=Brian|에드워드=Edward|로널드,로날드=Ronald|티모시=Timothy|제이슨=Jason|제프리=Jeffrey|라이언=Ryan|제이콥=Jacob|게리=Gary|니콜라스=Nicholas|에릭=Eric|조너선,조나단=Jonathan|래리=Larry|저스틴=Justin|스콧=Scott|프랭크=Frank|브랜던,브랜든=Brandon|레이먼드=Raymond|그레고리=Gregory|벤저민,벤자민=Benjamin|새뮤얼,사무엘=Samuel|패트릭=Patrick|알렉산더=Alexander|잭=Jack|데니스=Dennis|제리=Jerry|타일러=Tyler|에런,아론=Aaron|헨리=Henry|피터=Peter|애덤,아담=Adam|해리=Harry|프레드=Fred|월터=Walter|아서=Arthur|앨버트=Albert|로저=Roger|루이스=Louis|톰,탐=Tom|켄=Ken|빌=Bill|닉=Nick|토니=Tony|알렉스=Alex|맥스=Max|테드=Ted|루크=Luke|조니=Johnny|지미=Jimmy|빌리=Billy|앤디=Andy|스티브=Steve|크리스=Chris|제프=Jeff|레이=Ray|론=Ron|제이크=Jake|카일=Kyle|노아=Noah|이선=Ethan|올리버=Oliver|루카스=Lucas|메리=Mary|퍼트리샤,패트리샤=Patricia|제니퍼=Jennifer|린다=Linda|엘리자베스=Elizabeth|바버라,바바라=Barbara|수전,수잔=Susan|제시카=Jessica|세라=Sarah|캐런=Karen|낸시=Nancy|리사=Lisa|베티=Betty|마거릿,마가렛=Margaret|샌드라,산드라=Sandra|애슐리=Ashley|킴벌리=Kimberly|에밀리=Emily|도나=Donna|미셸=Michelle|도로시=Dorothy|캐럴,캐롤=Carol|어맨다,아만다=Amanda|멜리사=Melissa|데버라,데보라=Deborah|스테퍼니,스테파니=Stephanie|리베카,레베카=Rebecca|로라=Laura|헬렌=Helen|섀런,샤론=Sharon|신시아=Cynthia|에이미=Amy|셜리=Shirley|앤절라,안젤라=Angela|애나,안나=Anna|루스=Ruth|브렌다=Brenda|패멀라,파멜라=Pamela|니콜=Nicole|캐서린=Catherine|버지니아=Virginia|크리스틴=Christine|서맨사,사만다=Samantha|재닛,자넷=Janet|레이철,레이첼=Rachel|에마,엠마=Emma|마리아=Maria|헤더=Heather|다이앤=Diane|줄리=Julie|조이스=Joyce|빅토리아=Victoria|켈리=Kelly|크리스티나=Christina|조앤=Joan|에벌린,에블린=Evelyn|로런,로렌=Lauren|올리비아=Olivia|메건,메간=Megan|앤드리아,안드레아=Andrea|앤=Ann|앨리스=Alice|제인=Jane|케이트=Kate|루시=Lucy|소피아=Sophia|그레이스=Grace|줄리아=Julia|로즈=Rose|릴리=Lily|클로이=Chloe|엘런,엘렌=Ellen|니나=Nina|제니=Jenny|몰리=Molly|샐리=Sally|주디=Judy|티나=Tina|에바=Eva|베스=Beth|해나,한나=Hannah|요한=John|베드로=Peter|바울=Paul|다윗=David|모세=Moses|예수=Jesus|이브=Eve|마태=Matthew")
	add(koPlaceNames, "미국=America|영국=Britain|중국=China|일본=Japan|한국=Korea|북한=North Korea|남한=South Korea|대한민국=South Korea|프랑스=France|독일=Germany|러시아=Russia|캐나다=Canada|호주,오스트레일리아=Australia|이탈리아=Italy|스페인=Spain|포르투갈=Portugal|브라질=Brazil|멕시코=Mexico|베트남=Vietnam|태국=Thailand|필리핀=the Philippines|인도네시아=Indonesia|이집트=Egypt|터키=Turkey|그리스=Greece|네덜란드=the Netherlands|스위스=Switzerland|스웨덴=Sweden|노르웨이=Norway|핀란드=Finland|덴마크=Denmark|폴란드=Poland|오스트리아=Austria|벨기에=Belgium|아일랜드=Ireland|뉴질랜드=New Zealand|아르헨티나=Argentina|칠레=Chile|페루=Peru|쿠바=Cuba|이스라엘=Israel|이란=Iran|이라크=Iraq|우크라이나=Ukraine|몽골=Mongolia|싱가포르=Singapore|말레이시아=Malaysia|헝가리=Hungary|체코=the Czech Republic|스코틀랜드=Scotland|잉글랜드=England|유럽=Europe|아시아=Asia|아프리카=Africa|아메리카=America|서울=Seoul|부산=Busan|인천=Incheon|제주도=Jeju Island|평양=Pyongyang|도쿄=Tokyo|오사카=Osaka|교토=Kyoto|베이징=Beijing|상하이=Shanghai|홍콩=Hong Kong|뉴욕=New York|런던=London|로마=Rome|베를린=Berlin|마드리드=Madrid|모스크바=Moscow|보스턴=Boston|시카고=Chicago|로스앤젤레스=Los Angeles|샌프란시스코=San Francisco|워싱턴=Washington|하와이=Hawaii|캘리포니아=California|텍사스=Texas|플로리다=Florida|시드니=Sydney|토론토=Toronto|밴쿠버=Vancouver|암스테르담=Amsterdam|바르셀로나=Barcelona|베네치아,베니스=Venice|프라하=Prague|이스탄불=Istanbul|방콕=Bangkok|카이로=Cairo|멜버른=Melbourne|라스베이거스=Las Vegas|시애틀=Seattle|옥스퍼드=Oxford|케임브리지=Cambridge|알래스카=Alaska")
}

// koSurnames are the most common Korean family names (those of about nine
// in ten Koreans) in their usual English spellings.
var koSurnames = map[string]string{
	"김": "Kim", "이": "Lee", "박": "Park", "최": "Choi", "정": "Jung", "강": "Kang", "조": "Cho", "윤": "Yoon",
	"장": "Jang", "임": "Lim", "한": "Han", "오": "Oh", "서": "Seo", "신": "Shin", "권": "Kwon", "황": "Hwang",
	"안": "Ahn", "송": "Song", "류": "Ryu", "유": "Yoo", "전": "Jeon", "홍": "Hong", "고": "Ko", "문": "Moon",
	"양": "Yang", "손": "Son", "배": "Bae", "백": "Baek", "허": "Heo", "남": "Nam", "심": "Shim", "노": "Noh",
	"하": "Ha", "곽": "Kwak", "성": "Sung", "차": "Cha", "주": "Joo", "우": "Woo", "구": "Koo", "민": "Min",
	"진": "Jin", "나": "Na", "지": "Ji", "엄": "Eom", "채": "Chae", "원": "Won", "천": "Cheon", "방": "Bang",
}

// koGivenSyllables are the syllables common in Korean given names (of the
// names given in the last seventy years, the syllables that make most of
// them). Loanwords are written with others (코트 "coat" has 트, 히브리 브).
const koGivenSyllables = "민수영희철지현준서연은혜진우성호재동훈정미경숙자순옥선주윤하유태상석용규광기원인아혁한명남일승종범소예채나린도건시빈찬솔별세빈웅근환진태형택익열희애향란분말정화순"

// koNameParticles are the particles a name takes as a sentence's subject,
// topic, object or partner (영희는, 민준이가, 철수와).
var koNameParticles = []string{"이가", "이는", "이를", "이랑", "이의", "이도", "이한테", "이에게", "에게", "한테", "은", "는", "이", "가", "을", "를", "와", "과", "랑", "의", "도"}

// koNameGloss returns the English of a name a word begins with (톰한테 →
// Tom, 보스턴에 → Boston, 김씨가 → Kim), or "" when the word is not a name
// of koForeignNames, koPlaceNames or a Korean personal name before 씨.
// bases are the word's forms without particles, longest first.
func koNameGloss(bases []string) string {
	for _, b := range bases {
		if en, ok := koForeignNames[b]; ok {
			return en
		}
		if en, ok := koPlaceNames[b]; ok {
			return en
		}
	}
	for _, b := range bases {
		x, ok := strings.CutSuffix(b, "씨")
		if !ok || x == "" {
			continue
		}
		if en, ok := koForeignNames[x]; ok {
			return en
		}
		n := utf8.RuneCountInString(x)
		if en, ok := koSurnames[x]; ok {
			return en
		}
		if n >= 2 && n <= 3 {
			if _, isWord := coreWords[lang.Korean][x]; isWord {
				continue // 마음씨 "nature" is not Mr. Maeum
			}
			return koPersonalName(x)
		}
	}
	return ""
}

// koPersonalName romanises a Korean name: a three-syllable name as family
// name and given name (김민수 → Kim Minsu), else as a given name.
func koPersonalName(name string) string {
	r := []rune(name)
	if len(r) == 3 {
		if sn, ok := koSurnames[string(r[0])]; ok {
			return sn + " " + capitaliseLatin(Romanise(string(r[1:])))
		}
	}
	return capitaliseLatin(Romanise(name))
}

// koLooksLikeGivenName: two or three syllables, all of koGivenSyllables.
func koLooksLikeGivenName(s string) bool {
	n := utf8.RuneCountInString(s)
	if n < 2 || n > 3 {
		return false
	}
	for _, r := range s {
		if !strings.ContainsRune(koGivenSyllables, r) {
			return false
		}
	}
	return true
}

// koNameBefore returns the word without a name particle (영희는 → 영희), or
// "" when it has none.
func koNameBefore(word string) string {
	for _, p := range koNameParticles {
		if rest, ok := strings.CutSuffix(word, p); ok && rest != "" {
			return rest
		}
	}
	return ""
}

func capitaliseLatin(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// Revised Romanization of Korean, syllable by syllable (the sound changes
// across syllables are left out: 신라 is "sinra", not "silla"): enough to
// read a name.
var (
	rrInitial = []string{"g", "kk", "n", "d", "tt", "r", "m", "b", "pp", "s", "ss", "", "j", "jj", "ch", "k", "t", "p", "h"}
	rrVowel   = []string{"a", "ae", "ya", "yae", "eo", "e", "yeo", "ye", "o", "wa", "wae", "oe", "yo", "u", "wo", "we", "wi", "yu", "eu", "ui", "i"}
	rrFinal   = []string{"", "k", "k", "k", "n", "n", "n", "t", "l", "k", "m", "l", "l", "l", "p", "l", "m", "p", "p", "t", "t", "ng", "t", "t", "k", "t", "p", "t"}
)

// Romanise writes hangul in the Revised Romanization, syllable by syllable;
// other characters are kept.
func Romanise(s string) string {
	var b strings.Builder
	for _, r := range s {
		if r < 0xAC00 || r > 0xD7A3 {
			b.WriteRune(r)
			continue
		}
		n := int(r - 0xAC00)
		b.WriteString(rrInitial[n/588])
		b.WriteString(rrVowel[(n%588)/28])
		b.WriteString(rrFinal[n%28])
	}
	return b.String()
}
