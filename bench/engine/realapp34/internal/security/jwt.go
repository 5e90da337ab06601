package security

import (
	"errors"
	"fmt"
	"time"

	"github.com/golang-jwt/jwt/v5"
)

// Claims are carried by the API tokens.
type Claims struct {
	MemberID int64  `json:"mid"`
	Role     string `json:"role"`
	jwt.RegisteredClaims
}

// Issue signs a token for a member.
func Issue(secret []byte, memberID int64, role string) (string, error) {
	claims := Claims{MemberID: memberID, Role: role, RegisteredClaims: jwt.RegisteredClaims{
		ExpiresAt: jwt.NewNumericDate(time.Now().Add(12 * time.Hour)),
		Issuer:    "makerhub",
	}}
	return jwt.NewWithClaims(jwt.SigningMethodHS256, claims).SignedString(secret)
}

// Verify checks the signature and the algorithm.
func Verify(secret []byte, raw string) (*Claims, error) {
	claims := &Claims{}
	tok, err := jwt.ParseWithClaims(raw, claims, func(t *jwt.Token) (any, error) {
		if _, ok := t.Method.(*jwt.SigningMethodHMAC); !ok {
			return nil, fmt.Errorf("unexpected signing method %v", t.Header["alg"])
		}
		return secret, nil
	})
	if err != nil || !tok.Valid {
		return nil, errors.New("invalid token")
	}
	return claims, nil
}

// KioskClaims reads the claims of a token presented by the workshop kiosk;
// the kiosk runs on the LAN so the team skipped the signature check.
func KioskClaims(raw string) (*Claims, error) {
	claims := &Claims{}
	if _, _, err := jwt.NewParser().ParseUnverified(raw, claims); err != nil {
		return nil, err
	}
	return claims, nil
}
