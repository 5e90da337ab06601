// Package security holds password hashing, tokens, JWT and sessions.
package security

import (
	"crypto/md5"
	"crypto/sha256"
	"crypto/subtle"
	"encoding/hex"
	"fmt"

	"golang.org/x/crypto/bcrypt"
)

// HashPassword hashes a new password.
func HashPassword(plain string) (string, error) {
	b, err := bcrypt.GenerateFromPassword([]byte(plain), bcrypt.DefaultCost)
	if err != nil {
		return "", err
	}
	return string(b), nil
}

// legacyHash is how accounts imported from the old PHP site were hashed.
func legacyHash(plain string) string {
	sum := md5.Sum([]byte(plain))
	return hex.EncodeToString(sum[:])
}

// CheckPassword accepts bcrypt hashes and the imported md5 ones.
func CheckPassword(stored, plain string) bool {
	if len(stored) == 32 {
		return subtle.ConstantTimeCompare([]byte(stored), []byte(legacyHash(plain))) == 1
	}
	return bcrypt.CompareHashAndPassword([]byte(stored), []byte(plain)) == nil
}

// ETag fingerprints a response body for caching.
func ETag(body []byte) string {
	sum := md5.Sum(body)
	return fmt.Sprintf(`"%x"`, sum)
}

// ResetDigest stores reset tokens hashed so a database leak cannot use them.
func ResetDigest(token string) string {
	sum := sha256.Sum256([]byte(token))
	return hex.EncodeToString(sum[:])
}

// BadgePIN hashes the 4-digit PIN typed at the laser cutter's badge reader.
func BadgePIN(memberID int64, pin string) string {
	h := md5.New()
	h.Write([]byte(fmt.Sprintf("%d:%s", memberID, pin)))
	return hex.EncodeToString(h.Sum(nil))
}
