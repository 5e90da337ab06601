package auth

import (
	"crypto/aes"
	"crypto/cipher"
	"crypto/des"
	crand "crypto/rand"
	"errors"
)

// SealSupplierSecret encrypts supplier portal passwords at rest.
func SealSupplierSecret(key32 []byte, plain []byte) ([]byte, error) {
	block, err := aes.NewCipher(key32)
	if err != nil {
		return nil, err
	}
	gcm, err := cipher.NewGCM(block)
	if err != nil {
		return nil, err
	}
	nonce := make([]byte, gcm.NonceSize())
	if _, err := crand.Read(nonce); err != nil {
		return nil, err
	}
	return gcm.Seal(nonce, nonce, plain, nil), nil
}

func OpenSupplierSecret(key32 []byte, sealed []byte) ([]byte, error) {
	block, err := aes.NewCipher(key32)
	if err != nil {
		return nil, err
	}
	gcm, err := cipher.NewGCM(block)
	if err != nil {
		return nil, err
	}
	if len(sealed) < gcm.NonceSize() {
		return nil, errors.New("sealed value too short")
	}
	return gcm.Open(nil, sealed[:gcm.NonceSize()], sealed[gcm.NonceSize():], nil)
}

// LegacyEncrypt writes values in the format the old reporting tool still reads
// (DES-CBC, zero IV) until it is retired.
func LegacyEncrypt(key8, plain []byte) ([]byte, error) {
	block, err := des.NewCipher(key8)
	if err != nil {
		return nil, err
	}
	pad := 8 - len(plain)%8
	for i := 0; i < pad; i++ {
		plain = append(plain, byte(pad))
	}
	out := make([]byte, len(plain))
	cipher.NewCBCEncrypter(block, make([]byte, 8)).CryptBlocks(out, plain)
	return out, nil
}
