package httpapi

import "context"

type buyWishesInput struct {
	Body struct {
		IdempotencyKey string `json:"idempotencyKey" minLength:"1" maxLength:"100"`
	}
}

type buyWishesOutput struct {
	Body struct {
		Credits      int `json:"credits"`
		Wishes       int `json:"wishes"`
		WishesBought int `json:"wishesBought"`
	}
}

func (s *Server) buyWishes(ctx context.Context, in *buyWishesInput) (*buyWishesOutput, error) {
	u := identityFrom(ctx).User
	w, e, err := s.Ledger.BuyWishes(ctx, u.ID, in.Body.IdempotencyKey)
	if err != nil {
		return nil, problem(ctx, s.log, err)
	}
	out := &buyWishesOutput{}
	out.Body.Credits, out.Body.Wishes, out.Body.WishesBought = e.BalanceAfter, w.Total(), w.Bought
	return out, nil
}
