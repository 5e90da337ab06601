package preview

import (
	"io"
	"net/http"
	"net/url"
)

func Preview(w http.ResponseWriter, r *http.Request) {
	resp, err := http.Get("https://preview.internal.example/render?u=" + url.QueryEscape(r.URL.Query().Get("url")))
	if err != nil {
		http.Error(w, "fetch failed", 502)
		return
	}
	defer resp.Body.Close()
	io.Copy(io.Discard, resp.Body)
}
