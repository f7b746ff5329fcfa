package httpapi

import (
	"context"
	"net/http"

	"github.com/storyglot/storyglot/internal/lang"
)

type addWordCardInput struct {
	ID   string `path:"id" maxLength:"64"`
	Body struct {
		Text     string   `json:"text" maxLength:"400" doc:"The word as written in the lesson"`
		Lemma    string   `json:"lemma,omitempty" maxLength:"400" doc:"Its dictionary form: the card's front"`
		POS      string   `json:"pos,omitempty" maxLength:"20"`
		Gloss    string   `json:"gloss,omitempty" maxLength:"400" doc:"The card's back"`
		Senses   []string `json:"senses,omitempty" maxItems:"3"`
		Source   string   `json:"source,omitempty" maxLength:"100"`
		Sentence string   `json:"sentence,omitempty" maxLength:"2000" doc:"The sentence it was met in: the card's hint"`
	}
}

type addWordCardOutput struct {
	Status int
	Body   flashcardBody
}

// addWordCard: a word picked in the reader becomes a card of the lesson
// (free; product §18). 201 with the new card, 200 with the lesson's word
// card of that word when it has one.
func (s *Server) addWordCard(ctx context.Context, in *addWordCardInput) (*addWordCardOutput, error) {
	owner, _ := identityFrom(ctx).account()
	b := in.Body
	for i, sense := range b.Senses {
		b.Senses[i] = truncateRunes(sense, 200)
	}
	c, created, err := s.Lessons.AddWordCard(ctx, owner, in.ID, lang.WordGloss{Text: truncateRunes(b.Text, 100),
		Lemma: truncateRunes(b.Lemma, 100), POS: b.POS, Gloss: truncateRunes(b.Gloss, 100), Senses: b.Senses, Source: b.Source},
		truncateRunes(b.Sentence, 500))
	if err != nil {
		return nil, problem(ctx, s.log, err)
	}
	st, err := s.Lessons.Get(ctx, owner, in.ID)
	if err != nil {
		return nil, problem(ctx, s.log, err)
	}
	status := http.StatusOK
	if created {
		status = http.StatusCreated
	}
	return &addWordCardOutput{Status: status, Body: toFlashcardBody(c, st.LanguagePair)}, nil
}

// truncateRunes cuts s to at most n characters.
func truncateRunes(s string, n int) string {
	r := []rune(s)
	if len(r) > n {
		return string(r[:n])
	}
	return s
}
