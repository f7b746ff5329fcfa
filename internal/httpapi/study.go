package httpapi

import (
	"context"
	"time"

	"github.com/storyglot/storyglot/internal/lessons"
	"github.com/storyglot/storyglot/internal/store"
	"github.com/storyglot/storyglot/internal/study"
	"github.com/storyglot/storyglot/internal/study/fsrs"
)

// Study: FSRS reviews in every mode, what is due today, queues, and the import
// of a guest's local reviews (product §7 modes; decision 0003).

// The types embedded in bodies below are exported because huma inlines only
// exported embedded structs (encoding/json promotes both).

// CountsBody is what is left to study today.
type CountsBody struct {
	Due       int  `json:"due" doc:"Reviewed cards due by the end of the learner's day; a learner's total counts up to 1,000"`
	New       int  `json:"new" doc:"Cards never reviewed"`
	DueCapped bool `json:"dueCapped,omitempty" doc:"More cards are due than due says: a learner's total stops counting at 1,000 (shown as 1000+); never set on a lesson's counts"`
}

// MemoryBody is a learner's FSRS memory state of one card.
type MemoryBody struct {
	State          string    `json:"state" enum:"learning,review,relearning"`
	Due            time.Time `json:"due"`
	Stability      float64   `json:"stability" doc:"Days until the chance of recall falls to 90%"`
	Difficulty     float64   `json:"difficulty" doc:"1 (easy) to 10 (hard)"`
	Retrievability float64   `json:"retrievability" doc:"Chance of recall now, 0 to 1"`
	Reps           int       `json:"reps"`
	Lapses         int       `json:"lapses"`
	ScheduledDays  int       `json:"scheduledDays" doc:"Days from the last review to the due date (0 in a learning step)"`
}

func toMemoryBody(sched study.Scheduler, m study.Memory, now time.Time) MemoryBody {
	return MemoryBody{State: study.StateName(m.State), Due: m.Due, Stability: m.Stability, Difficulty: m.Difficulty,
		Retrievability: sched.Retrievability(m, now), Reps: m.Reps, Lapses: m.Lapses, ScheduledDays: m.ScheduledDays}
}

// ReviewFields are one graded answer, as the browser sends it (also in imports).
type ReviewFields struct {
	CardID         string `json:"cardId" maxLength:"64"`
	Mode           string `json:"mode" enum:"review,test,missing,order,random,slideshow"`
	Grade          int    `json:"grade,omitempty" minimum:"1" maximum:"4" doc:"1 Again, 2 Hard, 3 Good, 4 Easy. Required in review, random and slideshow; otherwise the server grades the outcome fields"`
	Correct        *bool  `json:"correct,omitempty" doc:"Test (multiple choice) and Missing: the answer was right"`
	TypedAnswer    string `json:"typedAnswer,omitempty" maxLength:"2000" doc:"Test and Missing, typed: what the learner typed"`
	Expected       string `json:"expected,omitempty" maxLength:"2000" doc:"Test and Missing, typed: the right answer (compared ignoring case, accents, punctuation)"`
	WrongTries     int    `json:"wrongTries,omitempty" minimum:"0" maximum:"1000" doc:"Missing: wrong tries before the right answer"`
	HintUsed       bool   `json:"hintUsed,omitempty" doc:"Missing: a hint was shown"`
	OrderCorrect   int    `json:"orderCorrect,omitempty" minimum:"0" maximum:"10000" doc:"Order: positions put right"`
	OrderTotal     int    `json:"orderTotal,omitempty" minimum:"0" maximum:"10000" doc:"Order: positions in all"`
	DurationMs     int    `json:"durationMs,omitempty" minimum:"0" maximum:"86400000" doc:"How long the answer took; a right answer under 4 s (more when typed) is Easy"`
	Direction      string `json:"direction,omitempty" enum:"target-native,native-target,listening" doc:"How the card was asked: target-native (the default when absent), native-target, or listening (audio first, text hidden until the answer). Kept with the review; it does not change the grade"`
	IdempotencyKey string `json:"idempotencyKey" minLength:"1" maxLength:"100" doc:"Retrying with the same key records the review once"`
}

