package mail

import (
	"context"
	"crypto/tls"
	"errors"
	"fmt"
	"net"
	"net/smtp"
	"net/url"
	"strconv"
	"time"
)

// smtpTimeout bounds one delivery: a server that hangs costs one try,
// which is then retried with the others (decision 0042).
const smtpTimeout = time.Minute

// smtpSender delivers one message a connection through net/smtp.
type smtpSender struct {
	host        string // for TLS and PLAIN auth
	addr        string // host:port
	implicitTLS bool   // smtps://
	user, pass  string
	hasAuth     bool
	tlsConfig   *tls.Config   // nil: system roots, ServerName = host (tests set their own)
	timeout     time.Duration // of one delivery; 0 = smtpTimeout
}

// parseSMTPURL validates STORYGLOT_SMTP_URL.
func parseSMTPURL(raw string) (*smtpSender, error) {
	u, err := url.Parse(raw)
	if err != nil {
		return nil, fmt.Errorf("mail: STORYGLOT_SMTP_URL is not a URL: %w", redact(err))
	}
	s := &smtpSender{host: u.Hostname()}
	port := u.Port()
	switch u.Scheme {
	case "smtp":
		if port == "" {
			port = "587"
		}
	case "smtps":
		s.implicitTLS = true
		if port == "" {
			port = "465"
		}
	default:
		return nil, fmt.Errorf("mail: STORYGLOT_SMTP_URL must start with smtp:// or smtps://, not %q", u.Scheme+"://")
	}
	if s.host == "" {
		return nil, errors.New("mail: STORYGLOT_SMTP_URL has no host")
	}
	if n, err := strconv.Atoi(port); err != nil || n < 1 || n > 65535 {
		return nil, fmt.Errorf("mail: STORYGLOT_SMTP_URL port %q is not a port number", port)
	}
	if u.Path != "" && u.Path != "/" || u.RawQuery != "" {
		return nil, errors.New("mail: STORYGLOT_SMTP_URL takes no path or query")
	}
	s.addr = net.JoinHostPort(s.host, port)
	if u.User != nil {
		s.user = u.User.Username()
		s.pass, _ = u.User.Password()
		s.hasAuth = true
	}
	return s, nil
}

// redact removes the password from a url.Parse error, which quotes the input.
func redact(err error) error {
	var ue *url.Error
	if errors.As(err, &ue) {
		return ue.Err
	}
	return err
}

// String names the server without credentials.
func (s *smtpSender) String() string {
	if s.implicitTLS {
		return "smtps://" + s.addr
	}
	return "smtp://" + s.addr
}

func (s *smtpSender) tls() *tls.Config {
	if s.tlsConfig != nil {
		return s.tlsConfig
	}
	return &tls.Config{ServerName: s.host, MinVersion: tls.VersionTLS12}
}

// send delivers msg (a complete RFC 5322 message) from → to. It uses STARTTLS
// when the server offers it; net/smtp refuses to send a password over an
// unencrypted connection to anything but localhost.
func (s *smtpSender) send(ctx context.Context, from, to string, msg []byte) (err error) {
	timeout := s.timeout
	if timeout <= 0 {
		timeout = smtpTimeout
	}
	ctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	d := net.Dialer{Timeout: 30 * time.Second}
	conn, err := d.DialContext(ctx, "tcp", s.addr)
	if err != nil {
		return fmt.Errorf("connect to %s: %w", s, err)
	}
	deadline, _ := ctx.Deadline()
	_ = conn.SetDeadline(deadline)
	// net/smtp knows no context: closing the connection ends a blocked call.
	stop := context.AfterFunc(ctx, func() { _ = conn.Close() })
	defer stop()
	if s.implicitTLS {
		tc := tls.Client(conn, s.tls())
		if err := tc.HandshakeContext(ctx); err != nil {
			conn.Close()
			return fmt.Errorf("TLS handshake with %s: %w", s, err)
		}
		conn = tc
	}
	c, err := smtp.NewClient(conn, s.host)
	if err != nil {
		conn.Close()
		return fmt.Errorf("greeting from %s: %w", s, err)
	}
	defer c.Close()
	if !s.implicitTLS {
		if ok, _ := c.Extension("STARTTLS"); ok {
			if err := c.StartTLS(s.tls()); err != nil {
				return fmt.Errorf("STARTTLS with %s: %w", s, err)
			}
		}
	}
	if s.hasAuth {
		if ok, _ := c.Extension("AUTH"); !ok {
			return fmt.Errorf("%s offers no AUTH, but the URL has credentials", s)
		}
		if err := c.Auth(smtp.PlainAuth("", s.user, s.pass, s.host)); err != nil {
			return fmt.Errorf("authenticate with %s: %w", s, err)
		}
	}
	if err := c.Mail(from); err != nil {
		return fmt.Errorf("MAIL FROM: %w", err)
	}
	if err := c.Rcpt(to); err != nil {
		return fmt.Errorf("RCPT TO: %w", err)
	}
	w, err := c.Data()
	if err != nil {
		return fmt.Errorf("DATA: %w", err)
	}
	if _, err := w.Write(msg); err != nil {
		return fmt.Errorf("write message: %w", err)
	}
	if err := w.Close(); err != nil {
		return fmt.Errorf("end of message: %w", err)
	}
	// The server has taken the message; a failed QUIT changes nothing.
	_ = c.Quit()
	return nil
}
