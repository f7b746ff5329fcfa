package lessons

import (
	"context"
	"encoding/base64"
	"fmt"
	"strings"
	"time"

	"github.com/storyglot/storyglot/internal/domain"
	"github.com/storyglot/storyglot/internal/store"
)

// Page sizes of My Stories (product §10).
const (
	DefaultPageSize = 30
	MaxPageSize     = 100
	// searchBatch is how many titles a search reads at a time.
	searchBatch = 500
)

// PageQuery asks for one page of a learner's stories, newest first: those
// after the cursor of the page before (After, "" for the first), of one
// language pair (Pair, "" for all) and whose title contains Search (any case).
type PageQuery struct {
	After  string
	Limit  int
	Pair   string
	Search string
}

// Page is one page of a learner's stories. Next is the cursor of the page
// after it ("" at the end). On the first page only: Pairs are the language
// pairs of all the learner's stories, for the filter, and Total is how
// many stories they have (-1 on later pages).
type Page struct {
	Stories []Story
	Next    string
	Pairs   []string
	Total   int
}

// errBadCursor is a cursor this server did not give.
var errBadCursor = domain.Titled(domain.CodeInvalid, "Invalid Page",
	"This list of stories has changed since it was opened. Reload My Stories.")

// StoriesPage returns a page of owner's stories, newest first (created_at,
// then id). Each page is read in index order (stories_owner_idx, or
// stories_owner_pair_idx with a pair), so its cost does not grow with the
// learner's stories; a search reads their titles until the page is full
// (decision 0043).
func (s *Service) StoriesPage(ctx context.Context, owner domain.Account, q PageQuery) (Page, error) {
	limit := q.Limit
	if limit <= 0 {
		limit = DefaultPageSize
	}
	limit = min(limit, MaxPageSize)
	page := Page{Total: -1}
	var err error
	if q.After == "" {
		if page.Pairs, err = s.pairs(ctx, owner); err != nil {
			return Page{}, err
		}
		// Counted as stories are written (study_counts, migration 0034).
		if err := s.st.ReadOnly().QueryRow(ctx, "SELECT COALESCE((SELECT lessons FROM study_counts WHERE owner_kind = ? AND owner_id = ?), 0)",
			string(owner.Kind), owner.ID).Scan(&page.Total); err != nil {
			return Page{}, fmt.Errorf("lessons: count stories: %w", err)
		}
	}
	at, id, err := decodeCursor(q.After)
	if err != nil {
		return Page{}, err
	}
	needle := strings.ToLower(strings.TrimSpace(q.Search))
	if needle == "" {
		// One read in index order: the page and one more, to know if it ends.
		where, args := pageWhere(owner, q.Pair, at, id)
		rows, err := s.st.ReadOnly().Query(ctx, "SELECT "+storyColumns+" FROM stories WHERE "+where+
			" ORDER BY created_at DESC, id DESC LIMIT ?", append(args, limit+1)...)
		if err != nil {
			return Page{}, fmt.Errorf("lessons: page of stories: %w", err)
		}
		if page.Stories, err = store.ScanAll(rows, scanStory); err != nil {
			return Page{}, fmt.Errorf("lessons: page of stories: %w", err)
		}
		if len(page.Stories) > limit {
			page.Stories = page.Stories[:limit]
			last := page.Stories[limit-1]
			page.Next = encodeCursor(last.CreatedAt, last.ID)
		}
		if page.Stories == nil {
			page.Stories = []Story{}
		}
		return page, nil
	}
	// A search reads the titles in the same order until the page is full.
	var found []storyKey
	for len(found) <= limit {
		keys, err := s.storyKeys(ctx, owner, q.Pair, at, id, searchBatch)
		if err != nil {
			return Page{}, err
		}
		for _, k := range keys {
			if strings.Contains(strings.ToLower(k.title), needle) {
				found = append(found, k)
			}
		}
		if len(keys) < searchBatch {
			break
		}
		at, id = keys[len(keys)-1].createdAt, keys[len(keys)-1].id
	}
	more := len(found) > limit
	found = found[:min(len(found), limit)]
	ids := make([]string, len(found))
	for i, k := range found {
		ids[i] = k.id
	}
	if page.Stories, err = s.storiesByID(ctx, ids); err != nil {
		return Page{}, err
	}
	if more {
		last := found[len(found)-1]
		page.Next = encodeCursor(last.createdAt, last.id)
	}
	return page, nil
}

