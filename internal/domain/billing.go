package domain

// CreditPack is a pack of credits on sale (product §5). The credits are the
// spec's; the price and currency come from the configuration.
type CreditPack struct {
	ID         string // "small" or "large"
	Credits    int
	PriceCents int    // in the currency's minor unit
	Currency   string // ISO 4217, lower case
	BestValue  bool
}

// DefaultPacks are product §5's packs at their default prices: what a
// server without price settings sells, and what the About page's prerendered
// HTML states (web/src/lib/default-packs.ts says the same; a test checks).
func DefaultPacks() []CreditPack {
	return []CreditPack{
		{ID: PackSmall, Credits: SmallCreditPack, PriceCents: SmallCreditPackCents, Currency: DefaultPackCurrency},
		{ID: PackLarge, Credits: LargeCreditPack, PriceCents: LargeCreditPackCents, Currency: DefaultPackCurrency, BestValue: true},
	}
}

// Pack ids.
const (
	PackSmall = "small"
	PackLarge = "large"
)

// Ledger reasons of payments and earned credits.
const (
	ReasonPurchaseRefund = "purchase_refund"      // credits taken back after a card refund or while a dispute holds the money
	ReasonDisputeWon     = "purchase_dispute_won" // credits a dispute took, given back when the dispute is won
	ReasonEarnedGoal     = "earned_daily_goal"
	ReasonEarnedStreak   = "earned_streak"
	// Earned credits taken back because the review that met the day's goal
	// was undone (decision 0052).
	ReasonEarnedGoalUndone   = "earned_daily_goal_undone"
	ReasonEarnedStreakUndone = "earned_streak_undone"
)

// Earned credits (product §12): a daily study goal and a weekly streak, for
// users only. The rule is written in docs/decisions/0006-credits-and-payments.md.
const (
	DailyGoalCards      = 10 // distinct cards graded in the learner's day
	DailyGoalCredits    = 5
	StreakDays          = 7 // every 7th day in a row with the goal met
	StreakCredits       = 20
	MaxEarnedPerDay     = DailyGoalCredits + StreakCredits
	DefaultPackCurrency = "usd"
)
