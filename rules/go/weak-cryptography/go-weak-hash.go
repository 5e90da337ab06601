package crypto

import (
	"crypto/md5"
	"crypto/sha1"
	"crypto/sha256"
	"encoding/hex"
)

func Fingerprint(data []byte) string {
	// ruleid: go-weak-hash
	sum := md5.Sum(data)
	// ok: go-weak-hash
	strong := sha256.Sum256(data)
	_ = strong
	return hex.EncodeToString(sum[:])
}

func Legacy(data []byte) []byte {
	// ruleid: go-weak-hash
	h := sha1.New()
	h.Write(data)
	// ok: go-weak-hash
	h2 := sha256.New()
	h2.Write(data)
	return h.Sum(nil)
}
