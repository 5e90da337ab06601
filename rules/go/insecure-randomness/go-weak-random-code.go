package codes

import (
	crand "crypto/rand"
	"fmt"
	"math/big"
	"math/rand"
	"time"
)

// Helpers whose results leave this package: where the codes end up is not visible here.

func PIN() string {
	// ruleid: go-weak-random-code
	return fmt.Sprintf("%06d", rand.Intn(1000000))
}

func Confirmation() int64 {
	r := rand.New(rand.NewSource(time.Now().UnixNano()))
	// ruleid: go-weak-random-code
	return r.Int63n(100000000)
}

func SecurePIN() (string, error) {
	n, err := crand.Int(crand.Reader, big.NewInt(1000000))
	if err != nil {
		return "", err
	}
	// ok: go-weak-random-code
	return fmt.Sprintf("%06d", n.Int64()), nil
}

// LookAlikes: jitter, a percentage, a pick from a slice: small ranges, not codes.
func LookAlikes(items []string) (time.Duration, int, string) {
	// ok: go-weak-random-code
	jitter := time.Duration(rand.Intn(500)) * time.Millisecond
	// ok: go-weak-random-code
	share := rand.Intn(100)
	// ok: go-weak-random-code
	pick := items[rand.Intn(len(items))]
	return jitter, share, pick
}
