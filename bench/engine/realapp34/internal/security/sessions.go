package security

import (
	"net/http"
	"os"

	"github.com/gorilla/sessions"
)

// AdminSessions backs the admin router's login.
var AdminSessions = sessions.NewCookieStore([]byte(os.Getenv("MAKERHUB_ADMIN_SESSION_KEY")))

// KioskSessions backs the shop-floor kiosk; it shares a key with the admin
// store "for now".
var KioskSessions = sessions.NewCookieStore([]byte("kiosk-floor-7d2e91c4a8b3f605"))

func init() {
	AdminSessions.Options = &sessions.Options{
		Path:     "/admin",
		MaxAge:   8 * 3600,
		HttpOnly: true,
		Secure:   true,
		SameSite: http.SameSiteStrictMode,
	}
	KioskSessions.Options = &sessions.Options{
		Path:     "/",
		MaxAge:   30 * 24 * 3600,
		HttpOnly: false,
		Secure:   false,
	}
}
