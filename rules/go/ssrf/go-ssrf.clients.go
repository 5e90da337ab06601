package proxy

import (
	"context"
	"net/http"
)

type Fetcher struct {
	client *http.Client
}

func (f *Fetcher) Get(w http.ResponseWriter, r *http.Request) {
	// ruleid: go-ssrf
	f.client.Get(r.Header.Get("X-Target"))
	// ruleid: go-ssrf
	http.NewRequestWithContext(context.Background(), "GET", r.FormValue("u"), nil)
	// ok: go-ssrf
	f.client.Get("https://status.example.com/" + r.FormValue("u"))
}

func Routes() *http.ServeMux {
	mux := http.NewServeMux()
	f := &Fetcher{client: http.DefaultClient}
	mux.HandleFunc("/fetch", f.Get)
	return mux
}
