package lang

import (
	"context"
	"strings"
)

// Capability names one thing the engine can do for a language pair.
type Capability string

// The capabilities of the engine, in the order the doctor prints them.
const (
	CapSegment    Capability = "segment"
	CapDetect     Capability = "detect"
	CapTranslate  Capability = "translate"
	CapGloss      Capability = "gloss"
	CapPronounce  Capability = "pronounce"
	CapSpeak      Capability = "speak"
	CapExplain    Capability = "explain"
	CapIllustrate Capability = "illustrate"
	// CapStory writes a story from a prompt (AI Story tab). It depends on the
	// target language only and is not a card capability, so Capabilities()
	// leaves it out.
	CapStory Capability = "story"
)

// Capabilities lists every capability in display order.
func Capabilities() []Capability {
	return []Capability{CapSegment, CapDetect, CapTranslate, CapGloss, CapPronounce, CapSpeak, CapExplain, CapIllustrate}
}

// Provider is anything that offers capabilities. Supports must be cheap and
// must not load dictionaries or start processes: it answers from what is
// installed. For capabilities that depend only on the target language
// (segment, pronounce, speak) the native language is ignored.
type Provider interface {
	Name() string
	Supports(c Capability, p Pair) bool
}

// WordSegmenter splits a sentence into tokens.
type WordSegmenter interface {
	Provider
	Words(ctx context.Context, l Code, text string) ([]Token, error)
}

// Detection is the language a text appears to be written in.
type Detection struct {
	Code Code `json:"code"`
	// Confidence is in [0, 1].
	Confidence float64 `json:"confidence"`
	// Reliable is false for short or mixed text.
	Reliable bool `json:"reliable"`
}

// Detector guesses the language of a text.
type Detector interface {
	Provider
	Detect(ctx context.Context, text string) (Detection, error)
}

// Translation is a translated sentence.
type Translation struct {
	Text string `json:"text"`
	// Provider names who translated it.
	Provider string `json:"provider"`
	// MachineDraft marks rule-based output the learner should not trust as
	// natural language.
	MachineDraft bool `json:"machine_draft"`
	// Via is the language a machine draft went through when no translator
	// joins the pair directly ("machine draft via Spanish").
	Via Code `json:"via,omitempty"`
	// Unknown are the words of Text the translator did not know and passed
	// through as written (Apertium's * marks, removed from Text), so that a
	// card can mark them instead of passing them off as translated.
	Unknown []string `json:"unknown,omitempty"`
	// Note is a short natural explanation of the sentence (meaning, grammar,
	// idiom) in the native language, when the provider gives one (AI).
	Note string `json:"note,omitempty"`
}

// Translator translates sentences of p.Target into p.Native, one result per
// input sentence.
type Translator interface {
	Provider
	Translate(ctx context.Context, p Pair, sentences []string) ([]Translation, error)
}

// Gloss is what a dictionary or analyser knows about one word of a sentence.
type Gloss struct {
	Word  string `json:"word"`
	Lemma string `json:"lemma,omitempty"`
	// POS is a coarse part of speech: noun, verb, adj, adv, pron, det, prep,
	// conj, num, propn, intj, part, other.
	POS string `json:"pos,omitempty"`
	// Tags are the analyser's morphological tags (Apertium style: ifi, p1, pl).
	Tags []string `json:"tags,omitempty"`
	// Senses are short meanings in the native language, best first.
	Senses []string `json:"senses,omitempty"`
	// Source names the dictionary the senses come from, e.g.
	// "apertium:spa-eng" or "freedict:deu-eng"; a pivot through a third
	// language joins two ("freedict:jpn-eng+eng-deu"), so that a learner
	// can be told the gloss is indirect.
	Source string `json:"source,omitempty"`
}

// Glosser glosses the words of a sentence in p.Target with senses in p.Native.
type Glosser interface {
	Provider
	Gloss(ctx context.Context, p Pair, sentence string) ([]Gloss, error)
}

