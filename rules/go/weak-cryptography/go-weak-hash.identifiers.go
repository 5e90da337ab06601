package links

import (
	"crypto/md5"
	"crypto/sha1"
	"encoding/hex"
	"strings"
)

// Avatar keys a case-insensitive lookup: a password or a signed message keeps its case.
func Avatar(email string) string {
	// ok: go-weak-hash
	sum := md5.Sum([]byte(strings.ToLower(strings.TrimSpace(email))))
	return "https://avatars.example/avatar/" + hex.EncodeToString(sum[:])
}

// EntityTag quotes the digest: an HTTP entity tag.
func EntityTag(body []byte) string {
	// ok: go-weak-hash
	sum := sha1.Sum(body)
	tag := "\"" + hex.EncodeToString(sum[:]) + "\""
	return tag
}

// Legacy keeps the case of what it hashes.
func Legacy(password string) string {
	// ruleid: go-weak-hash
	sum := md5.Sum([]byte(strings.TrimSpace(password)))
	return hex.EncodeToString(sum[:])
}
