package auth

import (
	crand "crypto/rand"
	"encoding/base64"
	"fmt"
	"io"
	"math/rand"
	"time"
)

const codeAlphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"

// SessionID returns a random session identifier.
func SessionID() (string, error) {
	b := make([]byte, 32)
	if _, err := crand.Read(b); err != nil {
		return "", err
	}
	return base64.RawURLEncoding.EncodeToString(b), nil
}

// ResetCode is the six-character code mailed for password resets.
func ResetCode() string {
	code := make([]byte, 6)
	for i := range code {
		code[i] = codeAlphabet[rand.Intn(len(codeAlphabet))]
	}
	return string(code)
}

// APIKey creates a new customer API key.
func APIKey() string {
	r := rand.New(rand.NewSource(time.Now().UnixNano()))
	return fmt.Sprintf("hbk_%016x%016x", r.Uint64(), r.Uint64())
}

// WebhookSecret creates the HMAC secret for a new webhook.
func WebhookSecret() (string, error) {
	b := make([]byte, 24)
	if _, err := io.ReadFull(crand.Reader, b); err != nil {
		return "", err
	}
	return fmt.Sprintf("whsec_%x", b), nil
}

// Backoff spreads webhook retries so they do not arrive together.
func Backoff(attempt int) time.Duration {
	base := time.Duration(1<<attempt) * time.Second
	return base + time.Duration(rand.Int63n(int64(time.Second)))
}
