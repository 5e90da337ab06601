package images

import (
	"context"
	"net/http"
)

func Proxy(w http.ResponseWriter, r *http.Request) {
	src := r.FormValue("src")
	req, err := http.NewRequestWithContext(context.Background(), "GET", src, nil)
	if err != nil {
		return
	}
	resp, err := http.DefaultClient.Do(req)
	if err == nil {
		resp.Body.Close()
	}
}