func (f ReviewFields) input(reviewedAt time.Time) study.ReviewInput {
	if f.Direction == study.DirectionTargetNative {
		f.Direction = "" // the default is kept as no direction, as before there was a choice
	}
	return study.ReviewInput{CardID: f.CardID, Mode: study.Mode(f.Mode), Grade: fsrs.Rating(f.Grade), IdempotencyKey: f.IdempotencyKey,
		ReviewedAt: reviewedAt, Outcome: study.Outcome{Correct: f.Correct, TypedAnswer: f.TypedAnswer, Expected: f.Expected,
			WrongTries: f.WrongTries, HintUsed: f.HintUsed, OrderCorrect: f.OrderCorrect, OrderTotal: f.OrderTotal, DurationMs: f.DurationMs,
			Direction: f.Direction}}
}

type createReviewInput struct {
	Body struct {
		ReviewFields
		ReviewedAt *time.Time `json:"reviewedAt,omitempty" doc:"When the answer was given (default: now)"`
		TZOffset   int        `json:"tzOffset,omitempty" minimum:"-840" maximum:"840" doc:"The learner's time zone in minutes east of UTC (120 for UTC+2), for the due-today counts"`
	}
}

type createReviewOutput struct {
	Body struct {
		Grade  int    `json:"grade" minimum:"1" maximum:"4" doc:"The grade given (the learner's own, or the server's from the outcome)"`
		CardID string `json:"cardId"`
		MemoryBody
		Replayed    bool           `json:"replayed" doc:"The key had been used: this is the first result and nothing changed"`
		Intervals   *IntervalsBody `json:"intervals,omitempty" doc:"The card's grade intervals from now on, for the next time it is shown"`
		DueToday    CountsBody     `json:"dueToday" doc:"Left to study today in this card's story"`
		DueTodayAll *CountsBody    `json:"dueTodayAll,omitempty" doc:"Left to study today in all lessons: in Random mode only"`
	}
}

func (s *Server) createReview(ctx context.Context, in *createReviewInput) (*createReviewOutput, error) {
	owner, _ := identityFrom(ctx).account()
	var at time.Time
	if in.Body.ReviewedAt != nil {
		at = *in.Body.ReviewedAt
	}
	review := in.Body.input(at)
	// What is due today comes with the review (read in its commit's round
	// trip); all lessons' in Random mode only, where it is shown.
	review.CountDue, review.CountAll, review.TZOffset = true, review.Mode == study.ModeRandom, in.Body.TZOffset
	res, err := s.Study.Review(ctx, owner, review)
	if err != nil {
		return nil, problem(ctx, s.log, err)
	}
	// The review has committed: the credits it earns (product §12) are
	// granted even if the learner has left meanwhile (decision 0069).
	after, cancel := store.Detach(ctx)
	defer cancel()
	s.earnAfterReview(after, in.Body.TZOffset)
	out := &createReviewOutput{}
	out.Body.Grade, out.Body.CardID, out.Body.Replayed = int(res.Grade), res.Memory.CardID, res.Replayed
	// The learner's own scheduler, the one that scheduled this review.
	out.Body.MemoryBody = toMemoryBody(res.Scheduler, res.Memory, time.Now())
	out.Body.Intervals = s.intervalsBody(res.Scheduler, &res.Memory, time.Now())
	if review.CountAll {
		all := CountsBody(res.Due.Total)
		out.Body.DueTodayAll = &all
	}
	for _, st := range res.Due.Stories {
		if st.StoryID == res.Memory.StoryID {
			out.Body.DueToday = CountsBody(st.Counts)
		}
	}
	return out, nil
}

// TZInput is the learner's time zone, as a query parameter (exported: huma
// reads the parameters of exported embedded structs only).
type TZInput struct {
	TZOffset int `query:"tzOffset" minimum:"-840" maximum:"840" doc:"The learner's time zone in minutes east of UTC (120 for UTC+2); default UTC"`
}

type storyDueBody struct {
	StoryID string `json:"storyId"`
	Title   string `json:"title"`
	CountsBody
}

