package lang

// Kinds of a card's back a pair gets (product §6), as the story card says
// before the learner pays.
const (
	// BackTranslation: a natural sentence translation (an AI model, or our
	// own translation of a curated story).
	BackTranslation = "translation"
	// BackMachineDraft: a rule-based machine translation (Apertium), marked
	// as a draft on the card.
	BackMachineDraft = "machine-draft"
	// BackMachineDraftVia: a machine draft through a third language.
	BackMachineDraftVia = "machine-draft-via"
	// BackGlosses: no sentence translation; every word with its gloss.
	BackGlosses = "glosses"
	// BackNone: neither a translation nor glosses.
	BackNone = "none"
)

// Offer is what a lesson of a pair gets with the engines this server has
// right now: the kind of back, and whether the cards have glosses (under
// each word), pronunciation, audio, explanations and pictures.
type Offer struct {
	Target        Code   `json:"target"`
	Native        Code   `json:"native"`
	Back          string `json:"back" enum:"translation,machine-draft,machine-draft-via,glosses,none"`
	Via           Code   `json:"via,omitempty" doc:"The language a machine draft goes through"`
	Glosses       bool   `json:"glosses"`
	Pronunciation bool   `json:"pronunciation"`
	Audio         bool   `json:"audio"`
	Hints         bool   `json:"hints"`
	Pictures      bool   `json:"pictures"`
}

// Drafter is implemented by translators whose translations are machine
// drafts (rule-based); Via names the third language p's route goes through,
// "" when direct.
type Drafter interface {
	Via(p Pair) Code
}

// Offer says what a lesson of p gets.
func (e *Engine) Offer(p Pair) Offer {
	o := Offer{Target: p.Target, Native: p.Native, Back: BackNone,
		Glosses:       e.Provider(CapGloss, p) != "",
		Pronunciation: e.Provider(CapPronounce, p) != "",
		Audio:         e.Provider(CapSpeak, p) != "",
		Hints:         e.Provider(CapExplain, p) != "",
		Pictures:      e.Provider(CapIllustrate, p) != ""}
	chain := e.Chain(CapTranslate, p)
	switch {
	case len(chain) == 0 && o.Glosses:
		o.Back = BackGlosses
	case len(chain) == 0:
	default:
		d, draft := unwrap(chain[0]).(Drafter)
		switch {
		case !draft:
			o.Back = BackTranslation
		case d.Via(p) != "":
			o.Back, o.Via = BackMachineDraftVia, d.Via(p)
		default:
			o.Back = BackMachineDraft
		}
	}
	return o
}
