// Package genie is the Genie of product §13: an AI story
// assistant that grants wishes. A wish (a new story, a change of a story, or
// ideas and then a story from one of them) is taken in the same transaction
// that records the granted action, under an idempotency key, and given back
// once when the AI fails. Regenerations (at most 3 per wish) and the
// conversation about the current story take no wish.
package genie

import (
	"context"
	"log/slog"
	"time"

	"github.com/storyglot/storyglot/internal/ai"
	"github.com/storyglot/storyglot/internal/credits"
	"github.com/storyglot/storyglot/internal/domain"
	"github.com/storyglot/storyglot/internal/lang"
	"github.com/storyglot/storyglot/internal/store"
)

// Chatter is the AI client (internal/ai.Client).
type Chatter interface {
	Configured() bool
	ChatJSON(ctx context.Context, schemaName string, schema map[string]any, messages []ai.Message, out any) (ai.Usage, error)
}

// Detector guesses the language of a text (the language engine).
type Detector interface {
	Detect(ctx context.Context, text string) (lang.Detection, error)
}

// Service grants wishes.
type Service struct {
	st     *store.Store
	ledger *credits.Ledger
	chat   Chatter
	detect Detector
	log    *slog.Logger
	now    func() time.Time
	// workLimit cuts a wish's AI work; a wish open for unsettled was left
	// behind (SetLimits).
	workLimit, unsettled time.Duration
}

// New returns the Genie. chat may be nil or unconfigured: every action then
// answers ErrUnconfigured and takes nothing.
func New(st *store.Store, ledger *credits.Ledger, chat Chatter, detect Detector, log *slog.Logger) *Service {
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	return &Service{st: st, ledger: ledger, chat: chat, detect: detect, log: log, now: time.Now,
		workLimit: defaultWorkLimit, unsettled: defaultUnsettled}
}

// Available reports whether an AI provider is configured.
func (s *Service) Available() bool { return s.chat != nil && s.chat.Configured() }

// Message is one message of the Genie chat (product §13).
type Message struct {
	Role    string `json:"role"`
	Content string `json:"content"`
}

// Idea is a story idea (product §13).
type Idea struct {
	ID          string `json:"id"`
	Title       string `json:"title"`
	Difficulty  string `json:"difficulty"`
	Description string `json:"description"`
}

// StoryParams are the New Story wizard's answers.
type StoryParams struct{ MainCharacter, Environment, Theme, Length string }

// ChangeParams are the Change Story wizard's answers.
type ChangeParams struct{ OriginalStory, RequestedChanges, TargetLength string }

// IdeasParams are the Story Ideas wizard's answers.
type IdeasParams struct{ UserInterests, SelectedIdeaID, StoryLength string }

// Request is one genie-chat call (product §13). Who asks comes from the session.
type Request struct {
	Action                         string
	TargetLanguage, NativeLanguage string
	CurrentStory                   string
	History                        []Message
	UserMessage                    string
	Story                          StoryParams
	Change                         ChangeParams
	Ideas                          IdeasParams
	// WishID names the wish a regeneration or a story-from-idea belongs to.
	WishID string
	// PayWithCredits lets a user out of wishes buy a pack (111 credits, 3
	// wishes) and use one at once.
	PayWithCredits bool
	// TimeZone is the learner's IANA zone: the daily wishes renew at its midnight.
	TimeZone       string
	IdempotencyKey string
}

// Result is what the Genie answers.
type Result struct {
	Action            string `json:"action"`
	Response          string `json:"response"`
	Ideas             []Idea `json:"ideas"`
	WishID            string `json:"wishId"`
	RegenerationsLeft int    `json:"regenerationsLeft"`
	WishesRemaining   int    `json:"wishesRemaining"`
	Credits           int    `json:"credits"`
	WishesRefreshed   bool   `json:"wishesRefreshed"`
	PaidWish          bool   `json:"paidWish"`
}

// State is the Genie's header: wishes and credits, and whether the daily
// wishes were just renewed (told once).
type State struct {
	Available       bool
	WishesRemaining int
	Credits         int
	WishesRefreshed bool
	PromptSignup    bool
}

// State reads the caller's wishes and credits, renewing daily wishes on a
// new day of the learner's time zone.
func (s *Service) State(ctx context.Context, who domain.Account, timeZone string) (State, error) {
	if who.Kind == domain.AccountUser {
		if err := s.ledger.SetTimeZone(ctx, who.ID, timeZone); err != nil {
			return State{}, err
		}
	}
	st := State{Available: s.Available()}
	var err error
	st.WishesRemaining, st.Credits, st.WishesRefreshed, err = s.balances(ctx, who)
	st.PromptSignup = who.Kind == domain.AccountGuest && st.WishesRemaining == 0
	return st, err
}

// balances reads wishes and credits, and takes the renewal notice.
func (s *Service) balances(ctx context.Context, who domain.Account) (wishes, credit int, refreshed bool, err error) {
	if who.Kind == domain.AccountUser {
		w, err := s.ledger.UserWishes(ctx, who.ID)
		if err != nil {
			return 0, 0, false, err
		}
		wishes = w.Total()
		if refreshed, err = s.ledger.TakeRenewalNotice(ctx, s.st, who.ID); err != nil {
			return 0, 0, false, err
		}
	} else if wishes, err = s.ledger.GuestWishes(ctx, s.st.ReadOnly(), who.ID); err != nil {
		return 0, 0, false, err
	}
	credit, err = s.ledger.Balance(ctx, who)
	return wishes, credit, refreshed, err
}
