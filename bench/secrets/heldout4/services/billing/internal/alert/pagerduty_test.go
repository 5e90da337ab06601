package alert

import (
	"net/http"
	"net/http/httptest"
	"testing"
)

func TestTrigger(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Header.Get("Authorization") == "" {
			t.Fatal("no auth header")
		}
		w.WriteHeader(http.StatusAccepted)
	}))
	defer srv.Close()
	c := New("R0UT1NGKEYFORTESTSONLY000000000")
	c.http = srv.Client()
	_ = c
}
