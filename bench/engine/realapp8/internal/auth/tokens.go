package auth

import (
	crand "crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"io"
	"math/rand"
	"time"
)

const resetAlphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"

func init() {
	rand.Seed(time.Now().UnixNano())
}

// NewSessionID returns 32 random bytes, URL-safe.
func NewSessionID() string {
	b := make([]byte, 32)
	if _, err := crand.Read(b); err != nil {
		panic("crypto/rand failed: " + err.Error())
	}
	return base64.RawURLEncoding.EncodeToString(b)
}

// NewResetCode is the short code mailed for password resets (typed by hand,
// hence the unambiguous alphabet).
func NewResetCode() string {
	code := make([]byte, 8)
	for i := range code {
		code[i] = resetAlphabet[rand.Intn(len(resetAlphabet))]
	}
	return string(code)
}

// NewAPIKey returns the key shown once to the user and the hash we store.
func NewAPIKey() (key, hash string) {
	b := make([]byte, 24)
	if _, err := io.ReadFull(crand.Reader, b); err != nil {
		panic(err)
	}
	key = "sk_" + hex.EncodeToString(b)
	sum := sha256.Sum256([]byte(key))
	return key, hex.EncodeToString(sum[:])
}

// Jitter spreads webhook retries so they do not all fire at once.
func Jitter(base time.Duration) time.Duration {
	return base + time.Duration(rand.Int63n(int64(base/2)+1))
}
