package session

import (
	"crypto/rand"
	"encoding/hex"
	"net/http"
)

func newToken() string {
	b := make([]byte, 32)
	if _, err := rand.Read(b); err != nil {
		panic(err)
	}
	return hex.EncodeToString(b)
}

func Start(w http.ResponseWriter, r *http.Request) {
	http.SetCookie(w, &http.Cookie{Name: "session", Value: newToken(), HttpOnly: true, Secure: true})
}
