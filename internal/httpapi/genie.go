package httpapi

import (
	"context"

	"github.com/storyglot/storyglot/internal/genie"
)

type genieMessage struct {
	Role    string `json:"role" enum:"user,assistant"`
	Content string `json:"content" maxLength:"4000"`
}

type genieInput struct {
	IdempotencyKey string `header:"Idempotency-Key" maxLength:"100" doc:"One key per wish: a retried request takes no second wish and gets the first answer"`
	TimeZone       string `header:"X-Time-Zone" maxLength:"64" doc:"The learner's IANA time zone; daily wishes renew at its midnight"`
	Body           struct {
		Action              string         `json:"action" enum:"new-story,new-story-regenerate,change-story,change-story-regenerate,story-ideas,story-ideas-regenerate,story-from-idea,story-from-idea-regenerate,ask-question,ask-question-regenerate,test-me,test-me-regenerate,explain,explain-regenerate"`
		TargetLanguage      string         `json:"targetLanguage" maxLength:"5" example:"es"`
		NativeLanguage      string         `json:"nativeLanguage" maxLength:"5" example:"en"`
		CurrentStory        string         `json:"currentStory,omitempty" maxLength:"20000"`
		ConversationHistory []genieMessage `json:"conversationHistory,omitempty" maxItems:"50"`
		UserMessage         string         `json:"userMessage,omitempty" maxLength:"2000" doc:"ask-question only"`
		StoryParams         struct {
			MainCharacter string `json:"mainCharacter,omitempty" maxLength:"1000"`
			Environment   string `json:"environment,omitempty" maxLength:"1000"`
			Theme         string `json:"theme,omitempty" maxLength:"1000"`
			Length        string `json:"length,omitempty" enum:"very-short,short,medium,"`
		} `json:"storyParams,omitempty"`
		ChangeStoryParams struct {
			OriginalStory    string `json:"originalStory,omitempty" maxLength:"20000"`
			RequestedChanges string `json:"requestedChanges,omitempty" maxLength:"1000"`
			TargetLength     string `json:"targetLength,omitempty" enum:"same,shorter,longer,"`
		} `json:"changeStoryParams,omitempty"`
		StoryIdeasParams struct {
			UserInterests  string `json:"userInterests,omitempty" maxLength:"1000"`
			SelectedIdeaID string `json:"selectedIdeaId,omitempty" maxLength:"100"`
			StoryLength    string `json:"storyLength,omitempty" enum:"very-short,short,medium,"`
		} `json:"storyIdeasParams,omitempty"`
		WishID         string `json:"wishId,omitempty" maxLength:"100" doc:"The wish a regeneration or a story-from-idea belongs to (from an earlier answer)"`
		PayWithCredits bool   `json:"payWithCredits,omitempty" doc:"Out of wishes: buy 3 wishes for 111 credits and use one now (users only)"`
	}
}

type genieIdea struct {
	ID          string `json:"id" doc:"Pick it with storyIdeasParams.selectedIdeaId"`
	Title       string `json:"title"`
	Difficulty  string `json:"difficulty" enum:"Beginner,Intermediate,Advanced"`
	Description string `json:"description"`
}

type genieAnswerBody struct {
	Action            string      `json:"action"`
	Response          string      `json:"response" doc:"The story or the answer"`
	Ideas             []genieIdea `json:"ideas" doc:"The 13 ideas of story-ideas; empty otherwise"`
	WishID            string      `json:"wishId" doc:"The wish this answer belongs to; send it with a regeneration or story-from-idea"`
	RegenerationsLeft int         `json:"regenerationsLeft" doc:"Of the 3 regenerations of this wish"`
	WishesRemaining   int         `json:"wishesRemaining"`
	Credits           int         `json:"credits"`
	WishesRefreshed   bool        `json:"wishesRefreshed" doc:"The daily wishes were just renewed (told once)"`
	PaidWish          bool        `json:"paidWish" doc:"111 credits bought 3 wishes and one was used for this action"`
}

type genieOutput struct {
	Body genieAnswerBody
}

// askGenie is genie-chat (product §13).
func (s *Server) askGenie(ctx context.Context, in *genieInput) (*genieOutput, error) {
	who, _ := identityFrom(ctx).account()
	b := in.Body
	req := genie.Request{
		Action: b.Action, TargetLanguage: b.TargetLanguage, NativeLanguage: b.NativeLanguage,
		CurrentStory: b.CurrentStory, UserMessage: b.UserMessage,
		Story: genie.StoryParams{MainCharacter: b.StoryParams.MainCharacter, Environment: b.StoryParams.Environment,
			Theme: b.StoryParams.Theme, Length: b.StoryParams.Length},
		Change: genie.ChangeParams{OriginalStory: b.ChangeStoryParams.OriginalStory,
			RequestedChanges: b.ChangeStoryParams.RequestedChanges, TargetLength: b.ChangeStoryParams.TargetLength},
		Ideas: genie.IdeasParams{UserInterests: b.StoryIdeasParams.UserInterests,
			SelectedIdeaID: b.StoryIdeasParams.SelectedIdeaID, StoryLength: b.StoryIdeasParams.StoryLength},
		WishID: b.WishID, PayWithCredits: b.PayWithCredits, TimeZone: in.TimeZone, IdempotencyKey: in.IdempotencyKey,
	}
	for _, m := range b.ConversationHistory {
		req.History = append(req.History, genie.Message{Role: m.Role, Content: m.Content})
	}
	res, err := s.Genie.Do(ctx, who, req)
	if err != nil {
		return nil, problem(ctx, s.log, err)
	}
	out := &genieOutput{Body: genieAnswerBody{Action: res.Action, Response: res.Response, Ideas: []genieIdea{}, WishID: res.WishID,
		RegenerationsLeft: res.RegenerationsLeft, WishesRemaining: res.WishesRemaining, Credits: res.Credits,
		WishesRefreshed: res.WishesRefreshed, PaidWish: res.PaidWish}}
	for _, i := range res.Ideas {
		out.Body.Ideas = append(out.Body.Ideas, genieIdea(i))
	}
	return out, nil
}

type genieStateInput struct {
	TimeZone string `header:"X-Time-Zone" maxLength:"64" doc:"The learner's IANA time zone; daily wishes renew at its midnight"`
}

type genieStateOutput struct {
	Body struct {
		Available       bool `json:"available" doc:"An AI provider is connected; without one every action answers 503 ai_unconfigured"`
		WishesRemaining int  `json:"wishesRemaining"`
		Credits         int  `json:"credits"`
		WishesRefreshed bool `json:"wishesRefreshed" doc:"The daily wishes were renewed since the learner was last told (told once)"`
		PromptSignup    bool `json:"promptSignup" doc:"A guest out of wishes: offer to sign up"`
	}
}

// genieState is the Genie dialog's header when it opens.
func (s *Server) genieState(ctx context.Context, in *genieStateInput) (*genieStateOutput, error) {
	who, _ := identityFrom(ctx).account()
	st, err := s.Genie.State(ctx, who, in.TimeZone)
	if err != nil {
		return nil, problem(ctx, s.log, err)
	}
	out := &genieStateOutput{}
	out.Body.Available, out.Body.WishesRemaining, out.Body.Credits = st.Available, st.WishesRemaining, st.Credits
	out.Body.WishesRefreshed, out.Body.PromptSignup = st.WishesRefreshed, st.PromptSignup
	return out, nil
}
