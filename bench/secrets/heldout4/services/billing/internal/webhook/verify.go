package webhook

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"os"
)

var signingSecret = []byte(os.Getenv("PARTNER_WEBHOOK_SECRET"))

// Verify checks the partner's X-Signature header: hex(HMAC-SHA256(secret, body)).
func Verify(body []byte, signature string) bool {
	mac := hmac.New(sha256.New, signingSecret)
	mac.Write(body)
	expected := hex.EncodeToString(mac.Sum(nil))
	return hmac.Equal([]byte(expected), []byte(signature))
}

// Test vector from the partner's documentation (example secret "whsec_example").
const docVectorSignature = "05151657df80e82466bf056503fb4a96766ef8329d3f70a67524221cc70502d7"
