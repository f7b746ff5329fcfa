package words

import (
	"context"
	"encoding/json"
	"errors"
	"os"
	"reflect"
	"testing"
	"time"

	"github.com/storyglot/storyglot/internal/domain"
	"github.com/storyglot/storyglot/internal/lang"
	"github.com/storyglot/storyglot/internal/store"
	"github.com/storyglot/storyglot/internal/store/storetest"
)

// The cases the web app's wordKey reads too.
func TestKeyMatchesTheWebApp(t *testing.T) {
	raw, err := os.ReadFile("testdata/word-keys.json")
	if err != nil {
		t.Fatal(err)
	}
	var f struct {
		Cases []struct{ Text, Lemma, Key string }
	}
	if err := json.Unmarshal(raw, &f); err != nil {
		t.Fatal(err)
	}
	if len(f.Cases) < 10 {
		t.Fatalf("%d cases", len(f.Cases))
	}
	for _, c := range f.Cases {
		if got := Key(c.Text, c.Lemma); got != c.Key {
			t.Errorf("Key(%q, %q) = %q, want %q", c.Text, c.Lemma, got, c.Key)
		}
	}
}

func TestKeysOf(t *testing.T) {
	ws := []lang.WordGloss{{Text: "Anna", POS: "propn"}, {Text: "hat", Lemma: "haben"}, {Text: "2", POS: "num"}, {Text: "Katzen", Lemma: "Katze"},
		{Text: "—"}, {Text: "Hat", Lemma: "haben"}, {Text: "потому что"}}
	if got, want := KeysOf(ws), []string{"haben", "katze", "потому что"}; !reflect.DeepEqual(got, want) {
		t.Errorf("KeysOf = %q, want %q", got, want)
	}
	// The form is the word as the text first writes it.
	_, forms := FormsOf(append(ws, lang.WordGloss{Text: "たくさん", Lemma: "沢山"}))
	if forms["haben"] != "hat" || forms["沢山"] != "たくさん" {
		t.Errorf("forms = %q", forms)
	}
}

func TestChangeOf(t *testing.T) {
	for _, c := range []struct {
		kind          string
		first         bool
		grade         int
		before, after float64
		want          Change
	}{
		{"sentence", true, 3, 0, 2.3, Met},
		{"sentence", true, 1, 0, 0.2, Met},
		{"sentence", false, 1, 30, 5, Unchanged},
		{"word", false, 1, 30, 5, Forgotten},
		{"word", false, 3, 15, 40, Learned},
		{"sentence", false, 4, 20, 60, Learned},
		{"sentence", false, 2, 15, 25, Unchanged}, // Hard is no proof of knowing
		{"sentence", false, 3, 25, 60, Unchanged}, // known already
		{"sentence", false, 3, 5, 12, Unchanged},
	} {
		if got := ChangeOf(c.kind, c.first, c.grade, c.before, c.after); got != c.want {
			t.Errorf("ChangeOf(%+v) = %d", c, got)
		}
	}
}

func TestShareFrom(t *testing.T) {
	keys := []string{"a", "b", "c", "d", "e"}
	sh := ShareFrom(keys, map[string]Status{"a": Known, "b": Known, "c": Ignored, "d": Learning}, map[string]string{"e": "E"})
	if sh.Words != 5 || sh.Known != 2 || sh.Ignored != 1 || sh.Learning != 1 || sh.Percent != 50 || !reflect.DeepEqual(sh.NewWords, []string{"E"}) {
		t.Errorf("share = %+v", sh)
	}
	if sh := ShareFrom(nil, nil, nil); sh.Percent != 100 || sh.NewWords == nil {
		t.Errorf("empty share = %+v", sh)
	}
	// Rounded down: 2 of 3 is 66 %, never shown as a whole text known.
	if sh := ShareFrom([]string{"a", "b", "c"}, map[string]Status{"a": Known, "b": Known}, nil); sh.Percent != 66 {
		t.Errorf("2 of 3 = %d %%", sh.Percent)
	}
}

