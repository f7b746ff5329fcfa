package gloss

// arNews are frequent words of news and of stories that ara-eng glosses
// only by rare senses or by a homograph (وطني "patriot", عالمية
// "universalness", محافظ "purses", منتخب "elect", جزرة "islands"): public
// life, places and directions, animals of children's stories, and the
// adjectives of relation (nisba) that qualify them, written from general
// knowledge of Arabic like ar_frequent.go and merged after it
// (core_arabic.go). Words that are also a common verb as written (وضع
// "put", علم "knew", ظهر "appeared") are left to the dictionary.
var arNews = coreList(
	"noun",
	"منطقة=area, region|مناطق=areas, regions|وزير=minister|وزراء=ministers|وزارة=ministry|مسؤول=official|مسؤولون=officials|"+
		"اجتماع=meeting|مجلس=council|عاصمة=capital|وفد=delegation|سكان=inhabitants, population|مقال=article|مقالة=article|"+
		"شمال=north|جنوب=south|شرق=east|غرب=west|جزيرة=island|جزرة=carrot|محافظ=governor|منتخب=national team|فريق=team|"+
		"لاعب=player|لاعبون=players|مباراة=match|صحفي=journalist|صحفيون=journalists|جيش=army|اتفاق=agreement|اتفاقية=agreement|"+
		"حالة=state, case|قرار=decision|انتخابات=elections|مؤتمر=conference|تقرير=report|مشروع=project|اقتصاد=economy|"+
		"سياسة=policy, politics|قوات=forces|منظمة=organisation|مواطن=citizen|مواطنون=citizens|مواطنين=citizens|"+
		"شاطئ=beach, shore|صياد=fisherman, hunter|فلاح=farmer|أرنب=rabbit|ثعلب=fox|أسد=lion|فيل=elephant|سلحفاة=tortoise|"+
		"فأر=mouse|حقل=field|غابة=forest|كهف=cave|أميرة=princess|نفط=oil|سعر=price|أسعار=prices|تطعيم=vaccination|لقاح=vaccine|"+
		"حملة=campaign|شركة=company|شركات=companies|سوق=market|ميزانية=budget|جامعة=university|طائرة=plane",
	"adj",
	"وطني=national|دولي=international|عالمي=world, global|محلي=local|رسمي=official|سياسي=political|عسكري=military|"+
		"اقتصادي=economic|اجتماعي=social|تاريخي=historical|طبيعي=natural|شمالي=northern|جنوبي=southern|شرقي=eastern|"+
		"غربي=western|ملكي=royal|ذهبي=golden|خشبي=wooden|أمني=security|شعبي=popular, folk|حكومي=government|صحي=health, healthy|"+
		"عجوز=old|نهائي=final|أخير=last|ليلي=night, nightly|يومي=daily|أسبوعي=weekly|سنوي=yearly, annual",
)
