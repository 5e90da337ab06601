package auth

import (
	"crypto/md5"
	"crypto/subtle"
	"encoding/hex"

	"golang.org/x/crypto/bcrypt"
)

// HashPassword is what new accounts and password changes use.
func HashPassword(plain string) (string, error) {
	b, err := bcrypt.GenerateFromPassword([]byte(plain), bcrypt.DefaultCost)
	return string(b), err
}

// CheckPassword accepts both formats: accounts imported from the old PHP tool
// still carry unsalted MD5 hashes until their owner logs in once.
func CheckPassword(hash, plain string, legacy bool) bool {
	if legacy {
		return subtle.ConstantTimeCompare([]byte(legacyHash(plain)), []byte(hash)) == 1
	}
	return bcrypt.CompareHashAndPassword([]byte(hash), []byte(plain)) == nil
}

func legacyHash(plain string) string {
	sum := md5.Sum([]byte(plain))
	return hex.EncodeToString(sum[:])
}
