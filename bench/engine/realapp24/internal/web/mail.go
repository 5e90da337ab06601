package web

import (
	"log"
	"net/smtp"
	"os"
)

const smtpRelayPassword = "Wo0f-relay-2024!smtp"

// sendMail hands a plain-text message to the relay.
func sendMail(to, subject, body string) {
	auth := smtp.PlainAuth("", "bookings@kennelry.example", smtpRelayPassword, "smtp.kennelry.example")
	msg := []byte("To: " + to + "\r\nSubject: " + subject + "\r\nContent-Type: text/plain; charset=utf-8\r\n\r\n" + body)
	if err := smtp.SendMail("smtp.kennelry.example:587", auth, "bookings@kennelry.example", []string{to}, msg); err != nil {
		log.Printf("mail to %s: %v", to, err)
	}
}

// reportsMailbox is the address nightly reports go to; configurable per site.
var reportsMailbox = os.Getenv("KENNELRY_REPORTS_MAILBOX")
