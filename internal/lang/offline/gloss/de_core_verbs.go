package gloss

import "strings"

// deu-eng lacks the everyday sense of many of the most frequent German
// verbs: sagen has "speak, tell" but not "say", hören "find out, listen"
// but not "hear", treffen "hit, afflict" but not "meet", kaufen, glauben
// and vorbereiten have no entry with "buy", "believe" or "prepare" at all
// (eng-deu lacks the other direction too). deCoreVerbs gives those verbs,
// about the two hundred commonest in stories and the news with their
// common separable compounds, their everyday sense, written from general
// knowledge of German; lookupGerman puts it before the dictionary's.
var deCoreVerbs = func() map[string]string {
	m := map[string]string{}
	for _, item := range strings.Split(`sagen=say, tell|kaufen=buy|verkaufen=sell|glauben=believe, think|hören=hear, listen|treffen=meet, hit|
sehen=see|spielen=play|fahren=drive, go|suchen=look for, search|finden=find|leisten=achieve, afford|kündigen=quit, cancel|
bitten=ask, request|bereiten=prepare|erklären=explain|planen=plan|verletzen=injure, hurt|erzählen=tell|schauen=look|
machen=make, do|sinken=sink, fall|steigen=climb, rise|laufen=run, walk|bauen=build|schreiben=write|lesen=read|lernen=learn|
arbeiten=work|wohnen=live|leben=live|sterben=die|essen=eat|trinken=drink|schlafen=sleep|warten=wait|helfen=help|
fragen=ask|antworten=answer|sprechen=speak, talk|rufen=call, shout|öffnen=open|schließen=close, shut|bringen=bring|
tragen=carry, wear|ziehen=pull|werfen=throw|fallen=fall|stehen=stand|sitzen=sit|liegen=lie|legen=put, lay|
stellen=put, place|setzen=put, set|zeigen=show|bekommen=get, receive|bleiben=stay, remain|denken=think|kennen=know|
verstehen=understand|vergessen=forget|lieben=love|brauchen=need|versuchen=try|beginnen=begin, start|gewinnen=win|
verlieren=lose|zahlen=pay|bezahlen=pay|schicken=send|reisen=travel|fliegen=fly|schwimmen=swim|springen=jump|
singen=sing|tanzen=dance|lachen=laugh|weinen=cry|fühlen=feel|spüren=feel|kochen=cook|waschen=wash|retten=save, rescue|
töten=kill|ändern=change|wachsen=grow|gehören=belong|nehmen=take|geben=give|kommen=come|gehen=go|halten=hold, stop|
lassen=let, leave|vermissen=miss|besuchen=visit|benutzen=use|tun=do|fangen=catch|schneiden=cut|erreichen=reach|
erinnern=remind|entscheiden=decide|folgen=follow|füllen=fill|holen=fetch, get|kämpfen=fight|klopfen=knock|lächeln=smile|
rennen=run|sammeln=collect|schenken=give (as a present)|schlagen=hit, beat|schreien=shout, scream|stören=disturb|
teilen=share, divide|träumen=dream|üben=practise|verbringen=spend|verdienen=earn|vergleichen=compare|verlassen=leave|
verstecken=hide|wählen=choose, vote|wünschen=wish|zählen=count|fehlen=be missing|freuen=be glad|gefallen=please, like|
passieren=happen|dauern=last, take|verschwinden=disappear|erscheinen=appear|bedeuten=mean|berichten=report|
beschließen=decide|fordern=demand|führen=lead|erhalten=receive|entwickeln=develop|erwarten=expect|
ankommen=arrive|anfangen=begin, start|aufhören=stop|aufstehen=get up, stand up|aufwachen=wake up|anrufen=call, phone|
einkaufen=shop|einladen=invite|zurückkommen=come back|vorbereiten=prepare|ankündigen=announce|aufheben=pick up, lift|
anziehen=put on|ausziehen=take off|aussehen=look|mitkommen=come along|mitnehmen=take along|zumachen=close|
aufmachen=open|weggehen=go away, leave|zurückkehren=return|fernsehen=watch TV|stattfinden=take place|
teilnehmen=take part|vorstellen=introduce, imagine|einschlafen=fall asleep|abfahren=depart, leave|losgehen=set off|
aufpassen=watch out|ausgehen=go out|einsteigen=get in|aussteigen=get out|zuhören=listen|annehmen=accept, assume|
hinausgehen=go out|zurückgehen=go back|hinfallen=fall down|herauskommen=come out|hereinkommen=come in|
zustimmen=agree|entdecken=discover|packen=pack, grab|bellen=bark|füttern=feed|umwerfen=knock over|verändern=change|
einstellen=hire, adjust`, "|") {
		verb, sense, _ := strings.Cut(strings.TrimSpace(item), "=")
		m[verb] = sense
	}
	return m
}()
