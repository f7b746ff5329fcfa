package httpapi

import (
	"context"
	"time"

	"github.com/storyglot/storyglot/internal/auth"
	"github.com/storyglot/storyglot/internal/domain"
)

// The admin console's users (decision 0013): search, credits and their ledger,
// adjustments, the admin role, disabling. Every change is audit-logged.

type adminUser struct {
	ID        string    `json:"id"`
	Email     string    `json:"email"`
	Role      string    `json:"role" enum:"user,admin"`
	Confirmed bool      `json:"confirmed" doc:"The e-mail address is confirmed"`
	Disabled  bool      `json:"disabled" doc:"Disabled by an admin: cannot sign in"`
	Credits   *int      `json:"credits" doc:"null: never signed in, so no balance yet"`
	Stories   int       `json:"stories"`
	CreatedAt time.Time `json:"createdAt"`
}

func toAdminUser(a auth.AccountSummary) adminUser {
	return adminUser{ID: a.ID, Email: a.Email, Role: a.Role, Confirmed: a.Confirmed, Disabled: a.Disabled, Credits: a.Credits,
		Stories: a.Stories, CreatedAt: a.CreatedAt}
}

type searchUsersInput struct {
	Q      string `query:"q" maxLength:"200" doc:"Part of the e-mail address; empty: every account"`
	Offset int    `query:"offset" minimum:"0" maximum:"1000000"`
	Limit  int    `query:"limit" minimum:"1" maximum:"100" default:"20"`
}

type searchUsersOutput struct {
	Body struct {
		Users []adminUser `json:"users"`
		Total int         `json:"total" doc:"Every match, of which this is a page"`
	}
}

func (s *Server) searchUsers(ctx context.Context, in *searchUsersInput) (*searchUsersOutput, error) {
	found, total, err := s.Auth.SearchAccounts(ctx, in.Q, in.Offset, in.Limit)
	if err != nil {
		return nil, problem(ctx, s.log, err)
	}
	out := &searchUsersOutput{}
	out.Body.Users, out.Body.Total = []adminUser{}, total
	for _, a := range found {
		out.Body.Users = append(out.Body.Users, toAdminUser(a))
	}
	return out, nil
}

type userEmailInput struct {
	Email string `path:"email" maxLength:"400" doc:"The account's e-mail address"`
}

type ledgerEntry struct {
	ID           int64     `json:"id"`
	Delta        int       `json:"delta"`
	BalanceAfter int       `json:"balanceAfter"`
	Reason       string    `json:"reason" doc:"What moved the balance (story, purchase, adjustment...)"`
	Reference    string    `json:"reference" doc:"For an adjustment, the admin's reason"`
	CreatedAt    time.Time `json:"createdAt"`
}

type adminUserOutput struct {
	Body struct {
		User     adminUser     `json:"user"`
		Sessions int           `json:"sessions" doc:"Live sessions"`
		Ledger   []ledgerEntry `json:"ledger" doc:"The newest 100 entries of the credit ledger"`
	}
}

func (s *Server) adminUserDetail(ctx context.Context, email string) (*adminUserOutput, error) {
	a, err := s.Auth.Account(ctx, email)
	if err != nil {
		return nil, problem(ctx, s.log, err)
	}
	out := &adminUserOutput{}
	out.Body.User = toAdminUser(a)
	if out.Body.Sessions, err = s.Auth.ActiveSessions(ctx, a.ID); err != nil {
		return nil, problem(ctx, s.log, err)
	}
	entries, err := s.Ledger.Entries(ctx, domain.Account{Kind: domain.AccountUser, ID: a.ID}, 100)
	if err != nil {
		return nil, problem(ctx, s.log, err)
	}
	out.Body.Ledger = []ledgerEntry{}
	for _, e := range entries {
		out.Body.Ledger = append(out.Body.Ledger, ledgerEntry{ID: e.ID, Delta: e.Delta, BalanceAfter: e.BalanceAfter, Reason: e.Reason,
			Reference: e.Reference, CreatedAt: e.CreatedAt})
	}
	return out, nil
}

func (s *Server) getAdminUser(ctx context.Context, in *userEmailInput) (*adminUserOutput, error) {
	return s.adminUserDetail(ctx, in.Email)
}

type adjustCreditsInput struct {
	Email string `path:"email" maxLength:"400"`
	Body  struct {
		Delta          int    `json:"delta" minimum:"-1000000" maximum:"1000000" doc:"Credits to add (negative: to take)"`
		Reason         string `json:"reason" minLength:"1" maxLength:"300" doc:"Why: kept in the ledger and the audit log"`
		IdempotencyKey string `json:"idempotencyKey" minLength:"8" maxLength:"100" doc:"The same key twice adjusts once"`
	}
}

func (s *Server) adjustUserCredits(ctx context.Context, in *adjustCreditsInput) (*adminUserOutput, error) {
	by := identityFrom(ctx).User
	if _, err := s.Auth.AdjustCreditsBy(ctx, by.Email, in.Email, in.Body.Delta, in.Body.Reason, by.ID+":"+in.Body.IdempotencyKey); err != nil {
		return nil, problem(ctx, s.log, err)
	}
	return s.adminUserDetail(ctx, in.Email)
}

type setRoleInput struct {
	Email string `path:"email" maxLength:"400"`
	Body  struct {
		Role string `json:"role" enum:"user,admin"`
	}
}

func (s *Server) setUserRole(ctx context.Context, in *setRoleInput) (*adminUserOutput, error) {
	if err := s.Auth.SetRole(ctx, identityFrom(ctx).User, in.Email, in.Body.Role); err != nil {
		return nil, problem(ctx, s.log, err)
	}
	return s.adminUserDetail(ctx, in.Email)
}

type setDisabledInput struct {
	Email string `path:"email" maxLength:"400"`
	Body  struct {
		Disabled bool `json:"disabled" doc:"true: its sessions end and it cannot sign in; false: it may sign in again"`
	}
}

func (s *Server) setUserDisabled(ctx context.Context, in *setDisabledInput) (*adminUserOutput, error) {
	if err := s.Auth.SetDisabled(ctx, identityFrom(ctx).User, in.Email, in.Body.Disabled); err != nil {
		return nil, problem(ctx, s.log, err)
	}
	return s.adminUserDetail(ctx, in.Email)
}

type eraseAccountInput struct {
	Body struct {
		Email string `json:"email" maxLength:"400" doc:"The address of the account to delete"`
	}
}

// eraseAccount is an admin deleting an account on its owner's request.
func (s *Server) eraseAccount(ctx context.Context, in *eraseAccountInput) (*struct{}, error) {
	admin := identityFrom(ctx).User
	email, err := auth.NormalizeEmail(in.Body.Email)
	if err != nil {
		return nil, problem(ctx, s.log, err)
	}
	u, err := s.Auth.UserByEmail(ctx, email)
	if err != nil {
		return nil, problem(ctx, s.log, err)
	}
	if u.ID == admin.ID {
		return nil, problem(ctx, s.log, domain.Titled(domain.CodeInvalid, "Not Here", "Delete your own account from your account page."))
	}
	if err := s.Accounts.Erase(ctx, u, admin.Email); err != nil {
		return nil, problem(ctx, s.log, err)
	}
	return nil, nil
}
