package cache

import (
	"crypto/sha1"
	"fmt"
)

func Signature(secret, payload []byte) string {
	h := sha1.New()
	h.Write(secret)
	h.Write(payload)
	return fmt.Sprintf("%x", h.Sum(nil))
}
