package builtin

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"strconv"
	"strings"
	"time"

	"github.com/storyglot/storyglot/internal/auth"
	"github.com/storyglot/storyglot/internal/domain"
	"github.com/storyglot/storyglot/internal/lang"
	"github.com/storyglot/storyglot/internal/lessons"
	"github.com/storyglot/storyglot/internal/store"
)

// LibraryUserID owns the lessons start-up seeds: the account the curated
// list's own stories belong to. It has no password and cannot sign in.
const LibraryUserID = domain.LibraryUserID

// Provider names our own translations on the cards.
const Provider = "storyglot"

// Service opens quick stories and keeps the curated public list.
type Service struct {
	cat     *Catalog
	st      *store.Store
	lessons *lessons.Service
	auth    *auth.Service // makes the library account: auth owns users (decision 0041)
	log     *slog.Logger
	now     func() time.Time
}

// New loads the catalog embedded in the binary.
func New(st *store.Store, ls *lessons.Service, accounts *auth.Service, log *slog.Logger) (*Service, error) {
	cat, err := Load()
	if err != nil {
		return nil, err
	}
	return &Service{cat: cat, st: st, lessons: ls, auth: accounts, log: log, now: time.Now}, nil
}

// Catalog returns the quick stories.
func (s *Service) Catalog() *Catalog { return s.cat }

// QuickStory is a quick story as the header lists it.
type QuickStory struct {
	Slug  string
	Title string
	Level string
	// Translated: we translated every sentence into the native language
	// ourselves; otherwise the engine makes the backs (product §6).
	Translated bool
	// Content is the story's text, as its lesson is made from it.
	Content string
}

var errLoginRequired = domain.Titled(domain.CodeUnauthorized, "Login required",
	"Please log in to open the quick stories, or continue as a guest and write your own.")

func errUnknownStory(slug string) error {
	return domain.Titled(domain.CodeNotFound, "Story Not Found", fmt.Sprintf("There is no quick story called %q.", slug))
}

// errNoPair is product §11's 'Language Not Supported': the pair itself is
// not one of ours (a language twice, one we do not teach).
func errNoPair(slug, target, native string) error {
	return notInPair("Language Not Supported", slug, target, native)
}

// errNotWritten is product §11's 'Story not available': the pair is ours,
// but this story has no text in its target language yet.
func errNotWritten(slug, target, native string) error {
	return notInPair("Story not available", slug, target, native)
}

func notInPair(title, slug, target, native string) error {
	key := target + "_" + native
	if p, err := lang.NewPair(target, native); err == nil {
		key = p.Key()
	}
	name := "Quick"
	if slug != "" {
		name = strings.ToUpper(slug[:1]) + slug[1:]
	}
	return domain.Titled(domain.CodeInvalid, title, fmt.Sprintf("%s story not available for language pair: %s", name, key))
}

// Quick lists the quick stories for a language pair, in header order: the
// embedded ones overlaid with the versions admins wrote (product §16).
func (s *Service) Quick(ctx context.Context, target, native string) ([]QuickStory, error) {
	pair, err := lang.NewPair(target, native)
	if err != nil {
		return nil, errNoPair("", target, native)
	}
	current, err := s.currentIn(ctx, pair.Target)
	if err != nil {
		return nil, err
	}
	var out []QuickStory
	for _, v := range current {
		_, _, ours := v.Story.Translation(pair.Native)
		out = append(out, QuickStory{Slug: v.Slug, Title: v.Story.Title, Level: v.Story.Level, Translated: ours, Content: v.Story.Content()})
	}
	return out, nil
}

// quickSource names what a quick-story lesson was made from; a version an
// admin wrote has its own, so a learner's lesson of it uses its text.
func quickSource(slug string, p lang.Pair, version int) string {
	s := "quick:" + slug + ":" + string(p.Target) + ":" + string(p.Native)
	if version > 0 {
		s += ":v" + strconv.Itoa(version)
	}
	return s
}