type dueOutput struct {
	Body struct {
		Total   CountsBody     `json:"total"`
		Stories []storyDueBody `json:"stories" doc:"The caller's 10 newest lessons and the 10 with the most of the 1,001 cards due earliest today (those the capped total reads), newest first (the totals count every lesson)"`
	}
}

func (s *Server) getDue(ctx context.Context, in *TZInput) (*dueOutput, error) {
	owner, _ := identityFrom(ctx).account()
	total, stories, err := s.Study.DueToday(ctx, owner, in.TZOffset)
	if err != nil {
		return nil, problem(ctx, s.log, err)
	}
	out := &dueOutput{}
	out.Body.Total = CountsBody(total)
	out.Body.Stories = []storyDueBody{}
	for _, st := range stories {
		out.Body.Stories = append(out.Body.Stories, storyDueBody{StoryID: st.StoryID, Title: st.Title, CountsBody: CountsBody(st.Counts)})
	}
	return out, nil
}

type queueItemBody struct {
	CardID    string         `json:"cardId"`
	StoryID   string         `json:"storyId"`
	Position  int            `json:"position"`
	Group     string         `json:"group" enum:"due,new,later" doc:"due: by the end of the learner's day; new: never reviewed; later: reviewed, not due today"`
	Memory    *MemoryBody    `json:"memory,omitempty" doc:"The learner's memory of the card; absent for a new card"`
	Intervals *IntervalsBody `json:"intervals,omitempty" doc:"When the card would be due again after each grade, if graded now"`
}

func (s *Server) toQueueItem(sched study.Scheduler, it study.Item, now time.Time) queueItemBody {
	b := queueItemBody{CardID: it.CardID, StoryID: it.StoryID, Position: it.Position, Group: string(it.Group),
		Intervals: s.intervalsBody(sched, it.Memory, now)}
	if it.Memory != nil {
		m := toMemoryBody(sched, *it.Memory, now)
		b.Memory = &m
	}
	return b
}

// IntervalsBody is what each grade button would schedule (FSRS, the same
// scheduling as POST /api/v1/reviews), in seconds from now.
type IntervalsBody struct {
	Again int64 `json:"again" doc:"Seconds until due after Again"`
	Hard  int64 `json:"hard" doc:"Seconds until due after Hard"`
	Good  int64 `json:"good" doc:"Seconds until due after Good"`
	Easy  int64 `json:"easy" doc:"Seconds until due after Easy"`
}

// intervalsBody is nil when the scheduler cannot say (never for valid memory):
// the buttons then show the grades without an interval. sched is the
// learner's (their desired retention and fitted weights, product §7).
func (s *Server) intervalsBody(sched study.Scheduler, m *study.Memory, now time.Time) *IntervalsBody {
	iv, err := sched.Intervals(m, now)
	if err != nil {
		s.log.Warn("grade intervals", "err", err)
		return nil
	}
	sec := func(d time.Duration) int64 { return int64(d.Round(time.Second) / time.Second) }
	return &IntervalsBody{Again: sec(iv.Again), Hard: sec(iv.Hard), Good: sec(iv.Good), Easy: sec(iv.Easy)}
}

type studyQueueInput struct {
	ID string `path:"id" maxLength:"64"`
	TZInput
}

type studyQueueOutput struct {
	Body struct {
		StoryID string          `json:"storyId"`
		Cards   []queueItemBody `json:"cards" doc:"Due cards by due date, then new cards by position, then the rest by due date"`
	}
}

func (s *Server) getStudyQueue(ctx context.Context, in *studyQueueInput) (*studyQueueOutput, error) {
	owner, _ := identityFrom(ctx).account()
	items, err := s.Study.Queue(ctx, owner, in.ID, in.TZOffset)
	if err != nil {
		return nil, problem(ctx, s.log, err)
	}
	sched, err := s.Study.SchedulerOf(ctx, owner)
	if err != nil {
		return nil, problem(ctx, s.log, err)
	}
	out := &studyQueueOutput{}
	out.Body.StoryID, out.Body.Cards = in.ID, []queueItemBody{}
	now := time.Now()
	for _, it := range items {
		out.Body.Cards = append(out.Body.Cards, s.toQueueItem(sched, it, now))
	}
	return out, nil
}

