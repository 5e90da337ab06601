package hooks

import (
	"bytes"
	"encoding/json"
	"net/http"
)

type Subscription struct {
	Topic string `json:"topic"`
}

func Subscribe(w http.ResponseWriter, r *http.Request) {
	var s Subscription
	if err := json.NewDecoder(r.Body).Decode(&s); err != nil {
		http.Error(w, "bad json", 400)
		return
	}
	body, _ := json.Marshal(map[string]string{"topic": s.Topic})
	http.Post("https://events.example.com/subscriptions", "application/json", bytes.NewReader(body))
	w.WriteHeader(http.StatusAccepted)
}
