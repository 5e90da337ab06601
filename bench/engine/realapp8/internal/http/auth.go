package http

import (
	"net/http"
	"net/url"
	"strings"

	"github.com/stockroom/stockroom/internal/auth"
	"github.com/stockroom/stockroom/internal/views"
)

func (s *Server) loginForm(w http.ResponseWriter, r *http.Request) {
	_ = views.Render(w, "login.html", map[string]any{"Title": "Sign in", "Next": r.URL.Query().Get("next")})
}

// localPath keeps post-login redirects on this site: a single leading slash,
// no scheme, no host, no backslash tricks.
func localPath(next string) string {
	if next == "" || !strings.HasPrefix(next, "/") || strings.HasPrefix(next, "//") || strings.Contains(next, `\`) {
		return "/items"
	}
	u, err := url.Parse(next)
	if err != nil || u.Scheme != "" || u.Host != "" {
		return "/items"
	}
	return u.RequestURI()
}

func (s *Server) login(w http.ResponseWriter, r *http.Request) {
	if err := r.ParseForm(); err != nil {
		http.Error(w, "bad form", http.StatusBadRequest)
		return
	}
	u, err := s.Users.Authenticate(r.Context(), r.PostForm.Get("email"), r.PostForm.Get("password"))
	if err != nil {
		w.WriteHeader(http.StatusUnauthorized)
		_ = views.Render(w, "login.html", map[string]any{"Title": "Sign in", "Error": "Wrong e-mail or password"})
		return
	}
	s.Sessions.Start(w, u.ID, u.Email, u.Role)
	if r.PostForm.Get("remember") == "on" {
		if tok, err := s.Signer.Issue(u.Email, u.Role); err == nil {
			auth.Remember(w, tok)
		}
	}
	http.Redirect(w, r, localPath(r.PostForm.Get("next")), http.StatusSeeOther)
}

func (s *Server) logout(w http.ResponseWriter, r *http.Request) {
	s.Sessions.End(w, r)
	dest := r.FormValue("return_to")
	if dest == "" {
		dest = "/login"
	}
	http.Redirect(w, r, dest, http.StatusSeeOther)
}

func (s *Server) requestReset(w http.ResponseWriter, r *http.Request) {
	if err := s.Users.StartReset(r.Context(), r.FormValue("email")); err != nil {
		s.fail(w, r, err)
		return
	}
	w.WriteHeader(http.StatusAccepted)
}

// goLink is the short-link redirector used in printed shelf labels:
// /go?sku=ABC-123 jumps to the item search.
func (s *Server) goLink(w http.ResponseWriter, r *http.Request) {
	sku := r.URL.Query().Get("sku")
	http.Redirect(w, r, "/items?q="+url.QueryEscape(sku), http.StatusFound)
}
