package httpapi

import (
	"context"
	"net/url"
)

type shareOutput struct {
	Body struct {
		Token string `json:"token" doc:"The unguessable share token (256 bits)"`
		URL   string `json:"url" doc:"The site-relative page of the shared story" example:"/shared/abc"`
	}
}

func (s *Server) createShare(ctx context.Context, in *storyIDInput) (*shareOutput, error) {
	owner, _ := identityFrom(ctx).account()
	sh, err := s.Lessons.CreateShare(ctx, owner, in.ID)
	if err != nil {
		return nil, problem(ctx, s.log, err)
	}
	out := &shareOutput{}
	out.Body.Token, out.Body.URL = sh.Token, "/shared/"+url.PathEscape(sh.Token)
	return out, nil
}

type shareTokenInput struct {
	Token string `path:"token" maxLength:"200"`
}

func (s *Server) revokeShare(ctx context.Context, in *shareTokenInput) (*struct{}, error) {
	owner, _ := identityFrom(ctx).account()
	if err := s.Lessons.RevokeShare(ctx, owner, in.Token); err != nil {
		return nil, problem(ctx, s.log, err)
	}
	return nil, nil
}

func (s *Server) getShared(ctx context.Context, in *shareTokenInput) (*flashcardsOutput, error) {
	st, cards, err := s.Lessons.Shared(ctx, in.Token)
	if err != nil {
		return nil, problem(ctx, s.log, err)
	}
	out := lessonOut(st, cards)
	out.Body.Story.CreditsCharged, out.Body.Story.CreditsRefunded = 0, 0 // nothing about the owner
	return out, nil
}

type acceptShareOutput struct {
	Body struct {
		StoryID string `json:"storyId" doc:"The learner's copy (or their own original)"`
		Created bool   `json:"created" doc:"This call made the copy; false when it already existed"`
	}
}

func (s *Server) acceptShare(ctx context.Context, in *shareTokenInput) (*acceptShareOutput, error) {
	user, _ := identityFrom(ctx).account()
	id, created, err := s.Lessons.AcceptShare(ctx, user, in.Token)
	if err != nil {
		return nil, problem(ctx, s.log, err)
	}
	out := &acceptShareOutput{}
	out.Body.StoryID, out.Body.Created = id, created
	return out, nil
}
