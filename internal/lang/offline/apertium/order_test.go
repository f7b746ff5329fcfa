package apertium

import (
	"context"
	"fmt"
	"reflect"
	"testing"

	"github.com/storyglot/storyglot/internal/lang"
)

// TestAnswersIndependentOfOrder: a persistent pipeline answers each request
// with that request's answer, whatever came before it. Sentences with the
// characters that could unbalance the stream (escapes, brackets, line
// breaks, NUL, apostrophes, emoji) are analysed and translated in one order
// and in the reverse order; every sentence must get the same answer.
func TestAnswersIndependentOfOrder(t *testing.T) {
	a := newApertium(t)
	ctx := context.Background()
	sentences := map[lang.Code][]string{
		lang.Italian:    {"L'amico è arrivato.", "C'è un gatto [nero] / bianco.", "Lui\nè qui\t\ttutto.", "«Andiamo!» disse.", "Va bene\x00 così 😀.", "Perché? \\ Non lo so.", "È tardi... Sì."},
		lang.Spanish:    {"¿Dónde está?", "El #1 es <bueno> {ya}.", "Ella dijo: \"no\".", "Línea\n\nnueva.", "Hola @ana $5.", "¡Qué*bien!"},
		lang.Portuguese: {"Ele tem um cão.", "D'água e d'ouro.", "— Vem cá! — disse.", "Está^bem.", "Sim\r\nnão."},
	}
	for l, ss := range sentences {
		forward := map[string]string{}
		for _, s := range ss {
			u, err := a.Analyse(ctx, l, s)
			if err != nil {
				t.Fatalf("%s %q: %v", l, s, err)
			}
			forward[s] = fmt.Sprint(u)
		}
		for i := len(ss) - 1; i >= 0; i-- {
			u, err := a.Analyse(ctx, l, ss[i])
			if err != nil {
				t.Fatalf("%s %q: %v", l, ss[i], err)
			}
			if got := fmt.Sprint(u); got != forward[ss[i]] {
				t.Errorf("%s %q: analysis depends on order:\n%s\n%s", l, ss[i], forward[ss[i]], got)
			}
		}
		p := lang.Pair{Target: l, Native: lang.English}
		if l == lang.Portuguese || l == lang.Italian {
			p.Native = lang.Spanish
		}
		tr1, err := a.Translate(ctx, p, ss)
		if err != nil {
			t.Fatalf("%s: %v", p, err)
		}
		rev := make([]string, len(ss))
		for i := range ss {
			rev[i] = ss[len(ss)-1-i]
		}
		tr2, err := a.Translate(ctx, p, rev)
		if err != nil {
			t.Fatalf("%s: %v", p, err)
		}
		for i := range ss {
			if !reflect.DeepEqual(tr1[i], tr2[len(ss)-1-i]) {
				t.Errorf("%s %q: translation depends on order: %q vs %q", p, ss[i], tr1[i].Text, tr2[len(ss)-1-i].Text)
			}
		}
	}
}
