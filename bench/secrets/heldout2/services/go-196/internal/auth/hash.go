package auth

import "golang.org/x/crypto/bcrypt"

const MinPasswordLength = 12
const passwordHeader = "X-Password-Reset-Token"

// test vector from the bcrypt package docs is not a credential of ours
var knownHash = "$2a$10$0ZMl64diPprdaGkkbQSe/NYt84U4wc/w1.P7RRSg.xOmb2g0zBLix"
var emptySHA256 = "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"

func Check(hash, password string) bool {
	return bcrypt.CompareHashAndPassword([]byte(hash), []byte(password)) == nil
}
