package genie

import (
	"strings"
	"unicode/utf8"

	"github.com/storyglot/storyglot/internal/domain"
	"github.com/storyglot/storyglot/internal/lang"
)

// The actions of genie-chat (product §13); each also has a "-regenerate" variant.
const (
	NewStory      = "new-story"
	ChangeStory   = "change-story"
	StoryIdeas    = "story-ideas"
	StoryFromIdea = "story-from-idea"
	AskQuestion   = "ask-question"
	TestMe        = "test-me"
	Explain       = "explain"
)

// Regenerate is the suffix of a regeneration.
const Regenerate = "-regenerate"

// Actions lists every action, each followed by its regeneration.
func Actions() []string {
	var out []string
	for _, a := range []string{NewStory, ChangeStory, StoryIdeas, StoryFromIdea, AskQuestion, TestMe, Explain} {
		out = append(out, a, a+Regenerate)
	}
	return out
}

// Numbers of product §13 and the caps of this implementation.
const (
	IdeaCount          = 13 // exactly 13 story ideas
	MaxRegenerations   = 3  // per wizard (per wish)
	MinChangeStory     = 20 // characters of the story to change, trimmed
	MinChangeRequest   = 10 // characters of the requested changes, trimmed
	MinInterests       = 5  // characters of the interests, trimmed
	MaxFieldRunes      = 300
	MaxStoryRunes      = 2000 // a story to change or talk about
	MaxQuestionRunes   = 500
	MaxHistoryMessages = 10   // the newest messages of the conversation sent to the model
	MaxHistoryRunes    = 1000 // per message
	MaxAnswerRunes     = 1500 // an answer is cut after this many characters
	LengthTolerance    = 0.3  // a story may be 30 % off the asked length
	MaxStoriesPerIdeas = IdeaCount
)

// Lengths of product §13: very-short 50, short 100, medium 200 characters.
var Lengths = map[string]int{"very-short": 50, "short": 100, "medium": 200}

// Product §13 texts.
var (
	errCharacter   = invalid("mainCharacter", "Please describe the main character")
	errEnvironment = invalid("environment", "Please describe the environment")
	errTheme       = invalid("theme", "Please describe the theme or struggle")
	errOriginal    = invalid("originalStory", "Please enter a story (at least 20 characters)")
	errChanges     = invalid("requestedChanges", "Please describe the changes you want (at least 10 characters)")
	errInterests   = invalid("userInterests", "Please describe your interests (at least 5 characters)")
	errNoIdea      = invalid("selectedIdeaId", "Please select a story idea")
	errLength      = invalid("length", "Please choose a story length")
	errMaxRegen    = domain.Titled(domain.CodeConflict, "Maximum regenerations reached", "Maximum regenerations reached")
	errMaxRegenSt  = domain.Titled(domain.CodeConflict, "Maximum regenerations reached", "Maximum regenerations reached for this story")
	errNoStory     = invalid("currentStory", "Please write or generate a story first, then ask the Genie about it.")
	errNoQuestion  = invalid("userMessage", "Please type your question for the Genie.")
	errTooLong     = invalid("", "That text is too long for the Genie. Please shorten it.")
	errLanguage    = invalid("targetLanguage", "Please choose a target language from the list.")
	errUnknownWish = domain.Titled(domain.CodeNotFound, "Wish not found", "This wish is no longer open. Please start the wizard again.")
	errDuplicate   = domain.Titled(domain.CodeConflict, "Duplicate Request", "This wish is still being granted. Please wait a moment.")
	errAction      = invalid("action", "Unknown Genie action.")
	// Product §13.
	errDistracted = domain.Titled(domain.CodeUnavailable, "Error", "The Genie seems distracted. Please try again!")
	errIdeas      = domain.Titled(domain.CodeUnavailable, "Error", "Failed to generate story ideas. Please try again.")
	// ErrUnconfigured answers every action when no AI provider is set.
	ErrUnconfigured = domain.Titled(domain.CodeAIUnconfigured, "The Genie is asleep",
		"No AI provider is connected to this server, so the Genie cannot grant wishes. Connect an OpenAI-compatible provider (for example a local Ollama model) or try the built-in quick stories.")
	// Product §13: out of wishes.
	errOutGuest = domain.Titled(domain.CodeOutOfWishes, "Out of wishes", "Out of wishes! Sign up to get 3 wishes every day + 3 bonus wishes!")
	errOutUser  = domain.Titled(domain.CodeOutOfWishes, "Out of wishes", "Out of wishes! Come back tomorrow for 3 fresh wishes")
)

