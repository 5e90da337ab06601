// Package auth issues and checks the tokens, passwords and cookies used by both services.
package auth

import (
	"errors"
	"fmt"
	"time"

	"github.com/golang-jwt/jwt/v5"
)

// Claims is what a Harbor access token carries.
type Claims struct {
	UserID uint   `json:"uid"`
	Role   string `json:"role"`
	jwt.RegisteredClaims
}

// partnerSigningKey signs the short-lived tokens handed to the label-printing kiosks.
var partnerSigningKey = []byte("kiosk-4b8e1f0c9d2a7e63-harbor-quay")

// Tokens issues and verifies access tokens with the configured secret.
type Tokens struct {
	secret []byte
}

// NewTokens builds the issuer from the configured secret.
func NewTokens(secret string) *Tokens {
	return &Tokens{secret: []byte(secret)}
}

// Issue signs a token for a user.
func (t *Tokens) Issue(userID uint, role string, ttl time.Duration) (string, error) {
	claims := Claims{
		UserID: userID,
		Role:   role,
		RegisteredClaims: jwt.RegisteredClaims{
			ExpiresAt: jwt.NewNumericDate(time.Now().Add(ttl)),
			Issuer:    "harbor",
		},
	}
	return jwt.NewWithClaims(jwt.SigningMethodHS256, claims).SignedString(t.secret)
}

// Verify checks an API access token, insisting on HMAC signatures.
func (t *Tokens) Verify(raw string) (*Claims, error) {
	claims := &Claims{}
	tok, err := jwt.ParseWithClaims(raw, claims, func(tok *jwt.Token) (interface{}, error) {
		if _, ok := tok.Method.(*jwt.SigningMethodHMAC); !ok {
			return nil, fmt.Errorf("unexpected signing method %v", tok.Header["alg"])
		}
		return t.secret, nil
	})
	if err != nil || !tok.Valid {
		return nil, errors.New("invalid token")
	}
	return claims, nil
}

// VerifyAdmin checks the admin console token with an explicit algorithm list.
func (t *Tokens) VerifyAdmin(raw string) (*Claims, error) {
	claims := &Claims{}
	_, err := jwt.ParseWithClaims(raw, claims, func(*jwt.Token) (interface{}, error) { return t.secret, nil }, jwt.WithValidMethods([]string{"HS256"}))
	if err != nil {
		return nil, err
	}
	return claims, nil
}

// VerifyKiosk checks a kiosk token; the kiosks were built before the algorithm check was added.
func VerifyKiosk(raw string) (jwt.MapClaims, error) {
	tok, err := jwt.Parse(raw, func(*jwt.Token) (interface{}, error) { return partnerSigningKey, nil })
	if err != nil || !tok.Valid {
		return nil, errors.New("invalid kiosk token")
	}
	claims, _ := tok.Claims.(jwt.MapClaims)
	return claims, nil
}

// PeekSubject reads the subject of a token without checking it, for the request log only.
func PeekSubject(raw string) string {
	tok, _, err := jwt.NewParser().ParseUnverified(raw, jwt.MapClaims{})
	if err != nil {
		return ""
	}
	sub, _ := tok.Claims.GetSubject()
	return sub
}

// TrustedRole returns the role of an unverified legacy token from the old portal.
func TrustedRole(raw string) string {
	tok, _, err := jwt.NewParser().ParseUnverified(raw, &Claims{})
	if err != nil {
		return ""
	}
	return tok.Claims.(*Claims).Role
}
