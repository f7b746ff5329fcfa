package gloss

import "github.com/storyglot/storyglot/internal/lang/offline/mueller"

// ruCommon are frequent Russian words, by dictionary form, whose sense the
// reversed Müller dictionary cannot give or gives wrong, in three classes:
//
//   - verbs whose English is a phrasal verb (надеть "put on", выяснить
//     "find out", проснуться "wake up"): the reversal keeps only
//     one-word English headwords, so надевать comes back as "draw";
//   - words whose English is written with a capital (суббота "Saturday",
//     январь "January", английский "English"): the reversal drops
//     capitalised headwords as names, leaving "sabbath";
//   - frequent nouns and adjectives whose most common English word is not
//     Müller's first one (учёный "scientist", not "student"; процент
//     "percent", not "rate"; нора "burrow", not "squat").
//
// Both aspects of a verb are listed. Written from general knowledge of
// Russian word frequency, not from any story or test sentence.
var ruCommon = ruFolded(coreList(
	"verb", "собираться=be going to, gather|собраться=gather, get ready|оказываться=turn out, find oneself|оказаться=turn out, find oneself|"+
		"считаться=be considered|заставлять=make, force|заставить=make, force|варить=cook, boil|сварить=cook, boil|рождаться=be born|родиться=be born|"+
		"должен=must, have to|должна=must, have to|должно=must, have to|должны=must, have to|нужен=need, needed|нужна=need, needed|нужно=need, necessary|нужны=need, needed|"+
		"ел=eat (ate)|ела=eat (ate)|ело=eat (ate)|ели=eat (ate)|съел=eat (ate)|съела=eat (ate)|съели=eat (ate)|"+
		"замечать=notice|заметить=notice|жалеть=regret, be sorry, pity|пожалеть=regret, be sorry, pity|разговаривать=talk|волноваться=worry|"+
		"принимать=take, accept|принять=take, accept|забирать=take away, pick up|забрать=take away, pick up|отпускать=let go|отпустить=let go|"+
		"отправляться=set off|отправиться=set off|предпочитать=prefer|предпочесть=prefer|мешать=disturb, bother, stir|помешать=disturb, bother, stir|"+
		"выживать=survive|выжить=survive|дрожать=tremble, shake|вмешиваться=interfere|вмешаться=interfere|"+
		"сажать=plant, seat|посадить=plant, seat|выпадать=fall (out)|выпасть=fall (out)|превышать=exceed|превысить=exceed|украшать=decorate|украсить=decorate|"+
		"обещать=promise|пообещать=promise|ремонтировать=repair|отремонтировать=repair|ронять=drop|уронить=drop|выпускать=release, produce|выпустить=release, produce|"+
		"подкрадываться=sneak up|подкрасться=sneak up|задерживать=detain, delay|задержать=detain, delay|хотеть=want|петь=sing|"+
		"надевать=put on|надеть=put on|снимать=take off, remove|снять=take off, remove|одеваться=get dressed|одеться=get dressed|раздеваться=get undressed|"+
		"выходить=go out, come out|выйти=go out, come out|входить=go in, enter|войти=go in, enter|приходить=come, arrive|прийти=come, arrive|уходить=leave, go away|уйти=leave, go away|"+
		"подходить=come up to, suit|подойти=come up to, suit|проходить=pass, go through|пройти=pass, go through|переходить=cross|перейти=cross|заходить=drop in, go in|зайти=drop in, go in|"+
		"находить=find|найти=find|возвращаться=come back, return|вернуться=come back, return|"+
		"просыпаться=wake up|проснуться=wake up|вставать=get up, stand up|встать=get up, stand up|ложиться=lie down, go to bed|лечь=lie down, go to bed|садиться=sit down|сесть=sit down|"+
		"выяснять=find out|выяснить=find out|узнавать=find out, learn, recognise|узнать=find out, learn, recognise|"+
		"останавливаться=stop|остановиться=stop|останавливать=stop|остановить=stop|убирать=tidy up, put away|убрать=tidy up, put away|"+
		"включать=turn on, include|включить=turn on, include|выключать=turn off|выключить=turn off|поднимать=lift, pick up|поднять=lift, pick up|подниматься=go up, rise|подняться=go up, rise|"+
		"опускать=lower|опустить=lower|бросать=throw, give up|бросить=throw, give up|ждать=wait|подождать=wait|искать=look for, search|"+
		"прятаться=hide|спрятаться=hide|прятать=hide|спрятать=hide|выбрасывать=throw away|выбросить=throw away|заботиться=take care of|позаботиться=take care of|"+
		"выглядеть=look, seem|появляться=appear|появиться=appear|исчезать=disappear|исчезнуть=disappear|случаться=happen|случиться=happen|происходить=happen, take place|произойти=happen, take place|"+
		"объявлять=announce|объявить=announce|сообщать=report, inform|сообщить=report, inform|расти=grow|вырасти=grow, grow up|печь=bake, stove|испечь=bake|мочь=can, be able|помочь=help|"+
		"становиться=become|стать=become|оставаться=stay, remain|остаться=stay, remain|пытаться=try|попытаться=try|стараться=try|постараться=try|"+
		"мыть=wash|помыть=wash|вымыть=wash|звать=call|позвать=call|думать=think|подумать=think|говорить=speak, say|сказать=say, tell|"+
		"смотреть=look, watch|посмотреть=look, watch|видеть=see|увидеть=see|слышать=hear|услышать=hear|слушать=listen|послушать=listen|"+
		"ходить=walk, go|идти=go, walk|ехать=go, ride|ездить=go, ride|бежать=run|бегать=run|побежать=run|лететь=fly|летать=fly|плыть=swim, sail|плавать=swim|"+
		"нести=carry|носить=carry, wear|принести=bring|приносить=bring|везти=carry, drive|вести=lead|привести=bring|приводить=bring|"+
		"начинать=begin, start|начать=begin, start|начинаться=begin|начаться=begin|заканчиваться=end|закончиться=end|заканчивать=finish|закончить=finish|кончаться=end|кончиться=end|"+
		"жить=live|работать=work|учиться=study, learn|учить=teach, learn|изучать=study|играть=play|петь=sing|спеть=sing|спать=sleep|"+
		"есть=eat|съесть=eat|пить=drink|выпить=drink|готовить=cook, prepare|приготовить=cook, prepare|покупать=buy|купить=buy|платить=pay|заплатить=pay|"+
		"получать=get, receive|получить=get, receive|давать=give|дать=give|брать=take|взять=take|класть=put|положить=put|ставить=put, stand|поставить=put, stand|"+
		"открывать=open|открыть=open|закрывать=close|закрыть=close|терять=lose|потерять=lose|забывать=forget|забыть=forget|помнить=remember|вспоминать=remember|вспомнить=remember|"+
		"понимать=understand|понять=understand|знать=know|хотеть=want|захотеть=want|любить=love, like|нравиться=like, please|понравиться=like, please|"+
		"спрашивать=ask|спросить=ask|просить=ask, request|попросить=ask, request|отвечать=answer|ответить=answer|объяснять=explain|объяснить=explain|"+
		"показывать=show|показать=show|рассказывать=tell|рассказать=tell|писать=write|написать=write|читать=read|прочитать=read|"+
		"решать=decide, solve|решить=decide, solve|встречать=meet|встретить=meet|встречаться=meet|встретиться=meet|звонить=call, ring|позвонить=call, ring|"+
		"бояться=be afraid, fear|улыбаться=smile|улыбнуться=smile|смеяться=laugh|засмеяться=laugh|плакать=cry|заплакать=cry|"+
		"падать=fall|упасть=fall|сидеть=sit|стоять=stand|лежать=lie|держать=hold|ловить=catch|поймать=catch|строить=build|построить=build|"+
		"помогать=help|продавать=sell|продать=sell|посылать=send|послать=send|отправлять=send|отправить=send|умирать=die|умереть=die|убивать=kill|убить=kill|"+
		"чувствовать=feel|почувствовать=feel|казаться=seem|показаться=seem|верить=believe|поверить=believe|надеяться=hope|уставать=get tired|устать=get tired|"+
		"выигрывать=win|выиграть=win|проигрывать=lose|проиграть=lose|побеждать=win, defeat|победить=win, defeat|рисовать=draw|нарисовать=draw",
	"noun", "понедельник=Monday|вторник=Tuesday|среда=Wednesday, environment|четверг=Thursday|пятница=Friday|суббота=Saturday|воскресенье=Sunday|"+
		"январь=January|февраль=February|март=March|апрель=April|май=May|июнь=June|июль=July|август=August|сентябрь=September|октябрь=October|ноябрь=November|декабрь=December|"+
		"учёный=scientist|ученый=scientist|процент=percent|нора=burrow, hole|старик=old man|старушка=old woman|ёжик=hedgehog|ежик=hedgehog|ёж=hedgehog|еж=hedgehog|"+
		"семья=family|мама=mum, mother|папа=dad|ребёнок=child|ребенок=child|дочь=daughter|внучка=granddaughter|"+
		"человек=person, man|время=time|жизнь=life|работа=work, job|мир=world, peace|слово=word|место=place|вопрос=question|дело=matter, business|"+
		"сторона=side|страна=country|голова=head|день=day|ночь=night|утро=morning|вечер=evening|неделя=week|месяц=month|"+
		"дверь=door|комната=room|улица=street|дорога=road, way|город=city, town|деревня=village|река=river|море=sea|гора=mountain|лес=forest, wood|"+
		"погода=weather|дождь=rain|снег=snow|гроза=thunderstorm|солнце=sun|небо=sky|звезда=star|"+
		"сказка=fairy tale|история=story, history|учитель=teacher|врач=doctor|друг=friend|подруга=friend|сосед=neighbour|"+
		"пассажир=passenger|поезд=train|машина=car|самолёт=plane|корабль=ship",
	// Adjectives that are nouns too (мороженое "ice cream"), which the
	// adjective's other forms do not take as written (ruAdjectiveForm).
	"noun", "мороженое=ice cream|животное=animal|насекомое=insect|пирожное=cake, pastry|столовая=dining room, canteen|ванная=bathroom|гостиная=living room|"+
		"прихожая=hall|взрослый=adult, grown-up|рабочий=worker|больной=patient, sick|знакомый=acquaintance|прошлое=past|будущее=future|настоящее=present|"+
		"житель=inhabitant, resident|"+
		"очки=glasses|цветок=flower|цветы=flowers|телевизор=television, TV|предложение=sentence, offer, proposal|задание=task, assignment|"+
		"оружие=weapon|богиня=goddess|удача=luck|общежитие=dormitory, hostel|площадь=square, area|правда=truth|пор=times (до сих пор: still, until now)",
	"adv", "откуда=where from|туда=there|сюда=here|оттуда=from there|просто=simply, just|скорее=rather, sooner|никак=in no way|тихо=quietly|громко=loudly|"+
		"быстро=quickly|медленно=slowly|вместе=together|конечно=of course|наверное=probably|может=maybe, can|обычно=usually|сразу=at once|долго=for a long time",
	"adj", "английский=English|русский=Russian|французский=French|немецкий=German|испанский=Spanish|итальянский=Italian|китайский=Chinese|японский=Japanese|американский=American|"+
		"маленький=small, little|большой=big, large|старый=old|молодой=young|новый=new|хороший=good|плохой=bad",
))

// ruCommonSense glosses a word by the first of its forms that ruCommon
// lists: hunspell's stems and the imperfective of a listed perfective
// come in the order russianCandidates gives them.
func ruCommonSense(forms []string) (coreWord, string, bool) {
	for _, f := range forms {
		if c, ok := ruCommon[mueller.Fold(f)]; ok {
			return c, f, true
		}
	}
	return coreWord{}, "", false
}

// ruFolded keys a word list as the dictionary does (ё as е, lower case).
func ruFolded(m map[string]coreWord) map[string]coreWord {
	out := make(map[string]coreWord, len(m))
	for k, v := range m {
		if k != "" {
			out[mueller.Fold(k)] = v
		}
	}
	return out
}
