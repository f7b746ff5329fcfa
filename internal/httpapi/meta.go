package httpapi

import (
	"context"

	"github.com/storyglot/storyglot/internal/lang"
)

// InterfaceLanguages are the UI languages of spec §1.
var interfaceLanguages = []string{"en", "es", "fr", "zh", "de", "hi"}

type learningLanguage struct {
	Code       string `json:"code" example:"es"`
	Name       string `json:"name" example:"Spanish"`
	NativeName string `json:"nativeName" example:"Español"`
}

type metaOutput struct {
	Body struct {
		Version            string             `json:"version" example:"0.1.0"`
		LearningLanguages  []learningLanguage `json:"learningLanguages"`
		InterfaceLanguages []string           `json:"interfaceLanguages"`
		GoogleSignIn       bool               `json:"googleSignIn" doc:"Whether Google sign-in is configured on this server"`
		AIStories          bool               `json:"aiStories" doc:"Whether an AI provider can write stories (the AI Story tab)"`
	}
}

func (s *Server) getMeta(ctx context.Context, _ *struct{}) (*metaOutput, error) {
	out := &metaOutput{}
	out.Body.Version = s.Version
	for _, l := range lang.Languages() {
		out.Body.LearningLanguages = append(out.Body.LearningLanguages,
			learningLanguage{Code: string(l.Code), Name: l.Name, NativeName: l.NativeName})
	}
	out.Body.InterfaceLanguages = interfaceLanguages
	out.Body.GoogleSignIn = s.Google != nil
	out.Body.AIStories = s.Engine != nil && s.Engine.CanWriteStories(lang.Spanish)
	return out, nil
}