func invalid(field, msg string) *domain.Error {
	e := domain.Titled(domain.CodeInvalid, "Invalid request data", msg)
	if field != "" {
		e.Fields = map[string]string{field: msg}
	}
	return e
}

func runes(s string) int { return utf8.RuneCountInString(strings.TrimSpace(s)) }

// validate checks a request against product §13 before any wish is taken.
func validate(base string, regen bool, r Request) error {
	if !lang.Code(r.TargetLanguage).Valid() || !lang.Code(r.NativeLanguage).Valid() {
		return errLanguage
	}
	if runes(r.CurrentStory) > MaxStoryRunes || runes(r.UserMessage) > MaxQuestionRunes {
		return errTooLong
	}
	long := func(ss ...string) bool {
		for _, s := range ss {
			if runes(s) > MaxFieldRunes {
				return true
			}
		}
		return false
	}
	switch base {
	case NewStory:
		p := r.Story
		switch {
		case runes(p.MainCharacter) == 0:
			return errCharacter
		case runes(p.Environment) == 0:
			return errEnvironment
		case runes(p.Theme) == 0:
			return errTheme
		case long(p.MainCharacter, p.Environment, p.Theme):
			return errTooLong
		case Lengths[p.Length] == 0:
			return errLength
		}
	case ChangeStory:
		p := r.Change
		switch {
		case runes(p.OriginalStory) < MinChangeStory:
			return errOriginal
		case runes(p.RequestedChanges) < MinChangeRequest:
			return errChanges
		case runes(p.OriginalStory) > MaxStoryRunes || long(p.RequestedChanges):
			return errTooLong
		case p.TargetLength != "same" && p.TargetLength != "shorter" && p.TargetLength != "longer":
			return errLength
		}
	case StoryIdeas:
		p := r.Ideas
		switch {
		case runes(p.UserInterests) < MinInterests:
			return errInterests
		case long(p.UserInterests):
			return errTooLong
		case Lengths[p.StoryLength] == 0:
			return errLength
		}
	case StoryFromIdea:
		if strings.TrimSpace(r.Ideas.SelectedIdeaID) == "" {
			return errNoIdea
		}
		if Lengths[r.Ideas.StoryLength] == 0 {
			return errLength
		}
	case AskQuestion, TestMe, Explain:
		if runes(r.CurrentStory) == 0 {
			return errNoStory
		}
		if base == AskQuestion && runes(r.UserMessage) == 0 {
			return errNoQuestion
		}
	default:
		return errAction
	}
	if (regen && wishAction(base) != "") || base == StoryFromIdea {
		if strings.TrimSpace(r.WishID) == "" {
			return errUnknownWish
		}
	}
	return nil
}

// underLimit: the wizard's and the ideas' lengths are limits the learner
// read as "under 50/100/200 characters" (product §13); a changed story is
// about its asked length.
func underLimit(base string) bool { return base != ChangeStory }

// targetChars is the length a story should have.
func targetChars(base string, r Request) int {
	switch base {
	case NewStory:
		return Lengths[r.Story.Length]
	case ChangeStory:
		n := runes(r.Change.OriginalStory)
		switch r.Change.TargetLength {
		case "shorter":
			n = n * 6 / 10
		case "longer":
			n = n * 3 / 2
		}
		return min(max(n, 40), MaxStoryRunes)
	}
	return Lengths[r.Ideas.StoryLength]
}

// parseAction splits "x-regenerate" into x and true.
func parseAction(a string) (base string, regen bool) {
	if b, ok := strings.CutSuffix(a, Regenerate); ok {
		return b, true
	}
	return a, false
}

// wishAction is the wish an action belongs to: story-from-idea and every
// regeneration belong to the wish that opened their wizard; the
// conversation actions take none.
func wishAction(base string) string {
	switch base {
	case NewStory, ChangeStory, StoryIdeas:
		return base
	case StoryFromIdea:
		return StoryIdeas
	}
	return ""
}
