package gloss

// arFrequent are Arabic's most frequent nouns, adjectives and adverbs of
// everyday prose (the core vocabulary of learners' frequency lists: people
// and family, time, places, the body, food, colours, common qualities),
// with their commonest broken plurals, glossed from general knowledge of
// Arabic. FreeDict's ara-eng was made by reversing an English word list, so
// an everyday word often has only rare senses there or none: رأس only as
// "cape", عام as "blanketer", طاولة as "backgammon", ممكن as "doable",
// قليل as "drib", بارد without "cold". Keys are as written without short
// vowels; core_arabic.go adds their spellings without hamza and merges them
// after its own words (a word listed there keeps its gloss). The first sense
// is the one a learner meets most; a second follows a semicolon where a word
// has two common ones (شعر "hair; poetry").
var arFrequent = coreList(
	"noun",
	// People and family.
	"رجل=man|رجال=men|امرأة=woman|إمرأة=woman|نساء=women|سيدة=lady|ولد=boy, child|أولاد=children, boys|بنت=girl, daughter|بنات=girls, daughters|"+
		"فتاة=girl|فتيات=girls|فتى=boy, young man|شاب=young man|شباب=young people|طفل=child|أطفال=children|طفلة=little girl|"+
		"أب=father|آباء=fathers|والد=father|والدة=mother|والدان=parents|والدين=parents|أخ=brother|إخوة=brothers|إخوان=brothers|أخت=sister|أخوات=sisters|"+
		"ابن=son|إبن=son|أبناء=sons, children|ابنة=daughter|إبنة=daughter|زوج=husband|زوجة=wife|جد=grandfather|جدة=grandmother|"+
		"عم=uncle|عمة=aunt|خال=uncle|خالة=aunt|عائلة=family|أسرة=family|صديق=friend|صديقة=friend|أصدقاء=friends|جار=neighbour|جيران=neighbours|"+
		"ناس=people|الناس=people|أهل=family, people|شخص=person|أشخاص=people|إنسان=human being|ضيف=guest|ضيوف=guests|"+
		"معلم=teacher|معلمة=teacher|مدرس=teacher|مدرسة=school|طالب=student|طلاب=students|طالبة=student|تلميذ=pupil|تلاميذ=pupils|"+
		"طبيب=doctor|أطباء=doctors|ممرضة=nurse|شرطي=policeman|شرطة=police|سائق=driver|عامل=worker|عمال=workers|مدير=manager, director|"+
		"رئيس=president, head|ملك=king|ملكة=queen|أمير=prince|شعب=people, nation|"+
		// Time.
		"يوم=day|أيام=days|ليلة=night|ليال=nights|ليالي=nights|ليل=night|صباح=morning|مساء=evening|"+
		"أسبوع=week|أسابيع=weeks|شهر=month|أشهر=months|شهور=months|سنة=year|سنوات=years|سنين=years|عام=year; general|أعوام=years|"+
		"ساعة=hour; watch, clock|ساعات=hours|دقيقة=minute|دقائق=minutes|ثانية=second|لحظة=moment|وقت=time|أوقات=times|زمن=time|"+
		"صيف=summer|شتاء=winter; rain|ربيع=spring|خريف=autumn|عطلة=holiday|إجازة=holiday, leave|عيد=feast, holiday|"+
		// Places and things.
		"بيت=house, home|بيوت=houses|منزل=house, home|منازل=houses|غرفة=room|غرف=rooms|باب=door|أبواب=doors|نافذة=window|نوافذ=windows|"+
		"مطبخ=kitchen|حديقة=garden, park|حدائق=gardens|مدرسة=school|مدارس=schools|جامعة=university|مكتب=office; desk|مكتبة=library; bookshop|"+
		"مدينة=city|مدن=cities|قرية=village|قرى=villages|بلد=country|بلاد=country, countries|بلدان=countries|دولة=state, country|دول=states, countries|وطن=homeland|"+
		"شارع=street|شوارع=streets|طريق=road, way|طرق=roads|مكان=place|أماكن=places|سوق=market|أسواق=markets|محل=shop|دكان=shop|مطعم=restaurant|مقهى=café|"+
		"مستشفى=hospital|مطار=airport|محطة=station|فندق=hotel|مسجد=mosque|كنيسة=church|"+
		"سيارة=car|سيارات=cars|حافلة=bus|قطار=train|طائرة=plane|سفينة=ship|دراجة=bicycle|"+
		"مال=money|أموال=money|نقود=money|فلوس=money|عمل=work, job|أعمال=works, business|وظيفة=job|"+
		"كتاب=book|كتب=books|قلم=pen, pencil|أقلام=pens, pencils|ورقة=paper, sheet|أوراق=papers|رسالة=letter, message|رسائل=letters|"+
		"صورة=picture, photo|صور=pictures|هاتف=phone|هواتف=phones|حاسوب=computer|تلفاز=television|فيلم=film|أفلام=films|"+
		"طاولة=table|كرسي=chair|كراسي=chairs|سرير=bed|مفتاح=key|مفاتيح=keys|حقيبة=bag|جيب=pocket|هدية=gift, present|هدايا=gifts|"+
		"ملابس=clothes|ثياب=clothes|قميص=shirt|حذاء=shoe, shoes|"+
		// Food and drink.
		"طعام=food|أكل=food; eating|ماء=water|مياه=water|خبز=bread|لحم=meat|لحوم=meats|سمك=fish|دجاج=chicken|بيض=eggs|بيضة=egg|"+
		"فاكهة=fruit|فواكه=fruits|تفاحة=apple|تفاح=apples|برتقال=oranges|موز=bananas|خضار=vegetables|أرز=rice|رز=rice|سكر=sugar|ملح=salt|"+
		"قهوة=coffee|شاي=tea|حليب=milk|عصير=juice|جبن=cheese|فطور=breakfast|غداء=lunch|عشاء=dinner|وجبة=meal|كوب=cup, glass|كأس=glass, cup|"+
		// Body.
		"رأس=head|رؤوس=heads|يد=hand|أيدي=hands|يدين=hands|عين=eye|عيون=eyes|عينين=eyes|وجه=face|وجوه=faces|قلب=heart|جسم=body|جسد=body|"+
		"شعر=hair; felt|أذن=ear|آذان=ears|فم=mouth|أنف=nose|قدم=foot|أقدام=feet|ساق=leg|أسنان=teeth|دم=blood|"+
		// Nature and animals.
		"أرض=earth, land, ground|سماء=sky|شمس=sun|قمر=moon|نجم=star|نجوم=stars|بحر=sea|نهر=river|جبل=mountain|جبال=mountains|شجرة=tree|أشجار=trees|"+
		"زهرة=flower|زهور=flowers|مطر=rain|ثلج=snow|ريح=wind|رياح=winds|هواء=air|نار=fire|طقس=weather|"+
		"حيوان=animal|حيوانات=animals|كلب=dog|كلاب=dogs|قطة=cat|قط=cat|حصان=horse|طائر=bird|طيور=birds|عصفور=bird, sparrow|"+
		// Abstract and common.
		"شيء=thing|أشياء=things|اسم=name|أسماء=names|لغة=language|كلمة=word|كلمات=words|سؤال=question|أسئلة=questions|جواب=answer|إجابة=answer|"+
		"مشكلة=problem|مشاكل=problems|فكرة=idea|أفكار=ideas|حياة=life|موت=death|عالم=world|حرب=war|سلام=peace|حب=love|خوف=fear|"+
		"حقيقة=truth, fact|جزء=part|نوع=kind, type|أمر=matter; order|أمور=matters|سبب=reason|نهاية=end|بداية=beginning|طريقة=way, method|"+
		"قصة=story|قصص=stories|درس=lesson|دروس=lessons|امتحان=exam|لعبة=game|ألعاب=games|صوت=voice, sound|أصوات=voices|لون=colour|ألوان=colours|"+
		"عمر=age|حظ=luck|مساعدة=help|فرصة=chance|خبر=news|أخبار=news|رحلة=trip, journey|موعد=appointment|حفلة=party|"+
		"مرض=illness|صحة=health|جوع=hunger|عطش=thirst|نوم=sleep|حلم=dream|أحلام=dreams|رأي=opinion|حكومة=government|شركة=company|"+
		"مرة=time, once|مرات=times|نصف=half|ربع=quarter",
	"adj",
	"كبير=big|كبيرة=big|كبار=big, adults|صغير=small, little|صغيرة=small, little|صغار=small, children|جديد=new|جديدة=new|قديم=old|قديمة=old|"+
		"جيد=good|جيدة=good|سيئ=bad|سيء=bad|سيئة=bad|جميل=beautiful|جميلة=beautiful|قبيح=ugly|طويل=long, tall|طويلة=long, tall|قصير=short|قصيرة=short|"+
		"كثير=many, much|كثيرة=many|قليل=few, little|قليلة=few, little|أول=first|أولى=first|آخر=other; last|أخرى=other|أخير=last|أخيرة=last|"+
		"ممكن=possible|ممكنة=possible|مستحيل=impossible|صعب=difficult, hard|صعبة=difficult, hard|سهل=easy|سهلة=easy|مهم=important|مهمة=important; task|"+
		"سعيد=happy|سعيدة=happy|حزين=sad|حزينة=sad|مريض=ill, sick; patient|مريضة=ill, sick|متعب=tired|متعبة=tired|جائع=hungry|جائعة=hungry|"+
		"غني=rich|فقير=poor|حار=hot|حارة=hot|بارد=cold|باردة=cold|دافئ=warm|أبيض=white|بيضاء=white|أسود=black|سوداء=black|أحمر=red|حمراء=red|"+
		"أخضر=green|خضراء=green|أزرق=blue|زرقاء=blue|أصفر=yellow|صفراء=yellow|صحيح=right, true|خطأ=mistake, wrong|خاطئ=wrong|"+
		"خطير=dangerous, serious|خطيرة=dangerous, serious|قريب=near; relative|قريبة=near|بعيد=far|بعيدة=far|سريع=fast|سريعة=fast|بطيء=slow|بطيئة=slow|"+
		"ماضي=past, last|ماض=past, last|الماضي=past, last|الماضية=past, last|قادم=next, coming|القادم=next|القادمة=next|كامل=whole, complete|"+
		"وحيد=alone, lonely|وحيدة=alone, lonely|غريب=strange|غريبة=strange|مشغول=busy|مشغولة=busy|جاهز=ready|جاهزة=ready|ذكي=clever|ذكية=clever|"+
		"غبي=stupid|نظيف=clean|نظيفة=clean|وسخ=dirty|قوي=strong|قوية=strong|ضعيف=weak|ضعيفة=weak|ثقيل=heavy|خفيف=light|"+
		"رخيص=cheap|غالي=expensive|غال=expensive|ممتاز=excellent|رائع=wonderful|رائعة=wonderful|لذيذ=delicious|لذيذة=delicious|"+
		"سعيدا=happy|مشهور=famous|مشهورة=famous|حقيقي=real|عربي=Arabic, Arab|العربية=Arabic|إنجليزي=English|الإنجليزية=English|فرنسي=French|الفرنسية=French|"+
		"مفتوح=open|مغلق=closed|ممتلئ=full|فارغ=empty|هادئ=quiet, calm|سعيدة=happy|جاد=serious|عزيز=dear|عزيزي=my dear|عزيزتي=my dear|"+
		"مستعد=ready|متأكد=sure|متأكدة=sure|آسف=sorry|آسفة=sorry|مسرور=glad|غاضب=angry|غاضبة=angry|خائف=afraid|خائفة=afraid|",
	"num",
	"واحد=one|واحدة=one|اثنان=two|اثنين=two|ثلاثة=three|ثلاث=three|أربعة=four|أربع=four|خمسة=five|خمس=five|ستة=six|ست=six|سبعة=seven|سبع=seven|ثمانية=eight|تسعة=nine|تسع=nine|عشرة=ten|عشر=ten|مئة=hundred|مائة=hundred|ألف=thousand|مليون=million",
	"adv",
	"دائما=always|أبدا=never|هنا=here|صباحا=in the morning|مساء=in the evening|ليلا=at night|جدا=very|كثيرا=a lot|أيضا=also|فجأة=suddenly|"+
		"معا=together|وحده=alone|وحدي=alone|وحدها=alone|ببطء=slowly|جيدا=well|مبكرا=early|متأخرا=late|حالا=at once",
)