type randomInput struct {
	Limit int `query:"limit" minimum:"0" maximum:"100" doc:"How many cards (default 20)"`
	TZInput
}

// FlashcardFields is the card of GET /api/v1/stories/{id}/flashcards, under
// a name huma inlines.
type FlashcardFields = flashcardBody

type randomCardBody struct {
	FlashcardFields
	StoryTitle     string         `json:"storyTitle" doc:"The title of the card's lesson"`
	TargetLanguage string         `json:"targetLanguage" doc:"The language of the card's front"`
	NativeLanguage string         `json:"nativeLanguage" doc:"The language of its back"`
	Group          string         `json:"group" enum:"due,new"`
	Memory         *MemoryBody    `json:"memory,omitempty" doc:"The learner's memory of the card; absent for a new card"`
	Intervals      *IntervalsBody `json:"intervals,omitempty" doc:"When the card would be due again after each grade, if graded now"`
}

type randomOutput struct {
	Body struct {
		Cards []randomCardBody `json:"cards" doc:"Due cards first, then new ones, shuffled within each group"`
	}
}

func (s *Server) getRandomCards(ctx context.Context, in *randomInput) (*randomOutput, error) {
	owner, _ := identityFrom(ctx).account()
	items, err := s.Study.Random(ctx, owner, in.Limit, in.TZOffset)
	if err != nil {
		return nil, problem(ctx, s.log, err)
	}
	refs := make([]lessons.CardRef, len(items))
	for i, it := range items {
		refs[i] = lessons.CardRef{StoryID: it.StoryID, CardID: it.CardID}
	}
	faces, err := s.Lessons.CardsOf(ctx, owner, refs)
	if err != nil {
		return nil, problem(ctx, s.log, err)
	}
	sched, err := s.Study.SchedulerOf(ctx, owner)
	if err != nil {
		return nil, problem(ctx, s.log, err)
	}
	out := &randomOutput{}
	out.Body.Cards = []randomCardBody{}
	now := time.Now()
	for _, it := range items {
		f, ok := faces[it.CardID]
		if !ok {
			continue // deleted since the draw
		}
		c, st := f.Card, f.Story
		q := s.toQueueItem(sched, it, now)
		out.Body.Cards = append(out.Body.Cards, randomCardBody{FlashcardFields: toFlashcardBody(c, st.LanguagePair),
			StoryTitle: st.Title, TargetLanguage: st.TargetLanguage, NativeLanguage: st.NativeLanguage,
			Group: q.Group, Memory: q.Memory, Intervals: q.Intervals})
	}
	return out, nil
}

type importReviewsInput struct {
	Body struct {
		Reviews []importReviewBody `json:"reviews" maxItems:"2000" doc:"The reviews kept in the browser, in any order"`
	}
}

type importReviewBody struct {
	ReviewFields
	ReviewedAt time.Time `json:"reviewedAt" doc:"When the answer was given"`
}

type importReviewsOutput struct {
	Body struct {
		Imported int `json:"imported"`
		Skipped  int `json:"skipped" doc:"Already imported (same key), not the caller's card, or not a valid review"`
	}
}

// importReviews takes the review log a guest kept in the browser, after
// sign-up (or at any time): cards of the caller's stories, and for a user
// those of the guest session the account claimed.
func (s *Server) importReviews(ctx context.Context, in *importReviewsInput) (*importReviewsOutput, error) {
	owner, _ := identityFrom(ctx).account()
	reviews := make([]study.ImportInput, 0, len(in.Body.Reviews))
	for _, r := range in.Body.Reviews {
		reviews = append(reviews, r.input(r.ReviewedAt))
	}
	res, err := s.Study.ImportReviews(ctx, owner, reviews)
	if err != nil {
		return nil, problem(ctx, s.log, err)
	}
	out := &importReviewsOutput{}
	out.Body.Imported, out.Body.Skipped = res.Imported, res.Skipped
	return out, nil
}
