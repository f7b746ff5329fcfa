package httpapi

import "context"

// The progress page (product §19, decision 0050): reviews per day, true
// retention by month, the forecast, cards by state and time studied, from
// sums kept as reviews happen. Known words over time are GET /api/v1/words.

type progressInput struct {
	TZInput
	Days int `query:"days" minimum:"1" maximum:"365" default:"365" doc:"How many days of reviews, up to today"`
}

// ProgressDayBody is one day's study.
type ProgressDayBody struct {
	Day     string `json:"day" doc:"The learner's date, YYYY-MM-DD"`
	Reviews int    `json:"reviews"`
	New     int    `json:"new" doc:"First reviews of cards"`
	Minutes int    `json:"minutes" doc:"Time the answers took, in whole minutes (rounded)"`
}

type progressMonthBody struct {
	Month   string  `json:"month" doc:"YYYY-MM"`
	Reviews int     `json:"reviews" doc:"Reviews of cards in the review state"`
	Passed  int     `json:"passed" doc:"Of those, graded Hard or better"`
	Rate    float64 `json:"rate" doc:"passed / reviews, 0 to 1 (0 without reviews)"`
}

type forecastDayBody struct {
	Day string `json:"day" doc:"YYYY-MM-DD; the first is today and counts the overdue cards too"`
	Due int    `json:"due"`
}

type cardStatesBody struct {
	New        int `json:"new"`
	Learning   int `json:"learning"`
	Review     int `json:"review"`
	Relearning int `json:"relearning"`
}

type timeStudiedBody struct {
	TodayMinutes int `json:"todayMinutes"`
	Last7Minutes int `json:"last7Minutes" doc:"Today and the 6 days before"`
	TotalMinutes int `json:"totalMinutes"`
}

type progressOutput struct {
	Body struct {
		Days     []ProgressDayBody   `json:"days" doc:"Every day of the range, oldest first"`
		Months   []progressMonthBody `json:"months" doc:"True retention of the last 12 months, oldest first"`
		Forecast []forecastDayBody   `json:"forecast" doc:"Cards due on each of the next 30 days"`
		Cards    cardStatesBody      `json:"cards" doc:"The learner's cards by FSRS state"`
		Time     timeStudiedBody     `json:"time"`
		Reviews  int                 `json:"reviews" doc:"Every review ever"`
		Streak   int                 `json:"streak" doc:"Days in a row with a review, up to today (or yesterday while today has none)"`
	}
}

func minutes(ms int64) int { return int((ms + 30_000) / 60_000) }

func (s *Server) getProgress(ctx context.Context, in *progressInput) (*progressOutput, error) {
	owner, _ := identityFrom(ctx).account()
	p, err := s.Study.Progress(ctx, owner, in.TZOffset, in.Days)
	if err != nil {
		return nil, problem(ctx, s.log, err)
	}
	out := &progressOutput{}
	b := &out.Body
	b.Days = make([]ProgressDayBody, 0, len(p.Days))
	for _, d := range p.Days {
		b.Days = append(b.Days, ProgressDayBody{Day: d.Day, Reviews: d.Reviews, New: d.New, Minutes: minutes(d.DurationMs)})
	}
	b.Months = make([]progressMonthBody, 0, len(p.Months))
	for _, m := range p.Months {
		mb := progressMonthBody{Month: m.Month, Reviews: m.Reviews, Passed: m.Passed}
		if m.Reviews > 0 {
			mb.Rate = float64(m.Passed) / float64(m.Reviews)
		}
		b.Months = append(b.Months, mb)
	}
	b.Forecast = make([]forecastDayBody, 0, len(p.Forecast))
	for _, f := range p.Forecast {
		b.Forecast = append(b.Forecast, forecastDayBody{Day: f.Day, Due: f.Due})
	}
	b.Cards = cardStatesBody(p.Cards)
	b.Time = timeStudiedBody{TodayMinutes: minutes(p.Today.DurationMs), Last7Minutes: minutes(p.Last7Ms), TotalMinutes: minutes(p.TotalMs)}
	b.Reviews, b.Streak = p.Reviews, p.Streak
	return out, nil
}
