package codes

import (
	crand "crypto/rand"
	"encoding/hex"
	"fmt"
	"math/rand"
	"strconv"
	"time"
)

const alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"

// Helpers whose results leave this package: where they end up is not visible here.

func InviteCode(n int) string {
	code := make([]byte, n)
	for i := range code {
		// ruleid: go-weak-random-token
		code[i] = alphabet[rand.Intn(len(alphabet))]
	}
	return string(code)
}

func APIKey() string {
	// ruleid: go-weak-random-token
	r := rand.New(rand.NewSource(time.Now().UnixNano()))
	// ruleid: go-weak-random-token
	return "key_" + strconv.FormatUint(r.Uint64(), 16) + strconv.FormatUint(r.Uint64(), 16)
}

func ShortID() string {
	// ruleid: go-weak-random-token
	return strconv.FormatInt(rand.Int63(), 36)
}

func SecureCode(n int) (string, error) {
	b := make([]byte, n)
	if _, err := crand.Read(b); err != nil {
		return "", err
	}
	// ok: go-weak-random-token
	return hex.EncodeToString(b), nil
}

type Rota struct{ OnCall []string }

// LookAlikes: a pick from a slice of items, jitter, a percentage, a letter chosen by the caller.
func (r Rota) LookAlikes(attempt int, index int) (string, time.Duration, string, byte) {
	// ok: go-weak-random-token
	assignee := r.OnCall[rand.Intn(len(r.OnCall))]
	// ok: go-weak-random-token
	jitter := time.Duration(rand.Int63n(int64(time.Second)))
	// ok: go-weak-random-token
	label := fmt.Sprintf("%d%% after %d tries", rand.Intn(100), attempt)
	// ok: go-weak-random-token
	letter := alphabet[index%len(alphabet)]
	return assignee, jitter, label, letter
}
