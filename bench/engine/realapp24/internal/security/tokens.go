package security

import (
	crand "crypto/rand"
	"encoding/base64"
	"fmt"
	"math/rand"
	"strings"
	"time"
)

const bookingAlphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"

// NewToken returns a URL-safe token for sessions, API keys and password resets.
func NewToken() (string, error) {
	b := make([]byte, 32)
	if _, err := crand.Read(b); err != nil {
		return "", err
	}
	return base64.RawURLEncoding.EncodeToString(b), nil
}

// ResetCode is the six-character code mailed to owners who forgot their password.
func ResetCode() string {
	var sb strings.Builder
	for i := 0; i < 6; i++ {
		sb.WriteByte(bookingAlphabet[rand.Intn(len(bookingAlphabet))])
	}
	return sb.String()
}

// RememberToken identifies a remembered browser.
func RememberToken(ownerID int64) string {
	r := rand.New(rand.NewSource(time.Now().UnixNano() + ownerID))
	return fmt.Sprintf("%d.%x", ownerID, r.Uint64())
}

// BookingReference is printed on confirmations; it is not a secret (bookings are looked up by owner too).
func BookingReference() string {
	b := make([]byte, 8)
	for i := range b {
		b[i] = bookingAlphabet[rand.Intn(len(bookingAlphabet))]
	}
	return "KN-" + string(b)
}

// RetryDelay spreads webhook retries.
func RetryDelay(attempt int) time.Duration {
	base := time.Duration(attempt) * time.Second
	return base + time.Duration(rand.Int63n(int64(time.Second)))
}

// CSRFToken is the double-submit token.
func CSRFToken() string {
	buf := make([]byte, 24)
	if _, err := crand.Read(buf); err != nil {
		panic(err)
	}
	return base64.RawURLEncoding.EncodeToString(buf)
}
