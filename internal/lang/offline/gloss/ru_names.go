package gloss

import (
	"strings"

	"github.com/storyglot/storyglot/internal/lang/offline/mueller"
)

// ruNameWords are given names, common in Russian stories and in texts for
// learners (Том, Мэри), that are also Russian words hunspell stems
// without a capital, and whose reading as that word is rare at the start of
// a sentence: том is a bookish word ("tome, volume"), боб a bean, ян a
// philosophical term. Inside a sentence any capitalised word is a name
// (lookupRussian); at the start of one these still are. Names that are
// common words (Вера "faith", Лев "lion", Роман "novel", Любовь "love")
// are not listed: a sentence may well start with those words, and the
// lesson tells a story's names from its words across the whole story.
var ruNameWords = map[string]bool{}

func init() {
	for _, w := range strings.Fields("том тома тому томом томе боб боба бобу бобом бобе ян яна яну яном яне ник ника нику ником нике кен кена кену ким дэн дэна") {
		ruNameWords[w] = true
	}
}

// ruGivenName reports whether a capitalised word is one of ruNameWords.
func ruGivenName(word string) bool {
	return isCapitalised(word) && ruNameWords[mueller.Fold(word)]
}
