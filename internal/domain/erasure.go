package domain

import (
	"crypto/sha256"
	"encoding/hex"
)

// Erasure names an account being erased (decision 0040, "Erasure erases"):
// each package that keeps rows about it removes them, or anonymises those
// it must keep (the credit ledger), in one transaction.
type Erasure struct {
	UserID   string
	Email    string   // lower case
	GuestIDs []string // the guest sessions the account came from
}

// Accounts are the user and its guests, each as the rows name them.
func (e Erasure) Accounts() []Account {
	out := []Account{{Kind: AccountUser, ID: e.UserID}}
	for _, g := range e.GuestIDs {
		out = append(out, Account{Kind: AccountGuest, ID: g})
	}
	return out
}

// Anon is what an id becomes in rows that are kept: "erased:" and a short
// hash, the same for the same id (so unique keys stay unique), not reversible.
func Anon(id string) string {
	sum := sha256.Sum256([]byte(id))
	return "erased:" + hex.EncodeToString(sum[:8])
}
