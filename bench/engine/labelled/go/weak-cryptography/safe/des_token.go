package legacy

import (
	"crypto/aes"
	"crypto/cipher"
)

func Encrypt(key, nonce, data []byte) []byte {
	block, err := aes.NewCipher(key)
	if err != nil {
		return nil
	}
	gcm, err := cipher.NewGCM(block)
	if err != nil {
		return nil
	}
	return gcm.Seal(nil, nonce, data, nil)
}
