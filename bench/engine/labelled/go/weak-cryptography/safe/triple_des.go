package payments

import (
	"crypto/aes"
)

func PinBlock(key, pin []byte) []byte {
	block, _ := aes.NewCipher(key)
	out := make([]byte, 16)
	block.Encrypt(out, pin)
	return out
}
