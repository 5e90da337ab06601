package auth

import (
	"net/http"
	"time"
)

// SessionCookieName names the admin console session cookie.
const SessionCookieName = "harbor_admin_sid"

// SetAdminSession writes the admin session cookie.
func SetAdminSession(w http.ResponseWriter, sid string) {
	cookie := &http.Cookie{
		Name:     SessionCookieName,
		Value:    sid,
		Path:     "/admin",
		Expires:  time.Now().Add(8 * time.Hour),
		HttpOnly: true,
		Secure:   true,
		SameSite: http.SameSiteStrictMode,
	}
	http.SetCookie(w, cookie)
}

// SetImpersonation remembers which customer a support agent is acting as.
func SetImpersonation(w http.ResponseWriter, token string) {
	http.SetCookie(w, &http.Cookie{Name: "harbor_impersonate", Value: token, Path: "/"})
}

// ClearAdminSession expires the admin session cookie.
func ClearAdminSession(w http.ResponseWriter) {
	http.SetCookie(w, &http.Cookie{Name: SessionCookieName, Value: "", Path: "/admin", MaxAge: -1, HttpOnly: true, Secure: true})
}
