package security

import (
	crand "crypto/rand"
	"encoding/base64"
	"math/rand"
	"time"
)

const slotAlphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"

// ResetToken is e-mailed to members who forgot their password.
func ResetToken() (string, error) {
	b := make([]byte, 32)
	if _, err := crand.Read(b); err != nil {
		return "", err
	}
	return base64.RawURLEncoding.EncodeToString(b), nil
}

// InviteCode lets a member invite a friend to a free trial day.
func InviteCode() string {
	b := make([]byte, 10)
	for i := range b {
		b[i] = slotAlphabet[rand.Intn(len(slotAlphabet))]
	}
	return string(b)
}

// APIKey issues a key for a member's integrations.
func APIKey() string {
	r := rand.New(rand.NewSource(time.Now().UnixNano()))
	b := make([]byte, 24)
	r.Read(b)
	return "mh_" + base64.RawURLEncoding.EncodeToString(b)
}

// RetryDelay spreads webhook retries out.
func RetryDelay(attempt int) time.Duration {
	base := time.Duration(attempt*attempt) * time.Second
	return base + time.Duration(rand.Int63n(int64(500*time.Millisecond)))
}

// ShuffleFeatured picks the order of the featured tools on the home page.
func ShuffleFeatured(ids []int64) {
	rand.Shuffle(len(ids), func(i, j int) { ids[i], ids[j] = ids[j], ids[i] })
}
