package httpapi

import (
	"context"
	"time"

	"github.com/storyglot/storyglot/internal/domain"
	"github.com/storyglot/storyglot/internal/lang"
	"github.com/storyglot/storyglot/internal/lessons"
)

type storyBody struct {
	ID                 string    `json:"id"`
	Title              string    `json:"title"`
	Content            string    `json:"content"`
	NativeLanguage     string    `json:"nativeLanguage"`
	TargetLanguage     string    `json:"targetLanguage"`
	LanguagePair       string    `json:"languagePair" example:"spanish_english"`
	Status             string    `json:"status" enum:"queued,processing,completed,failed"`
	LoadingFlashcards  bool      `json:"loadingFlashcards"`
	CreditsCharged     int       `json:"creditsCharged"`
	CreditsRefunded    int       `json:"creditsRefunded"`
	CardsDone          int       `json:"cardsDone" doc:"Cards written so far"`
	StoryNative        string    `json:"storyNative,omitempty" doc:"The whole story in the native language"`
	TitleNative        string    `json:"titleNative,omitempty"`
	TitlePhonetic      string    `json:"titlePhonetic,omitempty"`
	TitleAudioURL      string    `json:"titleAudioUrl,omitempty"`
	OriginalTitle      string    `json:"originalTitle,omitempty" doc:"The title the lesson was made with (its first sentence), when the learner renamed it; titleNative, titlePhonetic and titleAudioUrl are of this text"`
	WrongLanguage      bool      `json:"wrongLanguage" doc:"The text does not look like the target language"`
	DetectedLanguage   string    `json:"detectedLanguage,omitempty"`
	Failure            string    `json:"failure,omitempty"`
	FailureKind        string    `json:"failureKind,omitempty" enum:"story_timeout_hard,flashcard_ai_failure,flashcard_zero_generated" doc:"Why a failed lesson failed (product §8's words): the hard timeout, the language engine or AI, or no sentence to make a card of; absent for lessons that failed before it was recorded"`
	SoftTimeoutSeconds int       `json:"softTimeoutSeconds" doc:"Product §6: when to tell the learner it takes longer than expected"`
	HardTimeoutSeconds int       `json:"hardTimeoutSeconds" doc:"Product §6: when the server gives up and refunds"`
	CreatedAt          time.Time `json:"createdAt"`
}

func toStoryBody(st lessons.Story) storyBody {
	to := domain.StoryTimeouts(st.CreditsCharged)
	return storyBody{ID: st.ID, Title: st.Title, Content: st.Content, NativeLanguage: st.NativeLanguage, TargetLanguage: st.TargetLanguage,
		LanguagePair: st.LanguagePair, Status: st.Status, LoadingFlashcards: st.LoadingFlashcards, CreditsCharged: st.CreditsCharged,
		CreditsRefunded: st.CreditsRefunded, CardsDone: st.CardsTotal, StoryNative: st.StoryNative, TitleNative: st.TitleNative,
		TitlePhonetic: st.TitlePhonetic, TitleAudioURL: fileURL(st.TitleAudioKey), WrongLanguage: st.WrongLanguage,
		DetectedLanguage: st.DetectedLanguage, Failure: st.Failure, FailureKind: st.FailureKind, SoftTimeoutSeconds: to.Soft, HardTimeoutSeconds: to.Hard,
		CreatedAt: st.CreatedAt, OriginalTitle: st.OriginalTitle}
}

