package main

import (
	"bytes"
	"context"
	"encoding/json"
	"strings"
	"testing"
)

func TestMigrateCommand(t *testing.T) {
	dir := t.TempDir()
	ctx := context.Background()
	var out bytes.Buffer
	if err := run(ctx, []string{"migrate", "status", "--data-dir", dir}, nil, &out, &out); err != nil {
		t.Fatal(err)
	}
	if !hasRow(out.String(), "0001", "error_logs", "pending") || !hasRow(out.String(), "-", "river", "job", "queue", "pending:") {
		t.Fatalf("status before up:\n%s", out.String())
	}
	out.Reset()
	if err := run(ctx, []string{"migrate", "up", "--data-dir", dir}, nil, &out, &out); err != nil {
		t.Fatal(err)
	}
	if strings.Contains(out.String(), "pending") || !hasRow(out.String(), "-", "river", "job", "queue", "current") {
		t.Fatalf("status after up:\n%s", out.String())
	}
}

func TestOpenAPICommand(t *testing.T) {
	var out bytes.Buffer
	if err := run(context.Background(), []string{"openapi"}, nil, &out, &out); err != nil {
		t.Fatal(err)
	}
	var doc struct {
		OpenAPI string         `json:"openapi"`
		Paths   map[string]any `json:"paths"`
	}
	if err := json.Unmarshal(out.Bytes(), &doc); err != nil {
		t.Fatal(err)
	}
	if doc.OpenAPI != "3.1.0" || doc.Paths["/api/v1/meta"] == nil {
		t.Errorf("openapi %q with paths %v", doc.OpenAPI, doc.Paths)
	}
}

func TestUnknownCommandAndBadConfig(t *testing.T) {
	var out bytes.Buffer
	if err := run(context.Background(), []string{"fly"}, nil, &out, &out); err == nil || !strings.Contains(err.Error(), `unknown command "fly"`) {
		t.Errorf("err = %v", err)
	}
	if err := run(context.Background(), []string{"serve", "--role", "boss"}, nil, &out, &out); err == nil || !strings.Contains(err.Error(), "role") {
		t.Errorf("err = %v", err)
	}
}

// hasRow reports whether some line of a table starts with these fields.
func hasRow(table string, fields ...string) bool {
	for _, line := range strings.Split(table, "\n") {
		f := strings.Fields(line)
		if len(f) >= len(fields) && strings.Join(f[:len(fields)], " ") == strings.Join(fields, " ") {
			return true
		}
	}
	return false
}
