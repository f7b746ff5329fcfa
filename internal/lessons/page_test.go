package lessons

import (
	"context"
	"errors"
	"fmt"
	"testing"
	"time"

	"github.com/storyglot/storyglot/internal/domain"
	"github.com/storyglot/storyglot/internal/store"
	"github.com/storyglot/storyglot/internal/store/storetest"
)

// My Stories pages through every lesson of a learner, newest first, with no
// lesson twice or missed (lessons made in the same instant too), filtered
// by pair and by title in any case, and names every pair on the first page.
func TestStoriesPages(t *testing.T) {
	storetest.ForEachDialect(t, func(t *testing.T, st *store.Store) {
		ctx := context.Background()
		s := &Service{st: st}
		ana := domain.Account{Kind: domain.AccountGuest, ID: "guest-ana"}
		storetest.Lessons(t, st, ana, "ana", 75, 1)
		// Ten in German, the rest in Spanish; the first 40 a minute apart, the
		// other 35 made in the same instant (ties broken by id).
		base := time.Date(2026, 5, 1, 12, 0, 0, 0, time.UTC)
		if _, err := st.Exec(ctx, `UPDATE stories SET created_at = ? WHERE owner_id = ?`, base, ana.ID); err != nil {
			t.Fatal(err)
		}
		for i := 1; i <= 40; i++ {
			if _, err := st.Exec(ctx, `UPDATE stories SET created_at = ? WHERE id = ?`, base.Add(time.Duration(i)*time.Minute), fmt.Sprintf("story-ana-c%d", i)); err != nil {
				t.Fatal(err)
			}
		}
		if _, err := st.Exec(ctx, `UPDATE stories SET language_pair = 'german_english', target_language = 'de', title = 'Über den Fluss'
			WHERE id IN ('story-ana-c3', 'story-ana-c7', 'story-ana-c11', 'story-ana-c45', 'story-ana-c50', 'story-ana-c51', 'story-ana-c60',
			'story-ana-c61', 'story-ana-c70', 'story-ana-c74')`); err != nil {
			t.Fatal(err)
		}
		all := func(t *testing.T, q PageQuery) ([]Story, []string) {
			t.Helper()
			var out []Story
			var pairs []string
			for range 20 {
				p, err := s.StoriesPage(ctx, ana, q)
				if err != nil {
					t.Fatal(err)
				}
				if q.After == "" {
					pairs = p.Pairs
					if p.Total != 75 {
						t.Fatalf("the first page counts %d stories", p.Total)
					}
				} else if p.Pairs != nil || p.Total != -1 {
					t.Fatalf("pairs or a total on a later page: %v, %d", p.Pairs, p.Total)
				}
				if len(p.Stories) > max(q.Limit, 1) {
					t.Fatalf("a page of %d holds %d", q.Limit, len(p.Stories))
				}
				out = append(out, p.Stories...)
				if p.Next == "" {
					return out, pairs
				}
				q.After = p.Next
			}
			t.Fatal("the pages never end")
			return nil, nil
		}
		got, pairs := all(t, PageQuery{Limit: 30})
		if len(got) != 75 || fmt.Sprint(pairs) != "[german_english spanish_english]" {
			t.Fatalf("%d stories, pairs %v", len(got), pairs)
		}
		seen := map[string]bool{}
		for i, st := range got {
			if seen[st.ID] {
				t.Fatalf("%s twice", st.ID)
			}
			seen[st.ID] = true
			if i > 0 && (st.CreatedAt.After(got[i-1].CreatedAt) || st.CreatedAt.Equal(got[i-1].CreatedAt) && st.ID > got[i-1].ID) {
				t.Fatalf("%s after %s: not newest first", st.ID, got[i-1].ID)
			}
		}
		if got[0].ID != "story-ana-c40" {
			t.Fatalf("the newest is %s", got[0].ID)
		}
		de, _ := all(t, PageQuery{Limit: 4, Pair: "german_english"})
		if len(de) != 10 || de[0].ID != "story-ana-c11" {
			t.Fatalf("german: %d, first %v", len(de), de)
		}
		found, _ := all(t, PageQuery{Limit: 3, Search: "  üBER  "})
		if len(found) != 10 || found[0].Title != "Über den Fluss" {
			t.Fatalf("search: %d", len(found))
		}
		if none, _ := all(t, PageQuery{Limit: 3, Search: "nothing like it"}); len(none) != 0 {
			t.Fatalf("search for nothing: %d", len(none))
		}
		for _, bad := range []string{"%%%", "bm90IGEgY3Vyc29y"} {
			_, err := s.StoriesPage(ctx, ana, PageQuery{After: bad})
			var de *domain.Error
			if !errors.As(err, &de) || de.Code != domain.CodeInvalid {
				t.Fatalf("cursor %q: %v", bad, err)
			}
		}
		// Someone else's page is empty.
		if p, err := s.StoriesPage(ctx, domain.Account{Kind: domain.AccountGuest, ID: "guest-bo"}, PageQuery{}); err != nil || len(p.Stories) != 0 || len(p.Pairs) != 0 || p.Next != "" {
			t.Fatalf("another learner: %+v, %v", p, err)
		}
	})
}

// A page and the pairs cost the same for a learner of 3,000 lessons as for
// one of 100 (decision 0043).
func TestStoriesPageCostIndependentOfCollection(t *testing.T) {
	if testing.Short() {
		t.Skip("seeds 3,100 lessons")
	}
	for _, d := range storetest.Dialects(t) {
		t.Run(string(d), func(t *testing.T) {
			ctx := context.Background()
			st := storetest.NewSingle(t, d)
			s := &Service{st: st}
			small := domain.Account{Kind: domain.AccountGuest, ID: "guest-small"}
			large := domain.Account{Kind: domain.AccountGuest, ID: "guest-large"}
			storetest.Lessons(t, st, small, "small", 100, 1)
			storetest.Lessons(t, st, large, "large", 3000, 1)
			cost := func(who domain.Account) int64 {
				before := storetest.ReadsOf(t, st, "stories")
				first, err := s.StoriesPage(ctx, who, PageQuery{Limit: 30})
				if err != nil || len(first.Stories) != 30 || len(first.Pairs) != 1 {
					t.Fatalf("%+v, %v", first.Pairs, err)
				}
				second, err := s.StoriesPage(ctx, who, PageQuery{Limit: 30, After: first.Next, Pair: "spanish_english"})
				if err != nil || len(second.Stories) != 30 {
					t.Fatal(err)
				}
				return storetest.ReadsOf(t, st, "stories") - before
			}
			cost(small)
			cost(large)
			sm, lg := cost(small), cost(large)
			t.Logf("%s: two pages of My Stories read %d (100 lessons) and %d (3,000)", d, sm, lg)
			if lg > 2*sm+100 {
				t.Fatalf("two pages read %d for 3,000 lessons against %d for 100: they read every lesson", lg, sm)
			}
		})
	}
}
