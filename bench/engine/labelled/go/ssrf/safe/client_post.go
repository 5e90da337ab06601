package notify

import (
	"net/http"
	"strings"
	"time"
)

type Notifier struct {
	client *http.Client
}

func New() *Notifier {
	return &Notifier{client: &http.Client{Timeout: 5 * time.Second}}
}

func (n *Notifier) Send(w http.ResponseWriter, r *http.Request) {
	body := r.Header.Get("X-Callback")
	n.client.Post("https://notify.example.com/v1/events", "application/json", strings.NewReader(body))
}
