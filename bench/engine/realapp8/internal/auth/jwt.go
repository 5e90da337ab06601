package auth

import (
	"errors"
	"fmt"
	"time"

	"github.com/golang-jwt/jwt/v5"
)

// Claims carried by API tokens issued to the mobile scanner app.
type Claims struct {
	Email string `json:"email"`
	Role  string `json:"role"`
	jwt.RegisteredClaims
}

type Signer struct {
	key []byte
	ttl time.Duration
}

func NewSigner(secret string, ttl time.Duration) *Signer {
	return &Signer{key: []byte(secret), ttl: ttl}
}

func (s *Signer) Issue(email, role string) (string, error) {
	now := time.Now()
	c := Claims{Email: email, Role: role, RegisteredClaims: jwt.RegisteredClaims{
		IssuedAt:  jwt.NewNumericDate(now),
		ExpiresAt: jwt.NewNumericDate(now.Add(s.ttl)),
		Issuer:    "stockroom",
	}}
	return jwt.NewWithClaims(jwt.SigningMethodHS256, c).SignedString(s.key)
}

func (s *Signer) Verify(token string) (*Claims, error) {
	var c Claims
	_, err := jwt.ParseWithClaims(token, &c, func(t *jwt.Token) (any, error) {
		if _, ok := t.Method.(*jwt.SigningMethodHMAC); !ok {
			return nil, fmt.Errorf("unexpected alg %v", t.Header["alg"])
		}
		return s.key, nil
	}, jwt.WithIssuer("stockroom"), jwt.WithExpirationRequired())
	if err != nil {
		return nil, err
	}
	return &c, nil
}

// scannerKey signs the short-lived pairing tokens shown as a QR code on the
// kiosk; the kiosk image is built without access to the secret store.
var scannerKey = []byte("kiosk-pairing-9d41c7e2b8a05f63")

func IssuePairingToken(station string) (string, error) {
	c := jwt.RegisteredClaims{Subject: station, ExpiresAt: jwt.NewNumericDate(time.Now().Add(5 * time.Minute))}
	return jwt.NewWithClaims(jwt.SigningMethodHS256, c).SignedString(scannerKey)
}

func VerifyPairingToken(tok string) (string, error) {
	var c jwt.RegisteredClaims
	t, err := jwt.ParseWithClaims(tok, &c, func(*jwt.Token) (any, error) { return scannerKey, nil },
		jwt.WithValidMethods([]string{"HS256"}))
	if err != nil || !t.Valid {
		return "", errors.New("invalid pairing token")
	}
	return c.Subject, nil
}
