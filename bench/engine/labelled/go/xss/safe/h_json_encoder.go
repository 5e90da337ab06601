package web

import (
	"encoding/json"
	"net/http"
)

func Message(w http.ResponseWriter, r *http.Request) {
	msg := r.FormValue("msg")
	w.Header().Set("Content-Type", "application/json")
	json.NewEncoder(w).Encode(map[string]string{"msg": msg})
}
