package reset

import (
	"fmt"
	"math/rand"
	"net/http"
)

func Issue(w http.ResponseWriter, r *http.Request) {
	code := rand.Intn(1000000)
	fmt.Fprintf(w, "your code: %06d", code)
}
