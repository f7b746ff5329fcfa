package gloss

import "github.com/storyglot/storyglot/internal/lang"

// moreCoreWords extends coreWords (core.go) with the adverbs, pronouns,
// modal verbs and most frequent verbs whose dictionary senses come out
// wrong: the small FreeDict dictionaries list an idiom or a rare sense
// first (it non: "keep one's hands off", fr répondre: "reduce the price",
// de auch: "for all you know", de fast: "bevels"), and a case-folding
// lookup reads a verb as its noun (de weiß: Wissen, "knowledge"). The most
// frequent words of a language are few, and a learner meets them in every
// sentence, so they are written here from general knowledge of each
// language (product §7: a wrong gloss is worse than none). Pronouns are
// listed with their part of speech so that they give no hint at all. Keys
// are lemmas for Apertium languages, matched by the analyser's lemma only
// (es como from comer, "eat", is not the adverb), and forms as written
// (lower case) or lemmas for German; an existing entry is not replaced.
var moreCoreWords = map[lang.Code][]string{
	lang.Italian: {
		"adv", "non=not|più=more|meno=less|molto=very, much|poco=little, not much|tanto=so much|troppo=too, too much|anche=also, too|ancora=still, again|già=already|sempre=always|mai=never, ever|qui=here|qua=here|lì=there|là=there|ora=now|adesso=now|poi=then|dopo=after, later|prima=before, first|oggi=today|domani=tomorrow|ieri=yesterday|presto=soon, early|tardi=late|bene=well|male=badly|così=so, like this|come=how, like|dove=where|quando=when|perché=why, because|solo=only|soltanto=only|proprio=really, just|davvero=really|piuttosto=rather|forse=perhaps, maybe|insieme=together|subito=at once|spesso=often|quasi=almost|sì=yes|estremamente=extremely|veramente=really",
		"pron", "io=I|tu=you|lui=he, him|lei=she, her|noi=we|voi=you|loro=they, them|mi=me|ti=you|ci=us, there|vi=you|si=oneself|ne=of it|che=that, which|chi=who|niente=nothing|nulla=nothing|tutto=all, everything|qualcuno=someone|qualcosa=something|ognuno=everyone|stesso=same, self",
		"verb", "dovere=must, have to|sapere=know|sembrare=seem|sentire=feel, hear|venire=come|uscire=go out|tornare=come back|piacere=like, please|parlare=speak, talk|prendere=take|mettere=put|lasciare=leave, let|pensare=think|credere=believe",
	},
	lang.French: {
		"adv", "ne=not|pas=not|plus=more|très=very|beaucoup=a lot, much|peu=little|trop=too, too much|aussi=also, too|encore=again, still|déjà=already|toujours=always, still|jamais=never|ici=here|là=there|maintenant=now|alors=then, so|puis=then|après=after|avant=before|aujourd'hui=today|demain=tomorrow|hier=yesterday|bien=well|mal=badly|comme=like, as|comment=how|où=where|quand=when|pourquoi=why|assez=enough, quite|vraiment=really|seulement=only|peut-être=maybe|ensemble=together|souvent=often|presque=almost|oui=yes|non=no|loin=far|près=near|vite=quickly|tard=late|tôt=early",
		"pron", "je=I|tu=you|il=he, it|elle=she, it|nous=we|vous=you|ils=they|elles=they|on=one, we|me=me|te=you|se=oneself|lui=him, her|moi=me|toi=you|eux=them|y=there|en=of it|ce=this, that|cela=that|ça=that|ceci=this|qui=who|que=that, what|quoi=what|dont=of which|rien=nothing|tout=all, everything|quelqu'un=someone|quel=what, which",
		"verb", "devoir=must, have to|savoir=know|falloir=be necessary|croire=believe|sembler=seem|mettre=put|partir=leave|sortir=go out|répondre=answer|tenir=hold|parler=speak, talk|trouver=find|donner=give|penser=think|aimer=love, like|passer=pass, spend|rester=stay|devenir=become|connaître=know|comprendre=understand",
	},
	lang.Portuguese: {
		"adv", "não=not|mais=more|muito=very, much|pouco=little|também=also, too|ainda=still, yet|já=already|sempre=always|nunca=never|aqui=here|ali=there|lá=there|agora=now|depois=after, later|antes=before|hoje=today|amanhã=tomorrow|ontem=yesterday|bem=well|mal=badly|assim=so, like this|como=how, like|onde=where|quando=when|porque=because|só=only|apenas=only, just|talvez=maybe|juntos=together|quase=almost|sim=yes|cedo=early|tarde=late|logo=soon|muito=very, much",
		"pron", "eu=I|tu=you|você=you|ele=he|ela=she|nós=we|vocês=you|eles=they|elas=they|me=me|te=you|nada=nothing|tudo=everything|alguém=someone|algo=something|ninguém=nobody",
		"verb", "dever=must, should|saber=know|querer=want|parecer=seem|gostar=like|falar=speak, talk|pensar=think|achar=find, think|conhecer=know|vir=come|voltar=come back|deixar=leave, let|levar=take, carry|chegar=arrive|passar=pass, spend",
	},
	lang.Spanish: {
		"adv", "no=no, not|más=more|muy=very|mucho=a lot, much|poco=little|también=also, too|todavía=still, yet|ya=already|siempre=always|nunca=never|aquí=here|allí=there|ahí=there|ahora=now|después=after, later|antes=before|hoy=today|ayer=yesterday|bien=well|mal=badly|así=so, like this|como=like, as|cómo=how|dónde=where|donde=where|cuándo=when|cuando=when|porque=because|solo=only, alone|sólo=only|quizás=maybe|quizá=maybe|juntos=together|casi=almost|sí=yes|pronto=soon|tarde=late|temprano=early",
		"pron", "yo=I|tú=you|usted=you|él=he|ella=she|nosotros=we|ellos=they|ellas=they|me=me|te=you|se=oneself|nada=nothing|todo=everything, all|alguien=someone|algo=something|nadie=nobody",
		"verb", "deber=must, should|saber=know|querer=want|parecer=seem|gustar=like|hablar=speak, talk|pensar=think|creer=believe|conocer=know|venir=come|volver=come back|dejar=leave, let|llevar=take, carry|llegar=arrive|pasar=pass, happen",
	},
	lang.German: {
		"adv", "nicht=not|auch=also, too|noch=still, yet|nur=only|schon=already|fast=almost|vielleicht=maybe, perhaps|so=so|wo=where|wie=how, as|wann=when|warum=why|immer=always|nie=never|niemals=never|sehr=very|gern=gladly|gerne=gladly|ganz=quite, whole|gerade=just, straight|ziemlich=quite, rather|wieder=again|jetzt=now|heute=today|morgen=tomorrow|gestern=yesterday|hier=here|dort=there|da=there|dann=then|mal=once, just|viel=much, a lot|viele=many|mehr=more|bald=soon|oft=often|zusammen=together|allein=alone|bitte=please|danke=thanks|ja=yes|nein=no|leider=unfortunately|schade=a pity|weg=away, gone|später=later|lange=long, for a long time|selbst=oneself, even|eigentlich=actually|wirklich=really|natürlich=of course, natural|genug=enough|wahrscheinlich=probably|vermutlich=presumably|sicher=sure, safe|trotzdem=nevertheless|deshalb=therefore|deswegen=that's why|darum=that's why|also=so, therefore|sogar=even|eben=just|bereits=already|gleich=right away, same|sofort=immediately|überall=everywhere|irgendwann=someday|manchmal=sometimes|damals=back then|endlich=finally|zuerst=first|plötzlich=suddenly|etwa=about|ungefähr=about|dafür=for it|dadurch=thereby|jedoch=however|indessen=meanwhile, however|leid=sorry",
		"conj", "solange=as long as|bevor=before|nachdem=after|sobald=as soon as",
		// Every person of the modals and of haben and sein in the
		// subjunctive: a form left out is stemmed to a noun or a phrase
		// (willst: "um ... willen", "for the sake of").
		"verb", "kannst=can|könnt=can|konntest=could|könntest=could|könntet=could|musst=must|müsst=must|musstest=had to|müsste=would have to|müssten=would have to|müsstest=would have to|willst=want|wollt=want|wolltest=wanted|wolltet=wanted|durften=were allowed to|durftest=were allowed to|dürfte=might|dürften=might|mochte=liked|mochten=liked|möchtet=would like|würdet=would|wusstest=knew|wüsste=would know|solltet=should|hätte=would have|hätten=would have|hättest=would have|wäre=would be|wären=would be|wärst=would be|habe=have|hast=have|habt=have|hatten=had|hattest=had|seid=are|warst=were",
		"verb", "soll=should|sollst=should|sollen=should|sollt=should|sollte=should|solltest=should|sollten=should|darf=may|darfst=may|dürfen=may, be allowed to|durfte=was allowed to|mag=like|magst=like|mögen=like|möchte=would like|möchtest=would like|möchten=would like|könnte=could|könnten=could|konnte=could, was able to|konnten=could|musste=had to|mussten=had to|wollte=wanted|wollten=wanted|würde=would|würdest=would|würden=would|weiß=know|weißt=know|wisst=know|wissen=know|wusste=knew|wussten=knew|gibt=gives, there is|heißt=is called, means|heiße=am called|tut=does|tun=do|tu=do|hör=listen|sehen=see|sieht=sees|siehst=see|sah=saw|finden=find|finde=find|findest=find|findet=finds|fand=found|bleiben=stay|bleibt=stays|blieb=stayed|bringen=bring|bringt=brings|brachte=brought|erklären=explain|erklärt=explains|erklärte=explained|dauern=last, take|dauert=lasts, takes|dauerte=lasted, took|lernen=learn|lernt=learns|passiert=happens, happened|passieren=happen",
	},
}

