package payments

import (
	"crypto/des"
)

func PinBlock(key, pin []byte) []byte {
	block, _ := des.NewTripleDESCipher(key)
	out := make([]byte, 8)
	block.Encrypt(out, pin)
	return out
}
