package httpapi

import (
	"context"
	"net/http"
	"time"

	"github.com/storyglot/storyglot/internal/domain"
)

// Study settings: the desired retention a learner chooses, what it costs in
// reviews a day, and the state of the fit of their FSRS weights (product §7,
// decision 0049).

// FittedBody says when the learner's weights were fitted, and to how many reviews.
type FittedBody struct {
	At      time.Time `json:"at"`
	Reviews int       `json:"reviews" doc:"Reviews in the learner's log when they were fitted"`
}

// EstimateBody is the cost of one desired retention.
type EstimateBody struct {
	Retention     float64 `json:"retention"`
	ReviewsPerDay float64 `json:"reviewsPerDay" doc:"About how many reviews a day the cards already studied ask for over the next year (new cards not counted)"`
}

// StudySettingsBody is a learner's study settings.
type StudySettingsBody struct {
	DesiredRetention   float64        `json:"desiredRetention" doc:"The chance of recall each card is scheduled for, 0.70 to 0.97 (default 0.90)"`
	Fitted             *FittedBody    `json:"fitted,omitempty" doc:"When the FSRS weights were fitted to the learner's reviews; absent: the defaults are used"`
	ReviewsToFirstFit  int            `json:"reviewsToFirstFit" doc:"Reviews still needed before the first fit (0 once fitted or due)"`
	ReviewsForFirstFit int            `json:"reviewsForFirstFit" doc:"The review count at which a learner's weights are first fitted"`
	FittingAvailable   bool           `json:"fittingAvailable" doc:"Whether this server fits the weights to learners' reviews"`
	StudiedCards       int            `json:"studiedCards" doc:"Cards the learner has studied: those the estimates are about"`
	Estimates          []EstimateBody `json:"estimates" doc:"Reviews a day at 0.70, 0.75, 0.80, 0.85, 0.90, 0.95, 0.97 and the learner's own retention, by retention"`
}

type studySettingsOutput struct {
	Body StudySettingsBody
}

func (s *Server) getStudySettings(ctx context.Context, in *TZInput) (*studySettingsOutput, error) {
	owner, _ := identityFrom(ctx).account()
	return s.studySettings(ctx, owner, in.TZOffset)
}

func (s *Server) studySettings(ctx context.Context, owner domain.Account, tzOffset int) (*studySettingsOutput, error) {
	st, err := s.Study.Settings(ctx, owner, tzOffset)
	if err != nil {
		return nil, problem(ctx, s.log, err)
	}
	out := &studySettingsOutput{}
	b := &out.Body
	b.DesiredRetention, b.ReviewsToFirstFit, b.FittingAvailable = st.DesiredRetention, st.ReviewsToFirstFit, st.FittingAvailable
	b.ReviewsForFirstFit, b.StudiedCards = st.ReviewsForFirstFit, st.StudiedCards
	if st.Fitted != nil {
		b.Fitted = &FittedBody{At: st.Fitted.At, Reviews: st.Fitted.Reviews}
	}
	b.Estimates = make([]EstimateBody, len(st.Estimates))
	for i, e := range st.Estimates {
		b.Estimates[i] = EstimateBody(e)
	}
	return out, nil
}

type putStudySettingsInput struct {
	TZInput
	Body struct {
		DesiredRetention float64 `json:"desiredRetention" doc:"0.70 to 0.97 inclusive"`
	}
}

// putStudySettings sets the desired retention and answers the settings as
// they are now. A value out of range is a 422 with the product's words
// (the value is well formed but not allowed, as huma answers a schema
// violation; the bounds are not in the schema so that the words are ours).
func (s *Server) putStudySettings(ctx context.Context, in *putStudySettingsInput) (*studySettingsOutput, error) {
	owner, _ := identityFrom(ctx).account()
	if err := s.Study.SetDesiredRetention(ctx, owner, in.Body.DesiredRetention); err != nil {
		se := problem(ctx, s.log, err)
		if p, ok := se.(*Problem); ok && p.Code == domain.CodeInvalid {
			p.Status = http.StatusUnprocessableEntity
		}
		return nil, se
	}
	return s.studySettings(ctx, owner, in.TZOffset)
}