type flashcardBody struct {
	ID                string            `json:"id"`
	StoryID           string            `json:"storyId"`
	Position          int               `json:"position"`
	Kind              string            `json:"kind" enum:"sentence,word"`
	Front             string            `json:"front" doc:"Target-language text"`
	Back              string            `json:"back" doc:"Its translation (empty when the pair has no translator)"`
	MachineDraft      bool              `json:"machineDraft" doc:"The translation is a rule-based machine draft"`
	DraftVia          string            `json:"draftVia,omitempty" doc:"The language a machine draft went through where no translator joins the pair directly (es)"`
	WordByWord        bool              `json:"wordByWord,omitempty" doc:"The back is a word-by-word line of dictionary glosses, not a translation (cards made before glosses became the back)"`
	DeviceTranslation bool              `json:"deviceTranslation,omitempty" doc:"The back is a machine translation by the learner's browser, which the learner kept"`
	Glosses           []lang.WordGloss  `json:"glosses,omitempty" doc:"The card's words in order, each with its gloss (product §6); the back where there is no translation"`
	BackUnknown       []string          `json:"backUnknown,omitempty" doc:"Words of back that the machine translator did not know and left as written"`
	Edited            bool              `json:"edited,omitempty" doc:"Corrected by the learner; never overwritten"`
	Pronunciation     string            `json:"pronunciation"`
	AudioURL          string            `json:"audioUrl,omitempty"`
	ImageURL          string            `json:"imageUrl,omitempty"`
	VideoURL          string            `json:"videoUrl" doc:"A short MP4 of the card, rendered on first request"`
	Hints             []lang.Hint       `json:"hints"`
	Problems          map[string]string `json:"problems,omitempty" doc:"Capabilities this card lacks, and why"`
	LanguagePair      string            `json:"languagePair"`
}

func toFlashcardBody(c lessons.Card, pair string) flashcardBody {
	b := flashcardBody{ID: c.ID, StoryID: c.StoryID, Position: c.Position, Kind: c.Kind, Front: c.Front, Back: c.Back,
		MachineDraft: c.MachineDraft, Edited: c.Edited, Pronunciation: c.Pronunciation, AudioURL: fileURL(c.AudioKey),
		VideoURL: "/api/v1/flashcards/" + c.ID + "/video", Hints: c.Hints, Problems: learnerProblems(c.Problems), LanguagePair: pair,
		Glosses: c.Glosses, BackUnknown: c.BackUnknown, DeviceTranslation: c.BackProvider == lessons.DeviceProvider}
	if c.Kind == "sentence" {
		wbw, via := lang.DescribeTranslator(c.BackProvider)
		b.WordByWord, b.DraftVia = wbw, string(via)
	}
	if b.Hints == nil {
		b.Hints = []lang.Hint{}
	}
	if u := fileURL(c.ImageKey); domain.UsableImageURL(u) {
		b.ImageURL = u
	}
	return b
}

func fileURL(key string) string {
	if key == "" {
		return ""
	}
	return "/api/v1/files/" + key
}

type createStoryInput struct {
	IdempotencyKey string `header:"Idempotency-Key" maxLength:"100" doc:"Retrying with the same key never creates or charges twice"`
	Body           struct {
		Content        string `json:"content" maxLength:"20000"`
		NativeLanguage string `json:"nativeLanguage" maxLength:"5" example:"en"`
		TargetLanguage string `json:"targetLanguage" maxLength:"5" example:"es"`
		AnyLanguage    bool   `json:"anyLanguage,omitempty" doc:"Generate even when the text looks like another language than the target (otherwise 422 wrong_language, nothing charged)"`
	}
}

type createStoryOutput struct {
	Body struct {
		Story           storyBody `json:"story"`
		Credits         int       `json:"credits" doc:"Credits left after the charge"`
		ExpectedSeconds int       `json:"expectedSeconds" doc:"How long the lesson is expected to take: the median of the latest lessons this server finished of the same length band (and target language); 0 when not measured yet (decision 0021)"`
	}
}

func (s *Server) createStory(ctx context.Context, in *createStoryInput) (*createStoryOutput, error) {
	owner, _ := identityFrom(ctx).account()
	st, left, err := s.Lessons.Create(ctx, owner, lessons.CreateInput{Content: in.Body.Content, Native: in.Body.NativeLanguage,
		Target: in.Body.TargetLanguage, IdempotencyKey: in.IdempotencyKey, AnyLanguage: in.Body.AnyLanguage})
	if err != nil {
		return nil, problem(ctx, s.log, err)
	}
	out := &createStoryOutput{}
	out.Body.Story, out.Body.Credits = toStoryBody(st), left
	// The story is charged and queued: a failed estimate only leaves the wait without a countdown.
	if out.Body.ExpectedSeconds, err = s.Lessons.ExpectedSeconds(ctx, st.TargetLanguage, st.CreditsCharged); err != nil {
		s.log.WarnContext(ctx, "expected lesson time", "err", err)
	}
	return out, nil
}

