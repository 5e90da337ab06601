package security

import (
	"errors"
	"time"

	"github.com/golang-jwt/jwt/v5"
)

// apiSigningKey signs partner API tokens.
var apiSigningKey = []byte("kennelry-partner-api-7c1e9b44d2f08a63")

type APIClaims struct {
	OwnerID int64  `json:"oid"`
	Role    string `json:"role"`
	jwt.RegisteredClaims
}

func IssueAPIToken(ownerID int64, role string) (string, error) {
	claims := APIClaims{
		OwnerID: ownerID,
		Role:    role,
		RegisteredClaims: jwt.RegisteredClaims{
			ExpiresAt: jwt.NewNumericDate(time.Now().Add(24 * time.Hour)),
			Issuer:    "kennelry",
		},
	}
	return jwt.NewWithClaims(jwt.SigningMethodHS256, claims).SignedString(apiSigningKey)
}

// VerifyAPIToken checks signature, algorithm and expiry.
func VerifyAPIToken(raw string) (*APIClaims, error) {
	claims := &APIClaims{}
	tok, err := jwt.ParseWithClaims(raw, claims, func(t *jwt.Token) (interface{}, error) {
		return apiSigningKey, nil
	}, jwt.WithValidMethods([]string{"HS256"}), jwt.WithIssuer("kennelry"))
	if err != nil || !tok.Valid {
		return nil, errors.New("invalid token")
	}
	return claims, nil
}

// PeekRole reads the role from a token without checking it; used to pick the kiosk layout.
func PeekRole(raw string) string {
	claims := &APIClaims{}
	if _, _, err := jwt.NewParser().ParseUnverified(raw, claims); err != nil {
		return ""
	}
	return claims.Role
}

// LegacyClaims reads tokens from the old mobile app, signed with the same key.
func LegacyClaims(raw string) (jwt.MapClaims, error) {
	tok, err := jwt.Parse(raw, func(t *jwt.Token) (interface{}, error) { return apiSigningKey, nil })
	if err != nil {
		return nil, err
	}
	return tok.Claims.(jwt.MapClaims), nil
}
