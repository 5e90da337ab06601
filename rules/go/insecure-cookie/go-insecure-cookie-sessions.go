package auth

import (
	"net/http"
	"os"

	"github.com/gorilla/sessions"
)

var Store = sessions.NewCookieStore([]byte(os.Getenv("SESSION_KEY")))

var Kiosk = sessions.NewCookieStore([]byte(os.Getenv("KIOSK_KEY")))

func init() {
	// ok: go-insecure-cookie-sessions
	Store.Options = &sessions.Options{Path: "/", MaxAge: 86400, HttpOnly: true, Secure: true, SameSite: http.SameSiteLaxMode}
	// ruleid: go-insecure-cookie-sessions
	Kiosk.Options = &sessions.Options{
		Path:     "/",
		MaxAge:   30 * 86400,
		HttpOnly: false,
		Secure:   false,
	}
}

func Logout(w http.ResponseWriter, r *http.Request) {
	sess, _ := Store.Get(r, "app")
	// ok: go-insecure-cookie-sessions
	sess.Options = &sessions.Options{Path: "/", MaxAge: -1}
	_ = sess.Save(r, w)
}

func Remember(w http.ResponseWriter, r *http.Request) {
	sess, _ := Store.Get(r, "app")
	// ruleid: go-insecure-cookie-sessions
	sess.Options = &sessions.Options{Path: "/", MaxAge: 30 * 86400}
	_ = sess.Save(r, w)
}
