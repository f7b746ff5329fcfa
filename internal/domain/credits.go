package domain

// Business constants of product §5, §9 (credits and wishes).
const (
	StartingCredits       = 300 // new users and guests
	DailyWishes           = 3
	SignupBonusWishes     = 3
	WishPackCost          = 111 // credits for a pack of wishes
	WishPackSize          = 3
	AIStoryCost           = 1
	MinStoryChars         = 13
	DisplayNameMaxRunes   = 13 // default display name: first 13 characters of the email's local part
	MaxLocalGuestStories  = 20
	StoryTitleMaxRunes    = 100
	SmallCreditPack       = 50
	LargeCreditPack       = 300
	SmallCreditPackCents  = 99
	LargeCreditPackCents  = 499
	EmailMaxLen           = 254
	PasswordMinLen        = 8
	PasswordMaxLen        = 128
	LoginAttemptsPerEmail = 5 // per LoginWindow
)

// AccountKind says whose balance a ledger entry moves.
type AccountKind string

const (
	AccountUser  AccountKind = "user"
	AccountGuest AccountKind = "guest"
)

// LibraryUserID is the built-in library's account (package builtin seeds its
// lessons): not a learner, so figures about learners leave it out.
const LibraryUserID = "storyglot-library"

// LibraryEmail is the library account's address (a reserved domain: no mail
// is ever sent there).
const LibraryEmail = "library@storyglot.invalid"

// Account identifies a balance: a user's profile or a guest session.
type Account struct {
	Kind AccountKind
	ID   string
}

// Ledger reasons.
const (
	ReasonSignupGrant  = "signup_grant"
	ReasonGuestGrant   = "guest_grant"
	ReasonGuestRestore = "guest_restore" // a guest's spent credits given back at sign-up
	ReasonWishPurchase = "wish_purchase"
	ReasonStory        = "story"
	ReasonAIStory      = "ai_story"
	ReasonRefund       = "refund"
	ReasonPurchase     = "purchase"
	ReasonAdjustment   = "adjustment"
	ReasonGuestConsume = "guest_consume"
)

// Timeouts of product §6 by story length in characters.
type Timeouts struct{ Soft, Hard int } // seconds

// StoryTimeouts returns the soft (warning) and hard (give up and refund)
// timeouts for a story of n characters.
func StoryTimeouts(n int) Timeouts {
	switch {
	case n < 250:
		return Timeouts{Soft: 300, Hard: 780}
	case n <= 500:
		return Timeouts{Soft: 480, Hard: 1320}
	case n <= 1000:
		return Timeouts{Soft: 780, Hard: 2400}
	}
	return Timeouts{Soft: 1320, Hard: 5400}
}

// UsableImageURL applies product §6: an empty image URL, one ending in
// '/object/', or one ending in '.mp3' is ignored.
func UsableImageURL(u string) bool {
	return u != "" && !hasSuffix(u, "/object/") && !hasSuffix(u, ".mp3")
}

func hasSuffix(s, suf string) bool { return len(s) >= len(suf) && s[len(s)-len(suf):] == suf }
