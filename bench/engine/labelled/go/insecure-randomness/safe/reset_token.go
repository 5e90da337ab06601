package reset

import (
	"crypto/rand"
	"fmt"
	"math/big"
	"net/http"
)

func Issue(w http.ResponseWriter, r *http.Request) {
	n, _ := rand.Int(rand.Reader, big.NewInt(1000000))
	fmt.Fprintf(w, "your code: %06d", n.Int64())
}
