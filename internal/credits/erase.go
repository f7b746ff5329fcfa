package credits

import (
	"context"
	"fmt"

	"github.com/storyglot/storyglot/internal/domain"
	"github.com/storyglot/storyglot/internal/store"
)

// EraseAccount anonymises the ledger rows of an erased account and of the
// guests it came from (decision 0040): the rows stay, so that every balance
// still sums, but their account, reference and key no longer name it.
func (l *Ledger) EraseAccount(ctx context.Context, tx store.Tx, e domain.Erasure) error {
	accounts := e.Accounts()
	for _, a := range accounts {
		// Its rows' references and keys may name any of the ids (a sign-up
		// row names the guest it came from).
		for _, named := range accounts {
			if _, err := tx.Exec(ctx, `UPDATE credit_ledger SET reference = REPLACE(reference, ?, ?),
				idempotency_key = REPLACE(idempotency_key, ?, ?) WHERE account_kind = ? AND account_id = ?`,
				named.ID, domain.Anon(named.ID), named.ID, domain.Anon(named.ID), string(a.Kind), a.ID); err != nil {
				return fmt.Errorf("credits: erase %s: %w", a.Kind, err)
			}
		}
		if _, err := tx.Exec(ctx, "UPDATE credit_ledger SET account_id = ? WHERE account_kind = ? AND account_id = ?",
			domain.Anon(a.ID), string(a.Kind), a.ID); err != nil {
			return fmt.Errorf("credits: erase %s: %w", a.Kind, err)
		}
	}
	return nil
}
