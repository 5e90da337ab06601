package http

import (
	"encoding/json"
	"net/http"
	"os"
)

type Server struct {
	adminToken string
}

func NewServer() *Server { return &Server{adminToken: os.Getenv("BILLING_ADMIN_TOKEN")} }

func (s *Server) requireAdmin(next http.HandlerFunc) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		if s.adminToken == "" || r.Header.Get("X-Admin-Token") != s.adminToken {
			http.Error(w, "forbidden", http.StatusForbidden)
			return
		}
		next(w, r)
	}
}

func (s *Server) health(w http.ResponseWriter, _ *http.Request) {
	_ = json.NewEncoder(w).Encode(map[string]any{"ok": true, "build": buildSHA})
}

var buildSHA = "149f6fc63fd1a72c01aed442c31350ea37c46d0d"
