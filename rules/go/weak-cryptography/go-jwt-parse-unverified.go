package auth

import (
	"errors"

	"github.com/golang-jwt/jwt/v5"
)

var signingKey = []byte("example")

type Claims struct {
	Role string `json:"role"`
	jwt.RegisteredClaims
}

// RoleOf trusts a role nobody signed.
func RoleOf(raw string) string {
	claims := &Claims{}
	// ruleid: go-jwt-parse-unverified
	if _, _, err := jwt.NewParser().ParseUnverified(raw, claims); err != nil {
		return ""
	}
	return claims.Role
}

// RoleOfOptions builds the parser with options first.
func RoleOfOptions(raw string) string {
	claims := &Claims{}
	parser := jwt.NewParser(jwt.WithoutClaimsValidation())
	// ruleid: go-jwt-parse-unverified
	if _, _, err := parser.ParseUnverified(raw, claims); err != nil {
		return ""
	}
	return claims.Role
}

// Verified checks the signature and the algorithm.
func Verified(raw string) (*Claims, error) {
	claims := &Claims{}
	// ok: go-jwt-parse-unverified
	tok, err := jwt.ParseWithClaims(raw, claims, func(t *jwt.Token) (interface{}, error) { return signingKey, nil }, jwt.WithValidMethods([]string{"HS256"}))
	if err != nil || !tok.Valid {
		return nil, errors.New("invalid token")
	}
	return claims, nil
}

// VerifiedByParser uses a parser's verifying method.
func VerifiedByParser(raw string) (*Claims, error) {
	claims := &Claims{}
	// ok: go-jwt-parse-unverified
	tok, err := jwt.NewParser(jwt.WithValidMethods([]string{"HS256"})).ParseWithClaims(raw, claims, func(t *jwt.Token) (interface{}, error) { return signingKey, nil })
	if err != nil || !tok.Valid {
		return nil, errors.New("invalid token")
	}
	return claims, nil
}
