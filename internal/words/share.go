package words

import (
	"context"
	"math"

	"github.com/storyglot/storyglot/internal/domain"
)

// MaxNewWords bounds the new words a Share lists.
const MaxNewWords = 30

// Share is how much of a text a learner knows (product §18): its distinct
// counted words by status, the share known, and its first new words.
type Share struct {
	Words    int
	Known    int
	Learning int
	Ignored  int
	// Percent is the known words' share of the words not ignored, rounded
	// down (a text is 100 % known only when every word is); 100 when
	// every word is ignored or there is none.
	Percent int
	// NewWords are the first new words as the text writes them (FormsOf),
	// or their keys when no form is given.
	NewWords []string
}

// ShareOf is owner's share known of the words keys (distinct, in order) in
// language; forms are how the text writes them (FormsOf; may be nil).
func (s *Service) ShareOf(ctx context.Context, owner domain.Account, language string, keys []string, forms map[string]string) (Share, error) {
	code, err := checkLanguage(language)
	if err != nil {
		return Share{}, err
	}
	statuses, err := s.Of(ctx, owner, code, keys)
	if err != nil {
		return Share{}, err
	}
	return ShareFrom(keys, statuses, forms), nil
}

// ShareFrom is the share known of keys given their statuses (Of) and forms.
func ShareFrom(keys []string, statuses map[string]Status, forms map[string]string) Share {
	sh := Share{Words: len(keys), NewWords: []string{}}
	for _, k := range keys {
		switch statuses[k] {
		case Known:
			sh.Known++
		case Learning:
			sh.Learning++
		case Ignored:
			sh.Ignored++
		default:
			if len(sh.NewWords) < MaxNewWords {
				if f := forms[k]; f != "" {
					sh.NewWords = append(sh.NewWords, f)
				} else {
					sh.NewWords = append(sh.NewWords, k)
				}
			}
		}
	}
	sh.Percent = 100
	if counted := sh.Words - sh.Ignored; counted > 0 {
		sh.Percent = int(math.Floor(100 * float64(sh.Known) / float64(counted)))
	}
	return sh
}
