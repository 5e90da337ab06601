package hooks

import (
	"bytes"
	"encoding/json"
	"net/http"
)

type Subscription struct {
	CallbackURL string `json:"callback_url"`
}

func Subscribe(w http.ResponseWriter, r *http.Request) {
	var s Subscription
	if err := json.NewDecoder(r.Body).Decode(&s); err != nil {
		http.Error(w, "bad json", 400)
		return
	}
	http.Post(s.CallbackURL, "application/json", bytes.NewReader([]byte(`{"ping":true}`)))
	w.WriteHeader(http.StatusAccepted)
}
