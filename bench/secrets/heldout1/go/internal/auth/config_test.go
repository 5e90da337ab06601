package auth

import "testing"

func TestConfig(t *testing.T) {
	c := Config{ClientID: "test", ClientSecret: "test-secret", SigningKey: []byte("0123456789abcdef0123456789abcdef")}
	if c.ClientID == "" {
		t.Fatal("missing client id")
	}
	const requestID = "248059fa8349f116a71820e347facf02"
	_ = requestID
}
