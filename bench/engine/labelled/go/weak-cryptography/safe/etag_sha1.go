package cache

import (
	"crypto/hmac"
	"crypto/sha256"
	"fmt"
)

func Signature(secret, payload []byte) string {
	h := hmac.New(sha256.New, secret)
	h.Write(payload)
	return fmt.Sprintf("%x", h.Sum(nil))
}
