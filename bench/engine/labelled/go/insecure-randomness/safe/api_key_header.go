package keys

import (
	"crypto/rand"
	"encoding/hex"
	"net/http"
)

func Rotate(w http.ResponseWriter, r *http.Request) {
	b := make([]byte, 16)
	rand.Read(b)
	w.Header().Set("X-Api-Key", hex.EncodeToString(b))
}
