package httpapi

import (
	"context"
	"time"

	"github.com/storyglot/storyglot/internal/domain"
	"github.com/storyglot/storyglot/internal/lang"
	"github.com/storyglot/storyglot/internal/leaderboard"
)

type leaderboardInput struct {
	Period   string `query:"period" enum:"week,all" default:"week" doc:"This ISO week (from Monday 00:00 UTC) or all time"`
	Language string `query:"language" maxLength:"8" doc:"A learning language code; empty: every language together"`
}

type leaderboardEntry struct {
	Rank        int    `json:"rank"`
	DisplayName string `json:"displayName"`
	Points      int    `json:"points"`
	IsMe        bool   `json:"isMe"`
}

type leaderboardOutput struct {
	Body struct {
		Period   string             `json:"period" enum:"week,all"`
		Language string             `json:"language"`
		Since    *time.Time         `json:"since,omitempty" doc:"Start of the weekly window"`
		Entries  []leaderboardEntry `json:"entries" doc:"At most 50, best first; equal points share a rank"`
		Me       *leaderboardEntry  `json:"me,omitempty" doc:"The caller's line (signed-in users): their rank, or where they would stand"`
		OptedIn  bool               `json:"optedIn" doc:"Whether the caller appears on the boards"`
	}
}

var errBoardLanguage = domain.Titled(domain.CodeInvalid, "Invalid Leaderboard", "Unknown learning language.")

func (s *Server) getLeaderboard(ctx context.Context, in *leaderboardInput) (*leaderboardOutput, error) {
	if in.Language != "" {
		if _, err := lang.Lookup(in.Language); err != nil {
			return nil, problem(ctx, s.log, errBoardLanguage)
		}
	}
	var userID string
	if u := identityFrom(ctx).User; u != nil {
		userID = u.ID
	}
	b, err := s.Boards.Read(ctx, in.Period, in.Language, userID)
	if err != nil {
		return nil, problem(ctx, s.log, err)
	}
	out := &leaderboardOutput{}
	out.Body.Period, out.Body.Language, out.Body.OptedIn = b.Period, b.Language, b.OptedIn
	if !b.Since.IsZero() {
		out.Body.Since = &b.Since
	}
	out.Body.Entries = bodies(b.Entries, boardEntry)
	if b.Me != nil {
		me := boardEntry(*b.Me)
		out.Body.Me = &me
	}
	return out, nil
}

func boardEntry(e leaderboard.Entry) leaderboardEntry {
	return leaderboardEntry{Rank: e.Rank, DisplayName: e.DisplayName, Points: e.Points, IsMe: e.IsMe}
}
