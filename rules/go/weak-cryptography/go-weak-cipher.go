package crypto

import (
	"crypto/aes"
	"crypto/des"
	"crypto/rc4"
)

func Encrypt(key, data []byte) {
	// ruleid: go-weak-cipher
	block, _ := des.NewCipher(key[:8])
	_ = block
	// ruleid: go-weak-cipher
	stream, _ := rc4.NewCipher(key)
	_ = stream
	// ok: go-weak-cipher
	strong, _ := aes.NewCipher(key)
	_ = strong
}
