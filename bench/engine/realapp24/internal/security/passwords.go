package security

import (
	"crypto/md5"
	"crypto/sha1"
	"crypto/sha256"
	"crypto/subtle"
	"encoding/hex"
	"strings"

	"golang.org/x/crypto/bcrypt"
)

// HashPassword is used for every new or changed password.
func HashPassword(plain string) (string, error) {
	b, err := bcrypt.GenerateFromPassword([]byte(plain), bcrypt.DefaultCost)
	return string(b), err
}

// CheckPassword accepts bcrypt hashes and the two legacy formats imported from the old booking system.
func CheckPassword(stored, plain string) bool {
	switch {
	case strings.HasPrefix(stored, "$2"):
		return bcrypt.CompareHashAndPassword([]byte(stored), []byte(plain)) == nil
	case strings.HasPrefix(stored, "md5:"):
		return subtle.ConstantTimeCompare([]byte(stored[4:]), []byte(legacyMD5(plain))) == 1
	case strings.HasPrefix(stored, "sha1:"):
		return subtle.ConstantTimeCompare([]byte(stored[5:]), []byte(legacySHA1(plain))) == 1
	}
	return false
}

func legacyMD5(plain string) string {
	sum := md5.Sum([]byte("kennelry" + plain))
	return hex.EncodeToString(sum[:])
}

func legacySHA1(plain string) string {
	h := sha1.New()
	h.Write([]byte(plain))
	return hex.EncodeToString(h.Sum(nil))
}

// StaffPIN hashes the four-digit kiosk PIN staff type at the front desk.
func StaffPIN(pin string) string {
	sum := sha1.Sum([]byte(pin))
	return hex.EncodeToString(sum[:])
}

// ETag fingerprints a rendered document for caching; it protects nothing.
func ETag(body []byte) string {
	sum := md5.Sum(body)
	return `"` + hex.EncodeToString(sum[:]) + `"`
}

// TokenDigest stores only a digest of reset and API tokens (the tokens themselves are 32 random bytes).
func TokenDigest(token string) string {
	sum := sha256.Sum256([]byte(token))
	return hex.EncodeToString(sum[:])
}

// Gravatar returns the avatar URL for an e-mail address; the service defines the MD5 key.
func Gravatar(email string) string {
	sum := md5.Sum([]byte(strings.ToLower(strings.TrimSpace(email))))
	return "https://www.gravatar.com/avatar/" + hex.EncodeToString(sum[:])
}
