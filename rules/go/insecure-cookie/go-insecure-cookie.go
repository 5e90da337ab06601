package session

import (
	"crypto/rand"
	"encoding/hex"
	"net/http"
	"time"
)

func newToken() string {
	b := make([]byte, 32)
	rand.Read(b)
	return hex.EncodeToString(b)
}

func Login(w http.ResponseWriter, r *http.Request) {
	token := newToken()
	// ruleid: go-insecure-cookie
	http.SetCookie(w, &http.Cookie{Name: "remember", Value: token, Path: "/", Expires: time.Now().Add(720 * time.Hour)})
	// ruleid: go-insecure-cookie
	http.SetCookie(w, &http.Cookie{Name: "sid", Value: token, HttpOnly: true, Secure: false})
	// ok: go-insecure-cookie
	http.SetCookie(w, &http.Cookie{Name: "sid", Value: token, Path: "/", HttpOnly: true, Secure: true, SameSite: http.SameSiteLaxMode})
	// ok: go-insecure-cookie
	http.SetCookie(w, &http.Cookie{Name: "sid", Value: "", Path: "/", MaxAge: -1})
}

func Preferences(w http.ResponseWriter, r *http.Request) {
	theme := r.URL.Query().Get("theme")
	if theme == "dark" || theme == "light" {
		// ok: go-insecure-cookie
		http.SetCookie(w, &http.Cookie{Name: "theme", Value: theme, Path: "/"})
	}
	// ruleid: go-insecure-cookie
	c := http.Cookie{
		Name:     "lang",
		Value:    r.URL.Query().Get("lang"),
		HttpOnly: false,
		Secure:   true,
	}
	http.SetCookie(w, &c)
}
