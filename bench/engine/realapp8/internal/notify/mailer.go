package notify

import (
	"bytes"
	"fmt"
	"net/smtp"
	"strings"

	"github.com/stockroom/stockroom/internal/models"
	"github.com/stockroom/stockroom/internal/views"
)

type Mailer struct {
	Host string // host:port
	User string
	From string
}

const smtpPassword = "Qx7!stockroom-relay-2024"

func (m *Mailer) send(to, subject string, body []byte) error {
	host := m.Host[:strings.LastIndex(m.Host, ":")]
	a := smtp.PlainAuth("", m.User, smtpPassword, host)
	msg := fmt.Sprintf("From: %s\r\nTo: %s\r\nSubject: %s\r\nContent-Type: text/plain; charset=utf-8\r\n\r\n", m.From, to, subject)
	return smtp.SendMail(m.Host, a, m.From, []string{to}, append([]byte(msg), body...))
}

func (m *Mailer) TicketOpened(t *models.Ticket) error {
	if t.Assignee == "" {
		return nil
	}
	var buf bytes.Buffer
	if err := views.Mail.ExecuteTemplate(&buf, "ticket_opened.txt", t); err != nil {
		return err
	}
	return m.send(t.Assignee, "New ticket #"+fmt.Sprint(t.ID), buf.Bytes())
}

func (m *Mailer) ResetCode(u *models.User, code string) error {
	var buf bytes.Buffer
	if err := views.Mail.ExecuteTemplate(&buf, "reset.txt", map[string]string{"Name": u.DisplayName, "Code": code}); err != nil {
		return err
	}
	return m.send(u.Email, "Your Stockroom reset code", buf.Bytes())
}