// lemmaCore holds the entries of moreCoreWords for Apertium languages,
// looked up by lemma alone (core).
var lemmaCore = map[lang.Code]map[string]coreWord{}

func init() {
	for l, pairs := range moreCoreWords {
		dst := coreWords[l]
		if l != lang.German {
			dst = map[string]coreWord{}
			lemmaCore[l] = dst
		}
		for w, c := range coreList(pairs...) {
			if _, taken := coreWords[l][w]; !taken {
				dst[w] = c
			}
		}
	}
}

// formCore are forms that two verbs share, glossed as both (es fue, pt foi:
// "was" of ser and "went" of ir; the tagger picks one, often the wrong
// one). They are matched as written, before any lemma.
var formCore = map[lang.Code]map[string]coreWord{
	lang.Spanish:    coreList("verb", "fue=was, went|fui=was, went|fueron=were, went|fuimos=were, went|fuiste=were, went|fuera=were, went"),
	lang.Portuguese: coreList("verb", "foi=was, went|fui=was, went|foram=were, went|fomos=were, went|fora=had been, had gone"),
	// fr faut, fallait: falloir ("must") and the rare faillir ("fail"),
	// which the tagger prefers; tu is the pronoun, which the tagger reads
	// as the participle of taire ("Es-tu…?", "que tu ne vois pas").
	lang.French: coreList("verb", "faut=must, is necessary|fallait=had to, was necessary|faudra=will have to|faudrait=would have to, should", "pron", "tu=you"),
}
