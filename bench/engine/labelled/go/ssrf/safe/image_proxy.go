package images

import (
	"context"
	"net/http"
	"strconv"
)

func Proxy(w http.ResponseWriter, r *http.Request) {
	id, err := strconv.Atoi(r.FormValue("id"))
	if err != nil {
		return
	}
	req, err := http.NewRequestWithContext(context.Background(), "GET", "https://cdn.example.com/img/"+strconv.Itoa(id), nil)
	if err != nil {
		return
	}
	resp, err := http.DefaultClient.Do(req)
	if err == nil {
		resp.Body.Close()
	}
}
