package stream

import "crypto/rc4"

type Conn struct {
	key []byte
}

func (c *Conn) Obfuscate(data []byte) []byte {
	s, err := rc4.NewCipher(c.key)
	if err != nil {
		return nil
	}
	out := make([]byte, len(data))
	s.XORKeyStream(out, data)
	return out
}
