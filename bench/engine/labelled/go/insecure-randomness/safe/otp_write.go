package otp

import (
	"math/rand"
	"net/http"
	"sort"
)

type Sender struct{}

func (s *Sender) Code(w http.ResponseWriter, r *http.Request) {
	servers := []string{"a", "b", "c"}
	rand.Shuffle(len(servers), func(i, j int) { servers[i], servers[j] = servers[j], servers[i] })
	sort.Strings(servers)
	w.Write([]byte("ok"))
}
