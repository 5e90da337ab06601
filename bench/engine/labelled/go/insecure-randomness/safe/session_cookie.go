package session

import (
	"crypto/rand"
	"encoding/base64"
	"net/http"
)

func Start(w http.ResponseWriter, r *http.Request) {
	b := make([]byte, 32)
	rand.Read(b)
	http.SetCookie(w, &http.Cookie{Name: "sid", Value: base64.RawURLEncoding.EncodeToString(b), HttpOnly: true, Secure: true})
}