// Pronunciation of a text. At least one of IPA and Romanization is set.
type Pronunciation struct {
	IPA string `json:"ipa,omitempty"`
	// Romanization is pinyin with tone marks (zh), Hepburn (ja), Revised
	// Romanization (ko) or a learner transliteration (ru).
	Romanization string `json:"romanization,omitempty"`
	// System names the romanization: pinyin, hepburn, rr, bgn.
	System string `json:"system,omitempty"`
	// Approximate is set when the IPA is a guess: Arabic written without
	// its short vowels, whose vowels espeak-ng cannot know.
	Approximate bool `json:"approximate,omitempty"`
}

// Display is the pronunciation a card shows: the romanization, followed by
// the IPA between slashes when both exist; "≈ " before an approximate one.
func (p Pronunciation) Display() string {
	if p.Approximate && (p.IPA != "" || p.Romanization != "") {
		q := p
		q.Approximate = false
		return "≈ " + q.Display()
	}
	switch {
	case p.Romanization != "" && p.IPA != "":
		return p.Romanization + " /" + p.IPA + "/"
	case p.Romanization != "":
		return p.Romanization
	case p.IPA != "":
		return "/" + p.IPA + "/"
	}
	return ""
}

// Pronouncer gives the pronunciation of a text in language l.
type Pronouncer interface {
	Provider
	Pronounce(ctx context.Context, l Code, text string) (Pronunciation, error)
}

// Speech is synthesised audio.
type Speech struct {
	Data        []byte
	ContentType string
	// Voice identifies the voice and settings; it is part of the cache key.
	Voice string
}

// Synthesizer turns text into speech. Speaker (speaker.go) stores its output
// in a blob store under a content hash.
type Synthesizer interface {
	Provider
	Synthesize(ctx context.Context, l Code, text string) (Speech, error)
}

// SpeechKeyer is implemented by synthesizers whose output depends on more
// than their name (an AI model and voice). Speaker puts SpeechKey in the
// audio's blob key instead of the name, so changing the voice makes new audio.
type SpeechKeyer interface {
	SpeechKey() string
}

// Audio is speech stored in the blob store.
type Audio struct {
	// Key is the blob key, e.g. "audio/3f…a1.mp3".
	Key         string `json:"key"`
	ContentType string `json:"content_type"`
	// Cached is true when the audio already existed. It describes the run,
	// not the lesson, so it stays out of the lesson JSON (which must be the
	// same for the same story and settings).
	Cached bool `json:"-"`
}

// Hint explains one word of a sentence for the learner.
type Hint struct {
	Word  string `json:"word"`
	Lemma string `json:"lemma,omitempty"`
	POS   string `json:"pos,omitempty"`
	Gloss string `json:"gloss,omitempty"`
	// Source names the dictionary of Gloss, as in lang.Gloss.
	Source string `json:"source,omitempty"`
	// Note is a plain-language grammar note in the native language, e.g.
	// "comimos — comer: past (preterite), we".
	Note string `json:"note,omitempty"`
}

// Explainer gives hints for the content words of a sentence.
type Explainer interface {
	Provider
	Explain(ctx context.Context, p Pair, sentence string) ([]Hint, error)
}

// Image is a generated illustration.
type Image struct {
	Data        []byte
	ContentType string
}

// Illustrator draws an image for a sentence or story.
type Illustrator interface {
	Provider
	Illustrate(ctx context.Context, p Pair, text string) (Image, error)
}

// StoryWriter writes a short story in a language from a learner's prompt.
type StoryWriter interface {
	Provider
	WriteStory(ctx context.Context, l Code, req StoryRequest) (string, error)
}

// DescribeTranslator tells, from the provider name a card stored with its
// translation, whether the card's back is a word-by-word line of glosses
// and which language a machine draft went through ("apertium:fr-es+spa-eng"
// → Spanish), so the card can say so without a column of its own.
func DescribeTranslator(provider string) (wordByWord bool, via Code) {
	if provider == WordByWordProvider {
		return true, ""
	}
	if strings.HasPrefix(provider, "apertium:") && strings.Contains(provider, "+") {
		return false, Spanish
	}
	return false, ""
}

// WordByWordProvider names the word-by-word line of glosses that stood in
// for a translation where no translator reached a pair, in cards made before
// their glosses became their back (product §6); no engine makes it now.
const WordByWordProvider = "word-by-word"
