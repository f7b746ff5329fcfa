package mail

import (
	"bytes"
	"fmt"
	"mime"
	"mime/multipart"
	"mime/quotedprintable"
	netmail "net/mail"
	"net/textproto"
	"strings"
	"time"
)

// message is what buildMessage turns into RFC 5322 bytes.
type message struct {
	From      *netmail.Address
	To        string
	Subject   string
	Text      string
	HTML      string
	Date      time.Time
	MessageID string // without angle brackets
}

// messageID is stable for an outbox row, so that a retry after a lost reply
// carries the same Message-ID and receivers can drop the duplicate.
func messageID(id int64, created time.Time, from *netmail.Address) string {
	domain := "localhost"
	if at := strings.LastIndexByte(from.Address, '@'); at >= 0 && at < len(from.Address)-1 {
		domain = from.Address[at+1:]
	}
	return fmt.Sprintf("storyglot.%d.%d@%s", id, created.UnixNano(), domain)
}

// buildMessage writes a multipart/alternative message (text, then HTML, both
// UTF-8 quoted-printable) with the subject and sender name encoded per RFC 2047.
func buildMessage(m message) ([]byte, error) {
	var body bytes.Buffer
	mw := multipart.NewWriter(&body)
	for _, p := range []struct{ typ, content string }{
		{"text/plain; charset=utf-8", m.Text},
		{"text/html; charset=utf-8", m.HTML},
	} {
		w, err := mw.CreatePart(textproto.MIMEHeader{
			"Content-Type":              {p.typ},
			"Content-Transfer-Encoding": {"quoted-printable"},
		})
		if err != nil {
			return nil, err
		}
		qp := quotedprintable.NewWriter(w)
		if _, err := qp.Write([]byte(p.content)); err != nil {
			return nil, err
		}
		if err := qp.Close(); err != nil {
			return nil, err
		}
	}
	if err := mw.Close(); err != nil {
		return nil, err
	}

	var out bytes.Buffer
	header := func(k, v string) { out.WriteString(k + ": " + v + "\r\n") }
	header("From", m.From.String())
	header("To", (&netmail.Address{Address: m.To}).String())
	header("Subject", mime.QEncoding.Encode("utf-8", m.Subject))
	header("Date", m.Date.Format(time.RFC1123Z))
	header("Message-ID", "<"+m.MessageID+">")
	header("MIME-Version", "1.0")
	header("Content-Type", mime.FormatMediaType("multipart/alternative", map[string]string{"boundary": mw.Boundary()}))
	header("Auto-Submitted", "auto-generated") // RFC 3834: no vacation replies
	out.WriteString("\r\n")
	out.Write(body.Bytes())
	return out.Bytes(), nil
}
