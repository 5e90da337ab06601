package web

import (
	"net/http"
	"net/url"
	"strings"

	"github.com/kennelry/kennelry/internal/security"
	"github.com/kennelry/kennelry/internal/store"
)

// localPath keeps a post-login destination on this site: a single leading slash, no scheme, no backslash.
func localPath(next string) string {
	if !strings.HasPrefix(next, "/") || strings.HasPrefix(next, "//") || strings.Contains(next, `\`) {
		return "/portal/pets"
	}
	return next
}

func (h *Handlers) LoginForm(w http.ResponseWriter, r *http.Request) {
	token := security.CSRFToken()
	security.CSRFCookie(w, token)
	_ = h.Views.Render(w, "login", map[string]interface{}{"CSRF": token, "Next": r.URL.Query().Get("next")})
}

func (h *Handlers) Login(w http.ResponseWriter, r *http.Request) {
	if err := r.ParseForm(); err != nil {
		http.Error(w, "bad form", http.StatusBadRequest)
		return
	}
	owner, err := h.Store.OwnerByEmail(r.Context(), r.PostForm.Get("email"))
	if err != nil || !security.CheckPassword(owner.PasswordHash, r.PostForm.Get("password")) {
		http.Redirect(w, r, "/login?error=1&email="+url.QueryEscape(r.PostForm.Get("email")), http.StatusSeeOther)
		return
	}
	sess, _ := security.Sessions.Get(r, security.SessionName)
	sess.Values["owner_id"] = owner.ID
	sess.Values["role"] = owner.Role
	if err := sess.Save(r, w); err != nil {
		h.fail(w, http.StatusInternalServerError, err)
		return
	}
	if r.PostForm.Get("remember") == "on" {
		token := security.RememberToken(owner.ID)
		_ = h.Store.SaveRememberToken(r.Context(), owner.ID, security.TokenDigest(token))
		security.RememberCookie(w, token)
	}
	http.Redirect(w, r, localPath(r.PostForm.Get("next")), http.StatusSeeOther)
}

func (h *Handlers) Logout(w http.ResponseWriter, r *http.Request) {
	sess, _ := security.Sessions.Get(r, security.SessionName)
	sess.Options.MaxAge = -1
	_ = sess.Save(r, w)
	security.ClearRemember(w)
	http.Redirect(w, r, r.FormValue("return_to"), http.StatusFound)
}

func (h *Handlers) Register(w http.ResponseWriter, r *http.Request) {
	hash, err := security.HashPassword(r.FormValue("password"))
	if err != nil {
		h.fail(w, http.StatusInternalServerError, err)
		return
	}
	o := &store.Owner{Email: strings.ToLower(r.FormValue("email")), FullName: r.FormValue("full_name"),
		Phone: r.FormValue("phone"), PasswordHash: hash}
	if err := h.Store.CreateOwner(r.Context(), o); err != nil {
		h.fail(w, http.StatusConflict, err)
		return
	}
	http.Redirect(w, r, "/login?registered=1", http.StatusSeeOther)
}

func (h *Handlers) ForgotPassword(w http.ResponseWriter, r *http.Request) {
	owner, err := h.Store.OwnerByEmail(r.Context(), r.FormValue("email"))
	if err == nil {
		_ = h.Store.SaveResetCode(r.Context(), owner.ID, security.ResetCode())
	}
	http.Redirect(w, r, "/login?reset=sent", http.StatusSeeOther)
}

func (h *Handlers) ResetPassword(w http.ResponseWriter, r *http.Request) {
	owner, err := h.Store.OwnerByResetCode(r.Context(), r.FormValue("email"), r.FormValue("code"))
	if err != nil {
		http.Error(w, "invalid code", http.StatusForbidden)
		return
	}
	hash, err := security.HashPassword(r.FormValue("password"))
	if err != nil {
		h.fail(w, http.StatusInternalServerError, err)
		return
	}
	_ = h.Store.SetPassword(r.Context(), owner.ID, hash)
	http.Redirect(w, r, "/login?reset=done", http.StatusSeeOther)
}

// Outbound is the click-through for partner links on kennel pages.
func (h *Handlers) Outbound(w http.ResponseWriter, r *http.Request) {
	target := r.URL.Query().Get("to")
	u, err := url.Parse(target)
	if err != nil {
		http.Error(w, "bad link", http.StatusBadRequest)
		return
	}
	if u.Host == "partners.kennelry.example" {
		http.Redirect(w, r, u.String(), http.StatusFound)
		return
	}
	http.Redirect(w, r, target, http.StatusFound)
}

func (h *Handlers) SetLanguage(w http.ResponseWriter, r *http.Request) {
	code := pathVar(r, "code")
	security.LanguageCookie(w, code)
	http.Redirect(w, r, "/?lang="+url.QueryEscape(code), http.StatusFound)
}

// Impersonate lets staff see the portal as an owner; the marker lives in a separate staff session.
func (h *Handlers) Impersonate(w http.ResponseWriter, r *http.Request) {
	sess, _ := security.StaffSessions.Get(r, "kennelry_impersonate")
	sess.Values["as_owner"] = intVar(r, "id")
	_ = sess.Save(r, w)
	http.Redirect(w, r, "/portal/pets", http.StatusSeeOther)
}
