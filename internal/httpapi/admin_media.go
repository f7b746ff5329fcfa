package httpapi

import (
	"context"

	"github.com/storyglot/storyglot/internal/lessons"
)

// listAllUploads lists everyone's uploads for the admins (to make ads of).
func (s *Server) listAllUploads(ctx context.Context, _ *struct{}) (*listUploadsOutput, error) {
	return s.uploadsOf(ctx, "")
}

// listAllAudioReports lists every open report, of any lesson (the admins' queue).
func (s *Server) listAllAudioReports(ctx context.Context, in *audioReportsInput) (*audioReportsOutput, error) {
	return s.audioReportsOf(ctx, lessons.ReportFilter{StoryID: in.StoryID})
}
