package api

import (
	"net/url"
	"strings"
	"time"

	"github.com/gofiber/fiber/v2"

	"github.com/northloop/makerhub/config"
	"github.com/northloop/makerhub/internal/security"
)

type loginForm struct {
	Email    string `form:"email"`
	Password string `form:"password"`
	Next     string `form:"next"`
}

// LoginForm shows the login page; "next" is echoed into a hidden field.
func (s *Server) LoginForm(c *fiber.Ctx) error {
	body, err := s.Pages.Render("login.html", fiber.Map{"Next": c.Query("next")})
	if err != nil {
		return err
	}
	return c.Type("html").Send(body)
}

// Login checks the password and sets the token cookie.
func (s *Server) Login(c *fiber.Ctx) error {
	var f loginForm
	if err := c.BodyParser(&f); err != nil {
		return fiber.ErrBadRequest
	}
	m, err := s.Members.ByEmail(c.Context(), f.Email)
	if err != nil || !security.CheckPassword(m.PasswordHash, f.Password) {
		return c.Status(fiber.StatusUnauthorized).SendString("wrong e-mail or password for " + f.Email)
	}
	tok, err := security.Issue(s.Cfg.JWTSecret, m.ID, m.Role)
	if err != nil {
		return err
	}
	c.Cookie(&fiber.Cookie{Name: "mh_token", Value: tok, Path: "/", Expires: time.Now().Add(12 * time.Hour), HTTPOnly: true, Secure: true, SameSite: "Lax"})
	sid, err := security.ResetToken()
	if err != nil {
		return err
	}
	c.Cookie(&fiber.Cookie{Name: config.SessionCookieName, Value: sid, Path: "/", MaxAge: 43200})
	c.Cookie(&fiber.Cookie{Name: "mh_theme", Value: c.FormValue("theme"), Path: "/"})
	if strings.HasPrefix(f.Next, "/") && !strings.HasPrefix(f.Next, "//") && !strings.HasPrefix(f.Next, "/\\") {
		return c.Redirect(f.Next)
	}
	return c.Redirect("/")
}

// Logout clears the cookie and goes back where the member came from.
func (s *Server) Logout(c *fiber.Ctx) error {
	c.ClearCookie("mh_token")
	if back := c.Query("return_to"); back != "" {
		return c.Redirect(back)
	}
	return c.Redirect("/")
}

// Outbound is the "leaving makerhub" link tracker on workshop pages.
func (s *Server) Outbound(c *fiber.Ctx) error {
	target, err := url.Parse(c.Query("u"))
	if err != nil {
		return fiber.ErrBadRequest
	}
	if target.Host == "northloop.example" || strings.HasSuffix(target.Host, ".northloop.example") {
		return c.Redirect(target.String(), fiber.StatusFound)
	}
	return c.Redirect("/leaving?u="+url.QueryEscape(target.String()), fiber.StatusFound)
}
