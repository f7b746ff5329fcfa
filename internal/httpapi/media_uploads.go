package httpapi

import (
	"context"
	"encoding/json"
	"net/http"
	"net/url"
	"time"

	"github.com/storyglot/storyglot/internal/domain"
	"github.com/storyglot/storyglot/internal/media"
)

// uploadPath is the one route whose body may exceed MaxBodyBytes.
const uploadPath = "/api/v1/uploads"

// streamsBody tells the routes whose body is a file, read by the handler as
// a stream (to disk) after it has authorised the caller, never held in
// memory: the edge neither buffers nor checks it as text.
func streamsBody(r *http.Request) bool {
	return r.Method == http.MethodPost && r.URL.Path == uploadPath
}

// bodyLimit is the largest body a request may send.
func (s *Server) bodyLimit(r *http.Request) int64 {
	if streamsBody(r) && s.Media != nil {
		return s.Media.MaxBytes() + 1
	}
	return s.maxBody
}

// Upload is a stored video as the API shows it.
type Upload struct {
	ID          string    `json:"id"`
	URL         string    `json:"url" doc:"Where the video is served"`
	FileName    string    `json:"fileName"`
	ContentType string    `json:"contentType" enum:"video/mp4,video/webm,video/quicktime"`
	SizeBytes   int64     `json:"sizeBytes"`
	Credits     int       `json:"credits" doc:"Credits charged: the size in MB rounded up"`
	CreatedAt   time.Time `json:"createdAt"`
}

func uploadOf(u media.Upload) Upload {
	return Upload{ID: u.ID, URL: media.FileURL(u.Key), FileName: u.FileName, ContentType: u.ContentType,
		SizeBytes: u.SizeBytes, Credits: u.Credits, CreatedAt: u.CreatedAt}
}

// uploadResult is the answer to an upload.
type uploadResult struct {
	Upload   Upload `json:"upload"`
	Balance  int    `json:"balance" doc:"Credits left after the charge"`
	Replayed bool   `json:"replayed" doc:"The key was used before: the first upload, nothing charged again"`
}

var errGuestUpload = &Problem{Status: 401, Code: domain.CodeUnauthorized, Title: "Sign up to upload",
	Detail: "Uploading a video uses your own credits: please sign up or log in first."}

// uploadVideo stores the request body as a video and charges ⌈MB⌉ credits
// (product §17). The body is the file itself; headers: Idempotency-Key
// (required) and X-File-Name (URL-encoded, for display). Signed-in users only.
func (s *Server) uploadVideo(w http.ResponseWriter, r *http.Request) {
	ctx := r.Context()
	user := s.requestUser(w, r, errGuestUpload)
	if user == nil {
		return
	}
	name, _ := url.QueryUnescape(r.Header.Get("X-File-Name"))
	u, err := s.Media.Store(ctx, media.UploadInput{UserID: user.ID, IdempotencyKey: r.Header.Get("Idempotency-Key"),
		FileName: name, DeclaredSize: r.ContentLength, Body: r.Body})
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	bal, err := s.Ledger.Balance(ctx, domain.Account{Kind: domain.AccountUser, ID: user.ID})
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	status := http.StatusCreated
	if u.Replayed {
		status = http.StatusOK
	}
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Location", media.FileURL(u.Key))
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(uploadResult{Upload: uploadOf(u), Balance: bal, Replayed: u.Replayed})
}

type listUploadsOutput struct {
	Body struct {
		Uploads  []Upload `json:"uploads"`
		MaxBytes int64    `json:"maxBytes" doc:"The largest upload accepted (settings)"`
	}
}

// listUploads lists the caller's uploads, newest first.
func (s *Server) listUploads(ctx context.Context, _ *struct{}) (*listUploadsOutput, error) {
	return s.uploadsOf(ctx, identityFrom(ctx).User.ID)
}

func (s *Server) uploadsOf(ctx context.Context, userID string) (*listUploadsOutput, error) {
	us, err := s.Media.Uploads(ctx, userID, 200)
	if err != nil {
		return nil, problem(ctx, s.log, err)
	}
	out := &listUploadsOutput{}
	out.Body.Uploads = make([]Upload, 0, len(us))
	for _, u := range us {
		out.Body.Uploads = append(out.Body.Uploads, uploadOf(u))
	}
	out.Body.MaxBytes = s.Media.MaxBytes()
	return out, nil
}

type uploadIDInput struct {
	ID string `path:"id" maxLength:"64"`
}

// deleteUpload removes one of the caller's uploads; its file leaves the blob
// store with the next file sweep unless someone else's upload or an ad uses
// the same bytes. No credits come back.
func (s *Server) deleteUpload(ctx context.Context, in *uploadIDInput) (*struct{}, error) {
	if _, err := s.Media.DeleteUpload(ctx, identityFrom(ctx).User.ID, in.ID); err != nil {
		return nil, problem(ctx, s.log, err)
	}
	return nil, nil
}
