package keys

import (
	"fmt"
	"math/rand"
	"net/http"
)

func Rotate(w http.ResponseWriter, r *http.Request) {
	key := fmt.Sprintf("%x%x", rand.Uint64(), rand.Uint64())
	w.Header().Set("X-Api-Key", key)
}
