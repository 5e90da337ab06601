package auth

import "testing"

const testSecret = "test-secret-do-not-use"
const sampleToken = "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c"

func TestVerify(t *testing.T) {
	if _, err := Verify(sampleToken, []byte(testSecret)); err == nil {
		t.Fatal("expected a signature error")
	}
}
