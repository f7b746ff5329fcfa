package httpapi

import (
	"context"
	"time"

	"github.com/storyglot/storyglot/internal/domain"
	"github.com/storyglot/storyglot/internal/lang"
	"github.com/storyglot/storyglot/internal/lessons"
	"github.com/storyglot/storyglot/internal/telemetry"
)

// InterfaceLanguages are the UI languages of product §2.
var interfaceLanguages = []string{"en", "es", "fr", "zh", "de", "hi"}

type learningLanguage struct {
	Code       string `json:"code" example:"es"`
	Name       string `json:"name" example:"Spanish"`
	NativeName string `json:"nativeName" example:"Español"`
}

// creditPack is a pack of credits on sale (product §5): the pages read the packs
// from here, never from a copy of their own.
type creditPack struct {
	ID         string `json:"id" enum:"small,large" example:"small"`
	Credits    int    `json:"credits" example:"50"`
	PriceCents int    `json:"priceCents" doc:"Price in the currency's minor unit" example:"99"`
	Currency   string `json:"currency" doc:"ISO 4217 code, lower case" example:"usd"`
	BestValue  bool   `json:"bestValue" doc:"The pack shown as 'Best Value'"`
}

// earningRule is the rule of earned credits (product §12), for the pages that explain it.
type earningRule struct {
	Goal          int `json:"goal" doc:"Distinct cards to grade in a day"`
	GoalCredits   int `json:"goalCredits" doc:"Credits for the day's goal"`
	StreakDays    int `json:"streakDays" doc:"Every this many days in a row with the goal met..."`
	StreakCredits int `json:"streakCredits" doc:"...earn this many more credits"`
}

// retention says how long this server keeps what it records about visitors,
// for the privacy policy (from the settings, so the text and the job agree).
type retention struct {
	AnalyticsDays int `json:"analyticsDays" doc:"Days page views, visits and product events are kept (STORYGLOT_ANALYTICS_RETENTION_DAYS)" example:"395"`
	ErrorLogDays  int `json:"errorLogDays" doc:"Days error log entries are kept" example:"90"`
}

// storyLimits are the bounds Create checks, sent so that the story field
// says the same limit before the learner pays (product §6).
type storyLimits struct {
	StoryChars    int `json:"storyChars" doc:"Most characters in one story (trimmed, counted in code points)" example:"5000"`
	MinStoryChars int `json:"minStoryChars" doc:"Fewest visible characters a story needs" example:"13"`
}

// wishPack is what a signed-in learner out of wishes pays for more (product §5),
// so that the Genie's questions name the server's price.
type wishPack struct {
	Credits int `json:"credits" doc:"Credits a pack of wishes costs" example:"111"`
	Wishes  int `json:"wishes" doc:"Wishes in a pack" example:"3"`
}

type metaOutput struct {
	Body struct {
		Version            string             `json:"version" example:"0.1.0"`
		LearningLanguages  []learningLanguage `json:"learningLanguages"`
		InterfaceLanguages []string           `json:"interfaceLanguages"`
		GoogleSignIn       bool               `json:"googleSignIn" doc:"Whether Google sign-in is configured on this server"`
		AIStories          bool               `json:"aiStories" doc:"Whether an AI provider can write stories (the AI Story tab)"`
		Packs              []creditPack       `json:"packs" doc:"Credit packs on sale, in display order"`
		Payments           bool               `json:"payments" doc:"Whether card payments are configured (the packs can be bought)"`
		Earning            earningRule        `json:"earning" doc:"How users earn credits by studying"`
		Operator           Operator           `json:"operator" required:"false" doc:"Who runs this site (the legal pages name them; always sent)"`
		Retention          retention          `json:"retention" doc:"How long analytics and error logs are kept (the privacy policy says so)"`
		Limits             storyLimits        `json:"limits" doc:"The story field's limits, as the server checks them"`
		WishPack           wishPack           `json:"wishPack" doc:"The Genie's pack of wishes for credits"`
		Cookies            []cookieInfo       `json:"cookies" doc:"Every cookie this server sets, for the privacy policy"`
		Pictures           bool               `json:"pictures" doc:"Whether lessons get pictures (an AI image model is configured); the landing and About say so only then"`
	}
}

func (s *Server) getMeta(ctx context.Context, _ *struct{}) (*metaOutput, error) {
	out := &metaOutput{}
	out.Body.Version = s.Version
	for _, l := range lang.Languages() {
		out.Body.LearningLanguages = append(out.Body.LearningLanguages,
			learningLanguage{Code: string(l.Code), Name: l.Name, NativeName: l.NativeName})
	}
	out.Body.InterfaceLanguages = interfaceLanguages
	out.Body.GoogleSignIn = s.Google != nil
	out.Body.AIStories = s.Engine != nil && s.Engine.CanWriteStories(lang.Spanish)
	out.Body.Pictures = s.Engine != nil && s.Engine.Offer(lang.Pair{Target: lang.Spanish, Native: lang.English}).Pictures
	out.Body.Packs = []creditPack{}
	for _, p := range s.packs() {
		out.Body.Packs = append(out.Body.Packs, creditPack{ID: p.ID, Credits: p.Credits, PriceCents: p.PriceCents, Currency: p.Currency, BestValue: p.BestValue})
	}
	out.Body.Payments = s.Billing != nil && s.Billing.Configured()
	out.Body.Earning = earningRule{Goal: domain.DailyGoalCards, GoalCredits: domain.DailyGoalCredits,
		StreakDays: domain.StreakDays, StreakCredits: domain.StreakCredits}
	out.Body.Operator = s.Operator
	out.Body.Cookies = []cookieInfo{}
	if s.Auth != nil {
		out.Body.Cookies = cookieTable(s.Auth.Settings())
	}
	out.Body.WishPack = wishPack{Credits: domain.WishPackCost, Wishes: domain.WishPackSize}
	out.Body.Limits = storyLimits{StoryChars: lessons.MaxStoryChars, MinStoryChars: domain.MinStoryChars}
	out.Body.Retention = retention{AnalyticsDays: telemetry.DefaultAnalyticsRetentionDays, ErrorLogDays: int(telemetry.ErrorLogRetention / (24 * time.Hour))}
	if s.Telemetry != nil {
		out.Body.Retention.AnalyticsDays = s.Telemetry.AnalyticsRetentionDays()
	}
	return out, nil
}
