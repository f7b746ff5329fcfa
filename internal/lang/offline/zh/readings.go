package zh

// particleReadings are the neutral-tone readings of grammatical particles,
// used when gse tags the word as a particle (u…, y…) or, for those that are
// never anything else on their own, always.
var particleReadings = map[string]string{
	"的": "de5", "了": "le5", "着": "zhe5", "过": "guo4", "地": "de5", "得": "de5",
	"吗": "ma5", "呢": "ne5", "吧": "ba5", "啊": "a5", "呀": "ya5", "么": "me5",
	"们": "men5", "嘛": "ma5",
}

// wordReadings fixes common words in which a character with several readings
// takes the less frequent one, or in which a syllable is neutral. go-pinyin
// alone reads characters out of context (的 dì, 觉 jué, 行 xíng). Tones are
// the citation ones: the changes of 一, 不 and third tones are sandhi.go's.
var wordReadings = map[string]string{
	"目的": "mu4di4", "的确": "di2que4", "了解": "liao3jie3", "睡觉": "shui4jiao4",
	"觉得": "jue2de5", "银行": "yin2hang2", "行人": "xing2ren2", "长大": "zhang3da4",
	"校长": "xiao4zhang3", "重新": "chong2xin1", "还是": "hai2shi5", "还有": "hai2you3",
	"都是": "dou1shi4", "首都": "shou3du1", "因为": "yin1wei4", "为了": "wei4le5",
	"认为": "ren4wei2", "成为": "cheng2wei2", "音乐": "yin1yue4", "快乐": "kuai4le4",
	"爱好": "ai4hao4", "好奇": "hao4qi2", "便宜": "pian2yi5", "方便": "fang1bian4",
	"大夫": "dai4fu5", "头发": "tou2fa5", "会计": "kuai4ji4", "教室": "jiao4shi4",
	"教书": "jiao1shu1", "干净": "gan1jing4", "干活": "gan4huo2", "空儿": "kong4r5",
	"有空": "you3kong4", "觉醒": "jue2xing3", "一会儿": "yi1hui4r5", "朝阳": "zhao1yang2",
	"差不多": "cha4bu5duo1", "出差": "chu1chai1", "什么": "shen2me5", "怎么": "zen3me5",
	"这么": "zhe4me5", "那么": "na4me5", "多么": "duo1me5", "东西": "dong1xi5",
	"朋友": "peng2you5", "喜欢": "xi3huan5", "谢谢": "xie4xie5", "妈妈": "ma1ma5",
	"爸爸": "ba4ba5", "哥哥": "ge1ge5", "姐姐": "jie3jie5", "弟弟": "di4di5",
	"妹妹": "mei4mei5", "先生": "xian1sheng5", "时候": "shi2hou5", "知道": "zhi1dao5",
	"明白": "ming2bai5", "休息": "xiu1xi5", "衣服": "yi1fu5", "地方": "di4fang5",
	"事情": "shi4qing5", "认识": "ren4shi5", "意思": "yi4si5", "孩子": "hai2zi5",
	"桌子": "zhuo1zi5", "椅子": "yi3zi5", "房子": "fang2zi5", "儿子": "er2zi5",
	"名字": "ming2zi5", "早上": "zao3shang5", "晚上": "wan3shang5", "地上": "di4shang5",
	"看见": "kan4jian4", "看着": "kan4zhe5", "睡着": "shui4zhao2", "长城": "chang2cheng2",
	"长得": "zhang3de5", "中午": "zhong1wu3", "中国": "zhong1guo2", "北京": "bei3jing1",
	"上海": "shang4hai3", "不客气": "bu4ke4qi5", "对不起": "dui4bu5qi3",
	"得到": "de2dao4", "记得": "ji4de5", "地图": "di4tu2", "地铁": "di4tie3",
	"还给": "huan2gei3", "数学": "shu4xue2", "重要": "zhong4yao4", "应该": "ying1gai1",
	"咖啡": "ka1fei1", "商店": "shang1dian4", "参加": "can1jia1", "人参": "ren2shen1",
}
