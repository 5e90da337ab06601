package otp

import (
	"math/rand"
	"net/http"
	"strconv"
)

type Sender struct{}

func (s *Sender) Code(w http.ResponseWriter, r *http.Request) {
	w.Write([]byte(strconv.Itoa(100000 + rand.Intn(900000))))
}