// pageWhere selects owner's stories of pair ("" for all) after the one at
// (at, id) in the order newest first ("" id: from the newest).
func pageWhere(owner domain.Account, pair string, at time.Time, id string) (string, []any) {
	where, args := "owner_kind = ? AND owner_id = ?", []any{string(owner.Kind), owner.ID}
	if pair != "" {
		where, args = where+" AND language_pair = ?", append(args, pair)
	}
	if id != "" {
		// The first condition is the index's range; the second breaks ties.
		where, args = where+" AND created_at <= ? AND (created_at < ? OR id < ?)", append(args, at, at, id)
	}
	return where, args
}

type storyKey struct {
	id, title string
	createdAt time.Time
}

// storyKeys reads up to n of owner's stories (id, title, time) after the
// one at (at, id), newest first.
func (s *Service) storyKeys(ctx context.Context, owner domain.Account, pair string, at time.Time, id string, n int) ([]storyKey, error) {
	where, args := pageWhere(owner, pair, at, id)
	rows, err := s.st.ReadOnly().Query(ctx, "SELECT id, title, created_at FROM stories WHERE "+where+
		" ORDER BY created_at DESC, id DESC LIMIT ?", append(args, n)...)
	if err != nil {
		return nil, fmt.Errorf("lessons: page of stories: %w", err)
	}
	return store.ScanAll(rows, func(r store.Row) (k storyKey, err error) {
		err = r.Scan(&k.id, &k.title, &k.createdAt)
		return k, err
	})
}

// storiesByID reads the stories of ids, in that order.
func (s *Service) storiesByID(ctx context.Context, ids []string) ([]Story, error) {
	out := []Story{}
	if len(ids) == 0 {
		return out, nil
	}
	rows, err := s.st.ReadOnly().Query(ctx, "SELECT "+storyColumns+" FROM stories WHERE id IN (?"+
		strings.Repeat(", ?", len(ids)-1)+")", anys(ids)...)
	if err != nil {
		return nil, fmt.Errorf("lessons: read a page of stories: %w", err)
	}
	sts, err := store.ScanAll(rows, scanStory)
	if err != nil {
		return nil, fmt.Errorf("lessons: read a page of stories: %w", err)
	}
	byID := make(map[string]Story, len(sts))
	for _, st := range sts {
		byID[st.ID] = st
	}
	for _, id := range ids {
		if st, ok := byID[id]; ok { // deleted meanwhile: left out
			out = append(out, st)
		}
	}
	return out, nil
}

// pairs returns the language pairs of owner's stories in a walk of the
// index from one pair to the next (a loose index scan: one probe a pair,
// however many stories each has).
func (s *Service) pairs(ctx context.Context, owner domain.Account) ([]string, error) {
	k, id := string(owner.Kind), owner.ID
	rows, err := s.st.ReadOnly().Query(ctx, `WITH RECURSIVE p(pair) AS (
		SELECT MIN(language_pair) FROM stories WHERE owner_kind = ? AND owner_id = ?
		UNION ALL
		SELECT (SELECT MIN(s.language_pair) FROM stories s WHERE s.owner_kind = ? AND s.owner_id = ? AND s.language_pair > p.pair)
		FROM p WHERE p.pair IS NOT NULL)
		SELECT pair FROM p WHERE pair IS NOT NULL`, k, id, k, id)
	if err != nil {
		return nil, fmt.Errorf("lessons: language pairs of stories: %w", err)
	}
	return store.ScanAll(rows, func(r store.Row) (p string, err error) {
		err = r.Scan(&p)
		return p, err
	})
}

func encodeCursor(at time.Time, id string) string {
	return base64.RawURLEncoding.EncodeToString([]byte(at.UTC().Format(time.RFC3339Nano) + " " + id))
}

func decodeCursor(c string) (time.Time, string, error) {
	if c == "" {
		return time.Time{}, "", nil
	}
	raw, err := base64.RawURLEncoding.DecodeString(c)
	if err != nil {
		return time.Time{}, "", errBadCursor
	}
	ts, id, ok := strings.Cut(string(raw), " ")
	at, err := time.Parse(time.RFC3339Nano, ts)
	if !ok || err != nil || id == "" {
		return time.Time{}, "", errBadCursor
	}
	return at, id, nil
}

func anys(ss []string) []any {
	out := make([]any, len(ss))
	for i, s := range ss {
		out[i] = s
	}
	return out
}
