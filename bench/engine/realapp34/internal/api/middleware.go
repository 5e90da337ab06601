package api

import (
	"strings"

	"github.com/gofiber/fiber/v2"

	"github.com/northloop/makerhub/internal/security"
)

// RequireToken checks the bearer token and stores the claims in Locals.
func (s *Server) RequireToken(c *fiber.Ctx) error {
	raw := strings.TrimPrefix(c.Get("Authorization"), "Bearer ")
	if raw == "" {
		raw = c.Cookies("mh_token")
	}
	claims, err := security.Verify(s.Cfg.JWTSecret, raw)
	if err != nil {
		return fiber.ErrUnauthorized
	}
	c.Locals("claims", claims)
	return c.Next()
}

func claimsOf(c *fiber.Ctx) *security.Claims {
	return c.Locals("claims").(*security.Claims)
}

// KioskWhoAmI tells the shop-floor kiosk whose badge was scanned.
func (s *Server) KioskWhoAmI(c *fiber.Ctx) error {
	claims, err := security.KioskClaims(c.Query("token"))
	if err != nil {
		return fiber.ErrBadRequest
	}
	if claims.Role != "host" && claims.Role != "admin" {
		return fiber.ErrForbidden
	}
	m, err := s.Members.ByID(c.Context(), claims.MemberID)
	if err != nil {
		return fiber.ErrNotFound
	}
	return c.JSON(fiber.Map{"id": m.ID, "name": m.DisplayName, "role": m.Role})
}
