package domain

// Business constants of spec §9 (credits and wishes).
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
