package domain_test

import (
	"errors"
	"fmt"
	"testing"

	"github.com/storyglot/storyglot/internal/domain"
)

func TestErrorCodes(t *testing.T) {
	base := domain.Errorf(domain.CodeInsufficientCredits, "need %d credits, have %d", 40, 12)
	wrapped := fmt.Errorf("credits: spend for story %s: %w", "s1", base)

	tests := []struct {
		name   string
		err    error
		target error
		is     bool
		code   domain.Code
	}{
		{"same code matches sentinel", wrapped, domain.ErrInsufficientCredits, true, domain.CodeInsufficientCredits},
		{"other code does not match", wrapped, domain.ErrNotFound, false, domain.CodeInsufficientCredits},
		{"plain error is internal", errors.New("boom"), domain.ErrInternal, false, domain.CodeInternal},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := errors.Is(tt.err, tt.target); got != tt.is {
				t.Errorf("errors.Is = %v, want %v", got, tt.is)
			}
			if got := domain.CodeOf(tt.err); got != tt.code {
				t.Errorf("CodeOf = %q, want %q", got, tt.code)
			}
		})
	}
	if got := base.Error(); got != "need 40 credits, have 12" {
		t.Errorf("message = %q", got)
	}
}
