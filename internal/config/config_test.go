package config_test

import (
	"strings"
	"testing"

	"github.com/storyglot/storyglot/internal/config"
)

func TestLoad(t *testing.T) {
	tests := []struct {
		name    string
		env     map[string]string
		args    []string
		check   func(t *testing.T, c config.Config)
		wantErr string
	}{
		{name: "defaults", check: func(t *testing.T, c config.Config) {
			if c.Addr != ":8080" || c.DataDir != "./data" || c.Role != "all" || c.IsPostgres() {
				t.Errorf("unexpected defaults: %+v", c)
			}
			if c.SQLitePath() != "data/storyglot.db" {
				t.Errorf("SQLitePath = %q", c.SQLitePath())
			}
		}},
		{name: "env then flag wins", env: map[string]string{"STORYGLOT_ADDR": ":9000", "STORYGLOT_ROLE": "worker"},
			args: []string{"--addr", "127.0.0.1:7000"},
			check: func(t *testing.T, c config.Config) {
				if c.Addr != "127.0.0.1:7000" || c.Role != "worker" || c.ServesHTTP() || !c.RunsJobs() {
					t.Errorf("got %+v", c)
				}
			}},
		{name: "postgres url", env: map[string]string{"DATABASE_URL": "postgres://u@h/db"},
			check: func(t *testing.T, c config.Config) {
				if !c.IsPostgres() {
					t.Error("want postgres")
				}
			}},
		{name: "bad database url", env: map[string]string{"DATABASE_URL": "mysql://x"}, wantErr: "DATABASE_URL must start with postgres://"},
		{name: "bad role and level reported together", args: []string{"--role", "boss", "--log-level", "loud"}, wantErr: "role \"boss\""},
		{name: "bad base url", args: []string{"--base-url", "localhost"}, wantErr: "base-url"},
		{name: "stray argument", args: []string{"extra"}, wantErr: "unexpected arguments"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c, err := config.Load("serve", tt.args, func(k string) string { return tt.env[k] })
			if tt.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
					t.Fatalf("err = %v, want it to contain %q", err, tt.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			tt.check(t, c)
		})
	}
}
