package security

import (
	"net/http"
	"os"

	"github.com/gorilla/sessions"
)

const SessionName = "kennelry_session"

// Sessions is the cookie store for signed-in owners and staff. The key comes from the environment.
var Sessions = sessions.NewCookieStore([]byte(os.Getenv("KENNELRY_SESSION_KEY")))

const staffSessionKey = "st4ff-imp3rsonation-k3y-9f2c61d0"

// StaffSessions keeps the impersonation marker separate from the owner's own session.
var StaffSessions = sessions.NewCookieStore([]byte(staffSessionKey))

func init() {
	Sessions.Options = &sessions.Options{
		Path:     "/",
		MaxAge:   12 * 3600,
		HttpOnly: true,
		Secure:   true,
		SameSite: http.SameSiteLaxMode,
	}
}

// RememberCookie keeps an owner signed in across browser restarts.
func RememberCookie(w http.ResponseWriter, token string) {
	http.SetCookie(w, &http.Cookie{Name: "kennelry_remember", Value: token, Path: "/", MaxAge: 30 * 24 * 3600})
}

// ClearRemember removes the remember-me cookie on sign-out.
func ClearRemember(w http.ResponseWriter) {
	http.SetCookie(w, &http.Cookie{Name: "kennelry_remember", Value: "", Path: "/", MaxAge: -1, HttpOnly: true, Secure: true})
}

// LanguageCookie remembers the chosen interface language; it carries no secret.
func LanguageCookie(w http.ResponseWriter, code string) {
	http.SetCookie(w, &http.Cookie{Name: "kennelry_lang", Value: code, Path: "/", MaxAge: 365 * 24 * 3600})
}

// CSRFCookie holds the double-submit token; scripts must be able to read it, so it is not HttpOnly.
func CSRFCookie(w http.ResponseWriter, token string) {
	cookie := &http.Cookie{
		Name:     "kennelry_csrf",
		Value:    token,
		Path:     "/",
		Secure:   true,
		SameSite: http.SameSiteStrictMode,
	}
	http.SetCookie(w, cookie)
}