type listStoriesInput struct {
	After    string `query:"after" maxLength:"200" doc:"The next cursor of the page before; none for the first page"`
	Limit    int    `query:"limit" minimum:"0" maximum:"100" doc:"Stories per page (default 30)"`
	Pair     string `query:"pair" maxLength:"60" doc:"Only this language pair (e.g. spanish_english)"`
	Search   string `query:"q" maxLength:"200" doc:"Only stories whose title contains this, in any case"`
	TZOffset int    `query:"tzOffset" minimum:"-840" maximum:"840" doc:"The learner's time zone in minutes east of UTC, for the due-today counts"`
}

type storyPairBody struct {
	Pair           string `json:"pair" doc:"The pair's key, as a story's languagePair"`
	TargetLanguage string `json:"targetLanguage"`
	NativeLanguage string `json:"nativeLanguage"`
}

type listStoriesOutput struct {
	Body struct {
		Stories []storyBody      `json:"stories"`
		Next    string           `json:"next,omitempty" doc:"The cursor of the next page (after=); absent on the last page"`
		Pairs   []storyPairBody  `json:"pairs,omitempty" doc:"On the first page: the language pairs of all the caller's stories, for the filter"`
		Total   *int             `json:"total,omitempty" doc:"On the first page: how many stories the caller has, whatever the filter"`
		Due     []storyDueBody   `json:"due" doc:"What is due today in this page's lessons that have anything to study"`
		Known   []storyKnownBody `json:"known" doc:"The share of words known of each finished lesson of this page (product §18)"`
	}
}

// listStories is My Stories, a page at a time (product §10): newest first,
// with what each lesson of the page has to study today.
func (s *Server) listStories(ctx context.Context, in *listStoriesInput) (*listStoriesOutput, error) {
	owner, _ := identityFrom(ctx).account()
	page, err := s.Lessons.StoriesPage(ctx, owner, lessons.PageQuery{After: in.After, Limit: in.Limit, Pair: in.Pair, Search: in.Search})
	if err != nil {
		return nil, problem(ctx, s.log, err)
	}
	ids := make([]string, len(page.Stories))
	for i, st := range page.Stories {
		ids[i] = st.ID
	}
	due, err := s.Study.DueOf(ctx, owner, ids, in.TZOffset)
	if err != nil {
		return nil, problem(ctx, s.log, err)
	}
	known, err := s.knownOf(ctx, owner, page.Stories)
	if err != nil {
		return nil, problem(ctx, s.log, err)
	}
	out := &listStoriesOutput{}
	out.Body.Known = known
	out.Body.Stories = bodies(page.Stories, toStoryBody)
	out.Body.Next = page.Next
	for _, key := range page.Pairs {
		if p, err := lang.ParsePairKey(key); err == nil {
			out.Body.Pairs = append(out.Body.Pairs, storyPairBody{Pair: key, TargetLanguage: string(p.Target), NativeLanguage: string(p.Native)})
		}
	}
	if page.Total >= 0 {
		out.Body.Total = &page.Total
	}
	out.Body.Due = []storyDueBody{}
	for _, d := range due {
		if d.Due > 0 || d.New > 0 {
			out.Body.Due = append(out.Body.Due, storyDueBody{StoryID: d.StoryID, Title: d.Title, CountsBody: CountsBody(d.Counts)})
		}
	}
	return out, nil
}

type storyIDInput struct {
	ID string `path:"id" maxLength:"64"`
}

type storyOutput struct {
	Body storyBody
}