// OpenQuick gives a signed-in user the lesson of a quick story in a pair:
// the same one every time. It is a copy of a lesson already made when there
// is one (ready at once), otherwise the pipeline makes it now. Free.
func (s *Service) OpenQuick(ctx context.Context, owner domain.Account, slug, target, native string) (lessons.Story, error) {
	if owner.Kind != domain.AccountUser {
		return lessons.Story{}, errLoginRequired
	}
	if !s.cat.Known(slug) {
		return lessons.Story{}, errUnknownStory(slug)
	}
	pair, err := lang.NewPair(target, native)
	if err != nil {
		return lessons.Story{}, errNoPair(slug, target, native)
	}
	v, ok, err := s.Current(ctx, pair.Target, slug)
	if err != nil {
		return lessons.Story{}, err
	}
	if !ok {
		return lessons.Story{}, errNotWritten(slug, target, native)
	}
	st, source := v.Story, quickSource(slug, pair, v.Version)
	if mine, err := s.lessons.FromSource(ctx, owner, source); err == nil {
		return mine, nil
	} else if !errors.Is(err, domain.ErrNotFound) {
		return lessons.Story{}, err
	}
	if made, err := s.lessons.CompletedOfSource(ctx, source); err == nil {
		return s.lessons.Copy(ctx, owner, made.ID, source)
	} else if !errors.Is(err, domain.ErrNotFound) {
		return lessons.Story{}, err
	}
	return s.lessons.CreateFree(ctx, owner, freeInput(st, pair, source, false))
}

func freeInput(st Story, pair lang.Pair, source string, background bool) lessons.FreeInput {
	in := lessons.FreeInput{Title: st.Title, Content: st.Content(), Target: string(pair.Target), Native: string(pair.Native),
		Source: source, Background: background}
	if sentences, title, ok := st.Translation(pair.Native); ok {
		in.Translation = &lessons.HumanTranslation{Sentences: sentences, Title: title, Provider: Provider}
	}
	return in
}

// SeedPairs are the pairs start-up makes every quick story in: each learning
// language for English speakers, and English for Spanish speakers.
func SeedPairs() []lang.Pair {
	var out []lang.Pair
	for _, l := range lang.Codes() {
		native := lang.English
		if l == lang.English {
			native = lang.Spanish
		}
		out = append(out, lang.Pair{Target: l, Native: native})
	}
	return out
}

// Seed makes sure the library account exists and that every quick story has
// a lesson in each seed pair, published on the curated list, so that quick
// stories open at once and the list is never empty on a fresh install. A
// seed made before is left as it is (an admin may have unpublished it).
// The lessons are made one at a time in the background queue, so learners'
// lessons and mails never wait for them.
func (s *Service) Seed(ctx context.Context) (int, error) {
	if err := s.auth.EnsureLibraryAccount(ctx); err != nil {
		return 0, fmt.Errorf("builtin: library account: %w", err)
	}
	made := 0
	for _, pair := range SeedPairs() {
		current, err := s.currentIn(ctx, pair.Target)
		if err != nil {
			return made, err
		}
		for _, v := range current {
			n, err := s.seedOne(ctx, v, pair)
			if err != nil {
				return made, err
			}
			made += n
		}
	}
	return made, nil
}

var library = domain.Account{Kind: domain.AccountUser, ID: LibraryUserID}

// seedOne makes the library's lesson of a version in a pair and publishes
// it, unless it was made before. It returns 1 when it made one.
func (s *Service) seedOne(ctx context.Context, v Version, pair lang.Pair) (int, error) {
	source := quickSource(v.Slug, pair, v.Version)
	if _, err := s.lessons.FromSource(ctx, library, source); err == nil {
		return 0, nil
	} else if !errors.Is(err, domain.ErrNotFound) {
		return 0, err
	}
	story, err := s.lessons.CreateFree(ctx, library, freeInput(v.Story, pair, source, true))
	if err != nil {
		return 0, err
	}
	if _, err := s.Publish(ctx, domain.Account{}, story.ID); err != nil {
		return 0, err
	}
	return 1, nil
}
