package proxy

import (
	"io"
	"net/http"
	"net/url"
)

func Fetch(w http.ResponseWriter, r *http.Request) {
	resp, err := http.Get("https://api.example.com/users/" + url.PathEscape(r.URL.Query().Get("id")))
	if err != nil {
		http.Error(w, "fetch failed", http.StatusBadGateway)
		return
	}
	defer resp.Body.Close()
	w.Header().Set("Content-Type", "application/json")
	io.Copy(w, resp.Body)
}
