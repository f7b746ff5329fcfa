package mail

import (
	"strings"
	"testing"
)

func TestNewValidatesConfig(t *testing.T) {
	tests := []struct {
		name     string
		cfg      Config
		wantMode string
		wantErr  string
	}{
		{"log only", Config{}, "log", ""},
		{"smtp default port", Config{SMTPURL: "smtp://mail.example.com"}, "smtp://mail.example.com:587", ""},
		{"smtps default port", Config{SMTPURL: "smtps://u:p@mail.example.com"}, "smtps://mail.example.com:465", ""},
		{"explicit port", Config{SMTPURL: "smtp://u:p@127.0.0.1:2525", From: "a@b.example"}, "smtp://127.0.0.1:2525", ""},
		{"wrong scheme", Config{SMTPURL: "http://mail.example.com"}, "", "must start with smtp:// or smtps://"},
		{"no host", Config{SMTPURL: "smtp://:25"}, "", "no host"},
		{"bad port", Config{SMTPURL: "smtp://mail.example.com:99999"}, "", "port"},
		{"path", Config{SMTPURL: "smtp://mail.example.com/x"}, "", "no path"},
		{"bad from", Config{From: "Storyglot"}, "", "STORYGLOT_MAIL_FROM"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s, err := New(nil, nil, tt.cfg, nil)
			if tt.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
					t.Fatalf("New = %v, want an error about %q", err, tt.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if s.Mode() != tt.wantMode {
				t.Errorf("Mode = %q, want %q", s.Mode(), tt.wantMode)
			}
		})
	}
	// A password never shows in an error.
	if _, err := New(nil, nil, Config{SMTPURL: "smtp://user:hunter2@exa mple.com"}, nil); err == nil || strings.Contains(err.Error(), "hunter2") {
		t.Errorf("error %v should exist and not show the password", err)
	}
}