func TestService(t *testing.T) {
	storetest.ForEachDialect(t, func(t *testing.T, st *store.Store) {
		ctx := context.Background()
		svc := NewService(st)
		clock := time.Date(2026, 10, 5, 9, 0, 0, 0, time.UTC)
		svc.now = func() time.Time { return clock }
		eva := domain.Account{Kind: domain.AccountGuest, ID: "guest-eva"}
		bob := domain.Account{Kind: domain.AccountUser, ID: "user-bob"}

		t.Run("set, read, forget", func(t *testing.T) {
			for _, c := range []struct{ word, status string }{{"Katze", "known"}, {"Hund", "learning"}, {"der", "ignored"}, {" Straße ", "known"}} {
				key, err := svc.Set(ctx, eva, "DE", c.word, Status(c.status))
				if err != nil || key != Key(c.word, "") {
					t.Fatalf("Set(%q) = %q, %v", c.word, key, err)
				}
			}
			got, err := svc.Of(ctx, eva, "de", []string{"katze", "hund", "der", "straße", "maus"})
			if err != nil || !reflect.DeepEqual(got, map[string]Status{"katze": Known, "hund": Learning, "der": Ignored, "straße": Known}) {
				t.Fatalf("Of = %v, %v", got, err)
			}
			if other, _ := svc.Of(ctx, bob, "de", []string{"katze"}); len(other) != 0 {
				t.Errorf("bob sees eva's words: %v", other)
			}
			if other, _ := svc.Of(ctx, eva, "fr", []string{"katze"}); len(other) != 0 {
				t.Errorf("another language sees them: %v", other)
			}
			if _, err := svc.Set(ctx, eva, "de", "Hund", New); err != nil {
				t.Fatal(err)
			}
			if got, _ := svc.Of(ctx, eva, "de", []string{"hund"}); len(got) != 0 {
				t.Errorf("a forgotten word: %v", got)
			}
		})

		t.Run("bad input is refused plainly", func(t *testing.T) {
			for name, c := range map[string]struct{ language, word, status string }{
				"unknown language": {"xx", "a", "known"},
				"empty word":       {"de", "  ", "known"},
				"long word":        {"de", string(make([]rune, 101)), "known"},
				"unknown status":   {"de", "a", "mastered"},
			} {
				_, err := svc.Set(ctx, eva, c.language, c.word, Status(c.status))
				var de *domain.Error
				if !errors.As(err, &de) || de.Code != domain.CodeInvalid || de.Message == "" {
					t.Errorf("%s: %v", name, err)
				}
			}
		})

		t.Run("known_at stays when a known word is set known again, and counts by month", func(t *testing.T) {
			if _, err := svc.Set(ctx, bob, "es", "gato", Known); err != nil {
				t.Fatal(err)
			}
			clock = clock.AddDate(0, 1, 0)
			for _, w := range []string{"gato", "perro"} {
				if _, err := svc.Set(ctx, bob, "es", w, Known); err != nil {
					t.Fatal(err)
				}
			}
			if _, err := svc.Set(ctx, bob, "es", "casa", Learning); err != nil {
				t.Fatal(err)
			}
			sum, err := svc.Summary(ctx, bob)
			if err != nil {
				t.Fatal(err)
			}
			want := []Counts{{Language: "es", Learning: 1, Known: 2, Months: []Month{{"2026-10", 1}, {"2026-11", 2}}}}
			if !reflect.DeepEqual(sum, want) {
				t.Errorf("Summary = %+v, want %+v", sum, want)
			}
		})

		t.Run("a guest's words move to the account; an erasure removes them", func(t *testing.T) {
			g := domain.Account{Kind: domain.AccountGuest, ID: "guest-zoe"}
			if _, err := svc.Set(ctx, g, "ja", "猫", Known); err != nil {
				t.Fatal(err)
			}
			if err := st.InTx(ctx, func(tx store.Tx) error { return svc.MoveGuestWork(ctx, tx, g.ID, "user-zoe") }); err != nil {
				t.Fatal(err)
			}
			zoe := domain.Account{Kind: domain.AccountUser, ID: "user-zoe"}
			if got, _ := svc.Of(ctx, zoe, "ja", []string{"猫"}); got["猫"] != Known {
				t.Fatalf("after sign-up: %v", got)
			}
			if got, _ := svc.Of(ctx, g, "ja", []string{"猫"}); len(got) != 0 {
				t.Errorf("the guest kept them: %v", got)
			}
			if err := st.InTx(ctx, func(tx store.Tx) error {
				return svc.EraseAccount(ctx, tx, domain.Erasure{UserID: zoe.ID, GuestIDs: []string{g.ID}})
			}); err != nil {
				t.Fatal(err)
			}
			if got, _ := svc.Summary(ctx, zoe); len(got) != 0 {
				t.Errorf("after erasure: %v", got)
			}
		})

		t.Run("many words at once, in one statement", func(t *testing.T) {
			keys, err := svc.SetMany(ctx, eva, "it", []string{"Casa", "casa", "Gatto", "cane"}, Known)
			if err != nil || !reflect.DeepEqual(keys, []string{"casa", "gatto", "cane"}) {
				t.Fatalf("SetMany = %q, %v", keys, err)
			}
			if got, _ := svc.Of(ctx, eva, "it", keys); len(got) != 3 || got["gatto"] != Known {
				t.Errorf("after SetMany: %v", got)
			}
			if _, err := svc.SetMany(ctx, eva, "it", []string{"casa", "gatto"}, New); err != nil {
				t.Fatal(err)
			}
			if got, _ := svc.Of(ctx, eva, "it", keys); len(got) != 1 || got["cane"] != Known {
				t.Errorf("after forgetting two: %v", got)
			}
			for name, ws := range map[string][]string{"none": nil, "an empty word": {"casa", " "}, "too many": make([]string, MaxSetMany+1)} {
				var de *domain.Error
				if _, err := svc.SetMany(ctx, eva, "it", ws, Known); !errors.As(err, &de) || de.Code != domain.CodeInvalid {
					t.Errorf("%s: %v", name, err)
				}
			}
		})

		t.Run("many keys are read in chunks", func(t *testing.T) {
			keys := make([]string, 0, 1200)
			for i := range 1200 {
				keys = append(keys, string(rune(0x4e00+i)))
			}
			if _, err := svc.Set(ctx, eva, "zh", keys[1100], Known); err != nil {
				t.Fatal(err)
			}
			got, err := svc.Of(ctx, eva, "zh", keys)
			if err != nil || len(got) != 1 || got[keys[1100]] != Known {
				t.Errorf("Of 1,200 keys = %v, %v", got, err)
			}
		})
	})
}
