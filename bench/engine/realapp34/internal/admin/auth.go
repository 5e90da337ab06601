package admin

import (
	"net/http"
	"net/url"
	"time"

	"github.com/northloop/makerhub/internal/security"
)

// Login signs a staff member in with the admin session store.
func (a *Admin) Login(w http.ResponseWriter, r *http.Request) {
	m, err := a.Members.ByEmail(r.Context(), r.FormValue("email"))
	if err != nil || m.Role != "admin" || !security.CheckPassword(m.PasswordHash, r.FormValue("password")) {
		http.Error(w, "invalid login", http.StatusUnauthorized)
		return
	}
	sess, _ := security.AdminSessions.Get(r, "mh_admin")
	sess.Values["member"] = m.ID
	sess.Values["area"] = r.FormValue("area")
	if err := sess.Save(r, w); err != nil {
		http.Error(w, "session error", http.StatusInternalServerError)
		return
	}
	tok, err := security.Issue(a.Cfg.JWTSecret, m.ID, m.Role)
	if err != nil {
		http.Error(w, "token error", http.StatusInternalServerError)
		return
	}
	http.SetCookie(w, &http.Cookie{Name: "mh_admin_remember", Value: tok, Path: "/admin", Expires: time.Now().Add(30 * 24 * time.Hour)})
	http.SetCookie(w, &http.Cookie{Name: "mh_admin_seen", Value: "1", Path: "/admin", HttpOnly: true, Secure: true, SameSite: http.SameSiteStrictMode})
	http.Redirect(w, r, "/admin/bookings/export", http.StatusSeeOther)
}

func (a *Admin) requireStaff(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		sess, err := security.AdminSessions.Get(r, "mh_admin")
		if err != nil || sess.Values["member"] == nil {
			http.Redirect(w, r, "/admin/login?next="+url.QueryEscape(r.URL.Path), http.StatusFound)
			return
		}
		next.ServeHTTP(w, r)
	})
}

// SwitchArea jumps to another part of the admin, or to the kiosk host.
func (a *Admin) SwitchArea(w http.ResponseWriter, r *http.Request) {
	to := r.URL.Query().Get("to")
	switch to {
	case "tools", "members", "bookings":
		http.Redirect(w, r, "/admin/"+to, http.StatusFound)
	default:
		http.Redirect(w, r, r.URL.Query().Get("fallback"), http.StatusFound)
	}
}
