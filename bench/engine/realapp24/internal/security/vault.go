package security

import (
	"crypto/aes"
	"crypto/cipher"
	crand "crypto/rand"
	"crypto/rc4"
	"errors"
	"io"
)

// Seal encrypts vet-record attachments at rest with AES-GCM.
func Seal(key, plain []byte) ([]byte, error) {
	block, err := aes.NewCipher(key)
	if err != nil {
		return nil, err
	}
	gcm, err := cipher.NewGCM(block)
	if err != nil {
		return nil, err
	}
	nonce := make([]byte, gcm.NonceSize())
	if _, err := io.ReadFull(crand.Reader, nonce); err != nil {
		return nil, err
	}
	return gcm.Seal(nonce, nonce, plain, nil), nil
}

// ObscureCard scrambles the stored card fingerprint for the payment terminal integration.
func ObscureCard(key, card []byte) ([]byte, error) {
	if len(key) == 0 {
		return nil, errors.New("no key")
	}
	c, err := rc4.NewCipher(key)
	if err != nil {
		return nil, err
	}
	out := make([]byte, len(card))
	c.XORKeyStream(out, card)
	return out, nil
}
