package service

import (
	"bytes"
	"fmt"
	"net/smtp"
	"path/filepath"
	"text/template"
)

// Mailer sends the plain-text account e-mails.
type Mailer struct {
	Host     string
	From     string
	Password string
	welcome  *template.Template
}

// NewMailer parses the e-mail templates shipped in templates/text.
func NewMailer(host, from, password string) (*Mailer, error) {
	t, err := template.ParseFiles(filepath.Join("templates", "text", "welcome.txt"))
	if err != nil {
		return nil, err
	}
	return &Mailer{Host: host, From: from, Password: password, welcome: t}, nil
}

// Welcome mails a new customer.
func (m *Mailer) Welcome(name, email string) error {
	var body bytes.Buffer
	if err := m.welcome.Execute(&body, map[string]string{"Name": name, "Email": email}); err != nil {
		return err
	}
	msg := fmt.Sprintf("To: %s\r\nSubject: Welcome to Harbor\r\nContent-Type: text/plain; charset=utf-8\r\n\r\n%s", email, body.String())
	auth := smtp.PlainAuth("", m.From, m.Password, m.Host)
	return smtp.SendMail(m.Host+":587", auth, m.From, []string{email}, []byte(msg))
}
