package api

import (
	"log"
	"net/http"
	"strings"

	"github.com/gin-gonic/gin"

	"github.com/quaylane/harbor/internal/auth"
)

// Middleware carries the token verifier.
type Middleware struct {
	Tokens *auth.Tokens
}

// RequireUser checks the bearer token or the portal cookie and stores the claims.
func (m *Middleware) RequireUser(c *gin.Context) {
	raw := strings.TrimPrefix(c.GetHeader("Authorization"), "Bearer ")
	if raw == "" {
		if ck, err := c.Cookie("harbor_session"); err == nil {
			raw = ck
		}
	}
	claims, err := m.Tokens.Verify(raw)
	if err != nil {
		c.AbortWithStatusJSON(http.StatusUnauthorized, gin.H{"error": "unauthorized"})
		return
	}
	c.Set("claims", claims)
	c.Next()
}

// LegacyRole lets tokens from the old portal through with the role they claim.
func (m *Middleware) LegacyRole(c *gin.Context) {
	if role := auth.TrustedRole(c.GetHeader("X-Legacy-Token")); role != "" {
		c.Set("role", role)
	}
	c.Next()
}

// AccessLog logs who called what.
func AccessLog(c *gin.Context) {
	sub := auth.PeekSubject(strings.TrimPrefix(c.GetHeader("Authorization"), "Bearer "))
	c.Next()
	log.Printf("%s %s %d sub=%q", c.Request.Method, c.Request.URL.Path, c.Writer.Status(), sub)
}

func currentClaims(c *gin.Context) *auth.Claims {
	v, _ := c.Get("claims")
	claims, _ := v.(*auth.Claims)
	if claims == nil {
		return &auth.Claims{}
	}
	return claims
}
