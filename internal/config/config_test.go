package config_test

import (
	"log/slog"
	"strings"
	"testing"
	"time"

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
			if c.LogLevel != slog.LevelInfo || !c.SeedLibrary || !c.SeedsLibrary() {
				t.Errorf("level %v, seed library %v", c.LogLevel, c.SeedLibrary)
			}
			if c.Addr != ":8080" || c.DataDir != "./data" || c.Role != "all" || c.IsPostgres() {
				t.Errorf("unexpected defaults: %+v", c)
			}
			if c.SQLitePath() != "data/storyglot.db" {
				t.Errorf("SQLitePath = %q", c.SQLitePath())
			}
			// Two asks of 4 tries of 60 s and 3.5 s of backoff; 2 min more (decision 0068).
			if c.AIWorkLimit() != 8*time.Minute+7*time.Second || c.UnsettledAfter() != 10*time.Minute+7*time.Second {
				t.Errorf("AIWorkLimit %s, UnsettledAfter %s; want 8m7s, 10m7s", c.AIWorkLimit(), c.UnsettledAfter())
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
		{name: "bad role", args: []string{"--role", "boss"}, wantErr: "role \"boss\""},
		{name: "bad level names its variable", env: map[string]string{"STORYGLOT_LOG_LEVEL": "loud"},
			wantErr: `STORYGLOT_LOG_LEVEL="loud" must be debug, info, warn or error`},
		{name: "bad seed-library names its flag", args: []string{"--seed-library", "yes"}, wantErr: "-seed-library: must be on or off"},
		{name: "level and seed-library parsed once", env: map[string]string{"STORYGLOT_LOG_LEVEL": "warn", "STORYGLOT_SEED_LIBRARY": "off"},
			check: func(t *testing.T, c config.Config) {
				if c.LogLevel != slog.LevelWarn || c.SeedLibrary || c.SeedsLibrary() {
					t.Errorf("got level %v, seed library %v", c.LogLevel, c.SeedLibrary)
				}
			}},
		{name: "bad base url", args: []string{"--base-url", "localhost"}, wantErr: "base-url"},
		{name: "stray argument", args: []string{"extra"}, wantErr: "unexpected arguments"},
		{name: "typed values parsed once", env: map[string]string{"STORYGLOT_AI_TIMEOUT": "90s", "STORYGLOT_AI_CONCURRENCY": "8",
			"STORYGLOT_JOB_RESCUE_AFTER": "1m", "STORYGLOT_TRUSTED_PROXIES": "10.0.0.0/8, 192.0.2.7", "STORYGLOT_VIDEO_MAX_MB": "7",
			"STORYGLOT_PACK_SMALL_CENTS": "129"},
			check: func(t *testing.T, c config.Config) {
				if c.AITimeout != 90*time.Second || c.AIConcurrency != 8 || c.RescueAfter() != time.Minute || c.VideoMaxBytes() != 7<<20 ||
					c.Packs()[0].PriceCents != 129 || len(c.TrustedProxies) != 2 || c.TrustedProxies[1].String() != "192.0.2.7/32" {
					t.Errorf("got %+v", c)
				}
			}},
		{name: "bad duration names its variable", env: map[string]string{"STORYGLOT_AI_TIMEOUT": "soon"},
			wantErr: `STORYGLOT_AI_TIMEOUT="soon" must be a duration`},
		{name: "engine idle time", env: map[string]string{"STORYGLOT_ENGINE_IDLE": "90s"},
			check: func(t *testing.T, c config.Config) {
				if c.EngineIdle != 90*time.Second {
					t.Errorf("EngineIdle %v, want 90s", c.EngineIdle)
				}
			}},
		{name: "engine idle time by default", check: func(t *testing.T, c config.Config) {
			if c.EngineIdle != 5*time.Minute {
				t.Errorf("EngineIdle %v, want 5m", c.EngineIdle)
			}
		}},
		{name: "too short engine idle time", env: map[string]string{"STORYGLOT_ENGINE_IDLE": "10ms"},
			wantErr: `STORYGLOT_ENGINE_IDLE="10ms" must be a duration of at least 1s`},
		{name: "too short rescue", env: map[string]string{"STORYGLOT_JOB_RESCUE_AFTER": "1s"},
			wantErr: `STORYGLOT_JOB_RESCUE_AFTER="1s" must be a duration of at least 2s`},
		{name: "bad number names its variable", env: map[string]string{"STORYGLOT_AI_CONCURRENCY": "many"},
			wantErr: `STORYGLOT_AI_CONCURRENCY="many" must be a whole number from 1 to 256`},
		{name: "number out of range", env: map[string]string{"STORYGLOT_VIDEO_MAX_MB": "0"},
			wantErr: `STORYGLOT_VIDEO_MAX_MB="0" must be a whole number from 1 to 4096`},
		{name: "bad price", env: map[string]string{"STORYGLOT_PACK_LARGE_CENTS": "9.99"},
			wantErr: `STORYGLOT_PACK_LARGE_CENTS="9.99" must be a whole number from 50 to 100000`},
		{name: "bad CIDR names its variable", env: map[string]string{"STORYGLOT_TRUSTED_PROXIES": "10.0.0.0/8,proxy.local"},
			wantErr: `STORYGLOT_TRUSTED_PROXIES="10.0.0.0/8,proxy.local" "proxy.local" is not an address or CIDR`},
		{name: "bad flag names its flag", args: []string{"--ai-timeout", "-3s"}, wantErr: "-ai-timeout"},
		{name: "every bad variable at once", env: map[string]string{"STORYGLOT_AI_TIMEOUT": "x", "STORYGLOT_VIDEO_MAX_MB": "y"},
			wantErr: "STORYGLOT_VIDEO_MAX_MB"},
		{name: "analytics retention: 395 days by default", check: func(t *testing.T, c config.Config) {
			if c.AnalyticsRetention() != 395*24*time.Hour {
				t.Errorf("AnalyticsRetention = %v", c.AnalyticsRetention())
			}
		}},
		{name: "analytics retention from the environment", env: map[string]string{"STORYGLOT_ANALYTICS_RETENTION_DAYS": "90"},
			check: func(t *testing.T, c config.Config) {
				if c.AnalyticsRetention() != 90*24*time.Hour {
					t.Errorf("AnalyticsRetention = %v", c.AnalyticsRetention())
				}
			}},
		{name: "analytics retention shorter than the dashboard", args: []string{"--analytics-retention-days", "7"},
			wantErr: `invalid value "7" for flag -analytics-retention-days: must be a whole number from 30 to 3650`},
		{name: "analytics retention not a number", args: []string{"--analytics-retention-days", "a year"},
			wantErr: "analytics-retention-days"},
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
