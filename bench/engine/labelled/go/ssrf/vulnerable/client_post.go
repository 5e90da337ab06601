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
	target := r.Header.Get("X-Callback")
	n.client.Post(target, "application/json", strings.NewReader(`{"ok":true}`))
}
