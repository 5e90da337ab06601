package admin

import (
	"net/http"
	"strings"
	"time"

	"github.com/labstack/echo/v4"

	"github.com/quaylane/harbor/internal/auth"
	"github.com/quaylane/harbor/internal/directory"
)

// SessionAdmin logs staff in against LDAP and guards the console.
type SessionAdmin struct {
	tokens *auth.Tokens
	dir    *directory.Client
}

// NewSessionAdmin builds the handler.
func NewSessionAdmin(tokens *auth.Tokens, dir *directory.Client) *SessionAdmin {
	return &SessionAdmin{tokens: tokens, dir: dir}
}

type staffLogin struct {
	UID      string `form:"uid"`
	Password string `form:"password"`
	Next     string `form:"next"`
}

// Login binds the form, checks the directory password and sets the console cookie.
func (h *SessionAdmin) Login(c echo.Context) error {
	var f staffLogin
	if err := c.Bind(&f); err != nil {
		return c.String(http.StatusBadRequest, "bad form")
	}
	if err := h.dir.Authenticate(f.UID, f.Password); err != nil {
		return c.Redirect(http.StatusSeeOther, "/admin/login?error=1")
	}
	token, err := h.tokens.Issue(0, "staff", 8*time.Hour)
	if err != nil {
		return err
	}
	auth.SetAdminSession(c.Response(), token)
	c.SetCookie(&http.Cookie{Name: "harbor_admin_uid", Value: f.UID, Path: "/admin", Expires: time.Now().Add(8 * time.Hour)})
	return c.Redirect(http.StatusSeeOther, c.FormValue("next"))
}

// Logout clears the console session.
func (h *SessionAdmin) Logout(c echo.Context) error {
	auth.ClearAdminSession(c.Response())
	return c.Redirect(http.StatusSeeOther, "/admin/login")
}

// Require checks the console cookie or bearer token.
func (h *SessionAdmin) Require(next echo.HandlerFunc) echo.HandlerFunc {
	return func(c echo.Context) error {
		raw := strings.TrimPrefix(c.Request().Header.Get("Authorization"), "Bearer ")
		if ck, err := c.Cookie(auth.SessionCookieName); err == nil {
			raw = ck.Value
		}
		claims, err := h.tokens.VerifyAdmin(raw)
		if err != nil || claims.Role != "staff" {
			return c.Redirect(http.StatusFound, "/admin/login")
		}
		c.Set("claims", claims)
		return next(c)
	}
}
