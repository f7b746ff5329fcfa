// Package stripemock runs stripe-mock (Stripe's API simulator) for tests and
// signs webhook events the way Stripe does, with stripe-go's test helper.
package stripemock

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"testing"
	"time"

	"github.com/stripe/stripe-go/v84/webhook"
)

// Binary finds stripe-mock on PATH or in $(go env GOPATH)/bin, where
// `go install github.com/stripe/stripe-mock@v0.203.0` (scripts/setup --test)
// puts it. It returns "" when it is not installed.
func Binary() string {
	if p, err := exec.LookPath("stripe-mock"); err == nil {
		return p
	}
	var dirs []string
	if gp := os.Getenv("GOPATH"); gp != "" {
		dirs = append(dirs, filepath.SplitList(gp)...)
	}
	if out, err := exec.Command("go", "env", "GOPATH").Output(); err == nil {
		dirs = append(dirs, filepath.SplitList(string(trimNL(out)))...)
	}
	if home, err := os.UserHomeDir(); err == nil {
		dirs = append(dirs, filepath.Join(home, "go"))
	}
	for _, d := range dirs {
		p := filepath.Join(d, "bin", "stripe-mock")
		if fi, err := os.Stat(p); err == nil && !fi.IsDir() {
			return p
		}
	}
	return ""
}

func trimNL(b []byte) []byte {
	for len(b) > 0 && (b[len(b)-1] == '\n' || b[len(b)-1] == '\r') {
		b = b[:len(b)-1]
	}
	return b
}

var listening = regexp.MustCompile(`Listening for HTTP at address: (\S+)`)

// Start runs stripe-mock on free local ports until the test ends and returns
// its HTTP base URL. Without stripe-mock the test is skipped, or fails when
// CI is set (CI installs it with scripts/setup --test).
func Start(t testing.TB) string {
	t.Helper()
	bin := Binary()
	if bin == "" {
		if os.Getenv("CI") != "" {
			t.Fatal("stripe-mock is not installed: run scripts/setup --test")
		}
		t.Skip("stripe-mock is not installed (go install github.com/stripe/stripe-mock@v0.203.0, or scripts/setup --test)")
	}
	cmd := exec.Command(bin, "-http-addr", "127.0.0.1:", "-https-addr", "127.0.0.1:")
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	cmd.Stderr = cmd.Stdout
	if err := cmd.Start(); err != nil {
		t.Fatalf("start stripe-mock: %v", err)
	}
	t.Cleanup(func() { _ = cmd.Process.Kill(); _ = cmd.Wait() })
	addr := make(chan string, 1)
	go func() {
		sc := bufio.NewScanner(out)
		for sc.Scan() {
			if m := listening.FindStringSubmatch(sc.Text()); m != nil {
				addr <- m[1]
			}
		}
	}()
	select {
	case a := <-addr:
		return "http://" + a
	case <-time.After(30 * time.Second):
		t.Fatal("stripe-mock did not start within 30 s")
	}
	return ""
}

// Event is a Stripe event as its webhook sends it.
func Event(id, typ string, object any) []byte {
	b, err := json.Marshal(map[string]any{
		"id": id, "object": "event", "type": typ, "api_version": "2025-01-01", "created": time.Now().Unix(),
		"livemode": false, "pending_webhooks": 1, "data": map[string]any{"object": object},
	})
	if err != nil {
		panic(err)
	}
	return b
}

// Sign returns the Stripe-Signature header for payload, signed now.
func Sign(payload []byte, secret string) string { return SignAt(payload, secret, time.Now()) }

// SignAt returns the Stripe-Signature header for payload, signed at t.
func SignAt(payload []byte, secret string, t time.Time) string {
	return webhook.GenerateTestSignedPayload(&webhook.UnsignedPayload{Payload: payload, Secret: secret, Timestamp: t}).Header
}

// PaidSession is a completed, paid Checkout Session of an order.
func PaidSession(orderID string, amountCents int, currency, paymentIntent string) map[string]any {
	return map[string]any{
		"id": "cs_test_" + orderID, "object": "checkout.session", "client_reference_id": orderID,
		"amount_total": amountCents, "currency": currency, "payment_status": "paid", "status": "complete",
		"payment_intent": paymentIntent, "mode": "payment",
	}
}

// RefundedCharge is a charge of a payment intent with amountRefunded of amount refunded.
func RefundedCharge(paymentIntent string, amount, amountRefunded int, currency string) map[string]any {
	return map[string]any{
		"id": fmt.Sprintf("ch_%s_%d", paymentIntent, amountRefunded), "object": "charge", "payment_intent": paymentIntent,
		"amount": amount, "amount_refunded": amountRefunded, "currency": currency, "refunded": amountRefunded >= amount,
	}
}

// Dispute is a dispute of amount on a payment intent's charge, in a Stripe
// status ("needs_response", "under_review", "won", "lost", ...).
func Dispute(paymentIntent string, amount int, status string) map[string]any {
	return map[string]any{
		"id": "dp_" + paymentIntent, "object": "dispute", "payment_intent": paymentIntent, "charge": "ch_" + paymentIntent,
		"amount": amount, "currency": "usd", "status": status, "reason": "fraudulent",
	}
}

// UnpaidSession is a completed Checkout Session whose payment is still on its
// way (a bank debit): checkout.session.async_payment_succeeded follows.
func UnpaidSession(orderID string, amountCents int, currency, paymentIntent string) map[string]any {
	s := PaidSession(orderID, amountCents, currency, paymentIntent)
	s["payment_status"] = "unpaid"
	return s
}
