package legacy

import (
	"crypto/cipher"
	"crypto/des"
)

func Encrypt(key, iv, data []byte) []byte {
	block, err := des.NewCipher(key)
	if err != nil {
		return nil
	}
	out := make([]byte, len(data))
	cipher.NewCBCEncrypter(block, iv).CryptBlocks(out, data)
	return out
}
