package crypto

import (
	"crypto/md5"
	"crypto/sha1"
	"crypto/sha256"
	"encoding/hex"
	"net/http"
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

// The digest only names the response for caches: an ETag, compared with what the client sends back.
func writeCached(w http.ResponseWriter, r *http.Request, body []byte) {
	// ok: go-weak-hash
	sum := sha1.Sum(body)
	tag := `"` + hex.EncodeToString(sum[:]) + `"`
	if r.Header.Get("If-None-Match") == tag {
		w.WriteHeader(http.StatusNotModified)
		return
	}
	w.Header().Set("ETag", tag)
	w.Write(body)
}

// The same digest also kept as a signature: it protects something, so it is reported.
func writeSigned(w http.ResponseWriter, body []byte, secret string) {
	// ruleid: go-weak-hash
	sum := md5.Sum(append([]byte(secret), body...))
	tag := hex.EncodeToString(sum[:])
	w.Header().Set("ETag", tag)
	w.Header().Set("X-Signature", tag)
	w.Write(body)
}
