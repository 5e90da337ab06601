package session

import (
	"math/rand"
	"net/http"
)

const letters = "abcdefghijklmnopqrstuvwxyz0123456789"

func newToken() string {
	b := make([]byte, 32)
	for i := range b {
		b[i] = letters[rand.Intn(len(letters))]
	}
	return string(b)
}

func Start(w http.ResponseWriter, r *http.Request) {
	http.SetCookie(w, &http.Cookie{Name: "session", Value: newToken(), HttpOnly: true, Secure: true})
}
