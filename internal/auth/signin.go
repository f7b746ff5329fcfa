package auth

import "context"

// EndPrevious applies the rule of every sign-in (password or Google): the
// new session has a new id, and the sessions and guest sessions the browser
// still held end (a guest's work has moved to the account at sign-up).
func (s *Service) EndPrevious(ctx context.Context, c Client, sessionTokens, guestTokens []string) {
	for _, tok := range sessionTokens {
		if err := s.Logout(ctx, tok, c); err != nil {
			s.log.WarnContext(ctx, "end the previous session at sign-in", "err", err)
		}
	}
	for _, tok := range guestTokens {
		if err := s.EndGuest(ctx, tok); err != nil {
			s.log.WarnContext(ctx, "end guest at sign-in", "err", err)
		}
	}
}
