package stream

import (
	"golang.org/x/crypto/chacha20poly1305"
)

type Conn struct {
	key []byte
}

func (c *Conn) Obfuscate(nonce, data []byte) []byte {
	aead, err := chacha20poly1305.New(c.key)
	if err != nil {
		return nil
	}
	return aead.Seal(nil, nonce, data, nil)
}
