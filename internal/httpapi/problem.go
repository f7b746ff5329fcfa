package httpapi

import (
	"context"
	"errors"
	"log/slog"
	"net/http"

	"github.com/danielgtaylor/huma/v2"

	"github.com/storyglot/storyglot/internal/domain"
)

// Problem is an RFC 9457 problem+json body with Storyglot's stable code.
type Problem struct {
	Type      string              `json:"type,omitempty" doc:"A URI reference that identifies the problem type"`
	Title     string              `json:"title" doc:"Short, human-readable summary (product.md's title where it has one)"`
	Status    int                 `json:"status" doc:"HTTP status code"`
	Detail    string              `json:"detail,omitempty" doc:"Human-readable explanation (product.md's message where it has one)"`
	Instance  string              `json:"instance,omitempty"`
	Code      domain.Code         `json:"code" enum:"invalid,not_found,conflict,unauthorized,forbidden,insufficient_credits,rate_limited,internal,out_of_wishes,ai_unconfigured,payments_unconfigured,idempotency_key_reused,wrong_language,unavailable" doc:"Stable machine-readable error code"`
	RequestID string              `json:"requestId,omitempty" doc:"Id of the request, also in the X-Request-Id header"`
	Fields    map[string]string   `json:"fields,omitempty" doc:"Per-field problems of an invalid request"`
	Errors    []*huma.ErrorDetail `json:"errors,omitempty" doc:"Validation details"`
	// DetectedLanguage comes with wrong_language.
	DetectedLanguage string `json:"detectedLanguage,omitempty" doc:"wrong_language: the language the text looks like"`
}

func (p *Problem) Error() string  { return p.Title + ": " + p.Detail }
func (p *Problem) GetStatus() int { return p.Status }

// ContentType makes huma send application/problem+json.
func (p *Problem) ContentType(ct string) string {
	if ct == "application/json" {
		return "application/problem+json"
	}
	return ct
}

var codeStatus = map[domain.Code]int{
	domain.CodeInvalid:             http.StatusBadRequest,
	domain.CodeNotFound:            http.StatusNotFound,
	domain.CodeConflict:            http.StatusConflict,
	domain.CodeUnauthorized:        http.StatusUnauthorized,
	domain.CodeForbidden:           http.StatusForbidden,
	domain.CodeInsufficientCredits: http.StatusPaymentRequired,
	domain.CodeRateLimited:         http.StatusTooManyRequests,
	domain.CodeInternal:            http.StatusInternalServerError,
	domain.CodeOutOfWishes:         http.StatusPaymentRequired,
	domain.CodeAIUnconfigured:      http.StatusServiceUnavailable,
	// Card payments not configured (product §12).
	domain.CodePaymentsUnconfigured: http.StatusServiceUnavailable,
	domain.CodeIdempotencyKeyReused: http.StatusUnprocessableEntity,
	domain.CodeWrongLanguage:        http.StatusUnprocessableEntity,
	domain.CodeUnavailable:          http.StatusServiceUnavailable,
}

// statusCode is the reverse mapping, for errors huma raises itself.
func statusCode(status int) domain.Code {
	switch {
	case status == http.StatusNotFound:
		return domain.CodeNotFound
	case status == http.StatusUnauthorized:
		return domain.CodeUnauthorized
	case status == http.StatusForbidden:
		return domain.CodeForbidden
	case status == http.StatusConflict:
		return domain.CodeConflict
	case status == http.StatusTooManyRequests:
		return domain.CodeRateLimited
	case status == http.StatusPaymentRequired:
		return domain.CodeInsufficientCredits
	case status == http.StatusServiceUnavailable:
		return domain.CodeUnavailable // not ready: trying again later may work (decision 0042)
	case status >= 500:
		return domain.CodeInternal
	default:
		return domain.CodeInvalid
	}
}

// newProblem is huma's error constructor (installed in New): every error huma
// itself produces (validation, malformed JSON, body too large) gets our shape.
func newProblem(ctx huma.Context, status int, msg string, errs ...error) huma.StatusError {
	p := &Problem{Status: status, Title: http.StatusText(status), Detail: msg, Code: statusCode(status)}
	if ctx != nil {
		p.RequestID = requestIDFrom(ctx.Context())
	}
	for _, e := range errs {
		var d *huma.ErrorDetail
		if errors.As(e, &d) {
			p.Errors = append(p.Errors, d)
		} else if e != nil {
			p.Errors = append(p.Errors, &huma.ErrorDetail{Message: e.Error()})
		}
	}
	return p
}

// problem turns any error from a service into the problem the client sees.
// This is the one place where domain codes become HTTP statuses. Internal
// errors are logged with their cause and shown without it.
func problem(ctx context.Context, log *slog.Logger, err error) huma.StatusError {
	var se huma.StatusError
	if errors.As(err, &se) {
		return se
	}
	code := domain.CodeOf(err)
	p := &Problem{Code: code, Status: codeStatus[code], RequestID: requestIDFrom(ctx)}
	var de *domain.Error
	if errors.As(err, &de) {
		// A domain error's title and message are written for users; its
		// cause (Err) never leaves the server.
		p.Title, p.Detail, p.Fields, p.DetectedLanguage = de.Title, de.Message, de.Fields, de.Language
	}
	if code == domain.CodeInternal {
		if errors.Is(err, context.Canceled) && ctx.Err() != nil {
			// The client went away (a closed tab, a cancelled fetch): nobody
			// reads the answer, and nothing is wrong on our side.
			log.InfoContext(ctx, "request abandoned by the client", slog.String("request_id", p.RequestID), slog.Any("err", err))
		} else {
			log.ErrorContext(ctx, "internal error", slog.String("request_id", p.RequestID), slog.Any("err", err))
		}
		if p.Detail == "" {
			p.Detail = "Something went wrong on our side. Please try again."
		}
	}
	if p.Title == "" {
		p.Title = http.StatusText(p.Status)
	}
	return p
}
