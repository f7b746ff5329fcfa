package httpapi

import (
	"context"
	"net/http"

	"github.com/danielgtaylor/huma/v2"
)

type healthOutput struct {
	Body struct {
		Status string `json:"status" example:"ok"`
	}
}

func (s *Server) health(ctx context.Context, _ *struct{}) (*healthOutput, error) {
	out := &healthOutput{}
	out.Body.Status = "ok"
	return out, nil
}

type readinessOutput struct {
	Body struct {
		Status  string `json:"status" example:"ready"`
		Dialect string `json:"dialect" example:"sqlite"`
	}
}

func (s *Server) readiness(ctx context.Context, _ *struct{}) (*readinessOutput, error) {
	if err := s.Ready.Ready(ctx); err != nil {
		s.log.WarnContext(ctx, "not ready", "err", err)
		return nil, huma.NewError(http.StatusServiceUnavailable, "not ready: "+err.Error())
	}
	out := &readinessOutput{}
	out.Body.Status = "ready"
	out.Body.Dialect = string(s.Store.Dialect())
	return out, nil
}