func (s *Server) getStoryStatus(ctx context.Context, in *storyIDInput) (*storyOutput, error) {
	owner, _ := identityFrom(ctx).account()
	st, err := s.Lessons.Get(ctx, owner, in.ID)
	if err != nil {
		return nil, problem(ctx, s.log, err)
	}
	return &storyOutput{Body: toStoryBody(st)}, nil
}

type flashcardsOutput struct {
	Body struct {
		Story      storyBody       `json:"story"`
		Flashcards []flashcardBody `json:"flashcards"`
	}
}

func (s *Server) getFlashcards(ctx context.Context, in *storyIDInput) (*flashcardsOutput, error) {
	owner, _ := identityFrom(ctx).account()
	st, err := s.Lessons.Get(ctx, owner, in.ID)
	if err != nil {
		return nil, problem(ctx, s.log, err)
	}
	cards, err := s.Lessons.Cards(ctx, st.ID, 0)
	if err != nil {
		return nil, problem(ctx, s.log, err)
	}
	out := lessonOut(st, cards)
	for i, c := range cards {
		out.Body.Flashcards[i] = withOperatorProblems(ctx, out.Body.Flashcards[i], c.Problems)
	}
	return out, nil
}

// lessonOut is a story with its cards as a learner sees them: for its owner,
// a visitor of a shared lesson and the admin console alike.
func lessonOut(st lessons.Story, cards []lessons.Card) *flashcardsOutput {
	out := &flashcardsOutput{}
	out.Body.Story = toStoryBody(st)
	out.Body.Flashcards = bodies(cards, func(c lessons.Card) flashcardBody { return toFlashcardBody(c, st.LanguagePair) })
	return out
}

type workflowErrorInput struct {
	ID   string `path:"id" maxLength:"64"`
	Body struct {
		Error     string `json:"error,omitempty" maxLength:"2000"`
		ErrorType string `json:"errorType,omitempty" maxLength:"64"`
	}
}

type workflowErrorOutput struct {
	Body struct {
		CreditsRefunded int    `json:"creditsRefunded"`
		Status          string `json:"status"`
	}
}

// workflowError is handle-workflow-error (product §6): the client's wait ran out.
func (s *Server) workflowError(ctx context.Context, in *workflowErrorInput) (*workflowErrorOutput, error) {
	owner, _ := identityFrom(ctx).account()
	res, err := s.Lessons.HandleWorkflowError(ctx, owner, in.ID)
	if err != nil {
		return nil, problem(ctx, s.log, err)
	}
	out := &workflowErrorOutput{}
	out.Body.CreditsRefunded, out.Body.Status = res.CreditsRefunded, res.Status
	return out, nil
}

type aiStoryInput struct {
	IdempotencyKey string `header:"Idempotency-Key" maxLength:"100"`
	Body           struct {
		Prompt         string `json:"prompt" maxLength:"2000" doc:"About 100 characters; '#47' asks for about 47 characters"`
		TargetLanguage string `json:"targetLanguage" maxLength:"5" example:"es"`
		AnyLanguage    bool   `json:"anyLanguage,omitempty" doc:"Generate even when the text looks like another language than the target (otherwise 422 wrong_language, nothing charged)"`
	}
}

type aiStoryOutput struct {
	Body struct {
		Story   string `json:"story"`
		Credits int    `json:"credits" doc:"Credits left after the 1-credit charge"`
	}
}

// writeAIStory is generate-story (product §6).
func (s *Server) writeAIStory(ctx context.Context, in *aiStoryInput) (*aiStoryOutput, error) {
	owner, _ := identityFrom(ctx).account()
	var w lessons.StoryWriter
	if s.Engine != nil {
		w = s.Engine
	}
	story, left, err := s.Lessons.WriteAIStory(ctx, w, owner, in.Body.Prompt, in.Body.TargetLanguage, in.IdempotencyKey)
	if err != nil {
		return nil, problem(ctx, s.log, err)
	}
	out := &aiStoryOutput{}
	out.Body.Story, out.Body.Credits = story, left
	return out, nil
}
