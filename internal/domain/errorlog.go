package domain

import "slices"

// The error log vocabulary of product §8.

// ErrorTypes are the values of errorType.
var ErrorTypes = []string{
	"story_timeout_soft", "story_timeout_hard", "story_n8n_failure", "story_creation_failed",
	"flashcard_partial_success", "flashcard_zero_generated", "flashcard_ai_failure",
	"image_generation_failed", "audio_generation_failed", "video_upload_failed",
	"react_error_boundary", "javascript_error", "network_error", "stuck_loading_state",
	"credits_deducted_no_result", "n8n_webhook_timeout", "n8n_workflow_exception", "n8n_silent_failure",
}

// ErrorCategories are the values of errorCategory.
var ErrorCategories = []string{"workflow", "api", "frontend", "timeout", "user_experience"}

// Severities are the values of severity.
var Severities = []string{"low", "medium", "high", "critical"}

// ErrorLog is one entry of the error log (product §8).
type ErrorLog struct {
	ErrorType     string
	ErrorCategory string
	Severity      string
	ErrorMessage  string
	ErrorStack    string
	Metadata      map[string]any
	UserID        string // empty for guests and visitors
	SessionID     string
	RequestID     string
}

// Limits on what a client may log, so the log cannot be used to fill the disk.
const (
	MaxErrorMessageLen  = 2000
	MaxErrorStackLen    = 16000
	MaxErrorMetadataLen = 8000
)

// Validate checks the vocabulary and the required message.
func (e ErrorLog) Validate() error {
	fields := map[string]string{}
	if !slices.Contains(ErrorTypes, e.ErrorType) {
		fields["errorType"] = "unknown error type"
	}
	if !slices.Contains(ErrorCategories, e.ErrorCategory) {
		fields["errorCategory"] = "unknown error category"
	}
	if !slices.Contains(Severities, e.Severity) {
		fields["severity"] = "must be low, medium, high or critical"
	}
	if e.ErrorMessage == "" {
		fields["errorMessage"] = "required"
	}
	if len(fields) > 0 {
		return &Error{Code: CodeInvalid, Message: "Invalid error log entry.", Fields: fields}
	}
	return nil
}
