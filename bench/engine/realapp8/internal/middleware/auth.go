package middleware

import (
	"context"
	"net/http"
	"net/url"
	"strings"

	"github.com/stockroom/stockroom/internal/auth"
)

type ctxKey int

const userKey ctxKey = 1

type Principal struct {
	UserID int64
	Email  string
	Role   string
}

func PrincipalFrom(ctx context.Context) (Principal, bool) {
	p, ok := ctx.Value(userKey).(Principal)
	return p, ok
}

// RequireUser accepts a session cookie (browser) or a bearer JWT (scanner app).
func RequireUser(sessions *auth.Sessions, signer *auth.Signer) func(http.Handler) http.Handler {
	return func(next http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			if s, ok := sessions.Lookup(r); ok {
				ctx := context.WithValue(r.Context(), userKey, Principal{UserID: s.UserID, Email: s.Email, Role: s.Role})
				next.ServeHTTP(w, r.WithContext(ctx))
				return
			}
			if h := r.Header.Get("Authorization"); strings.HasPrefix(h, "Bearer ") {
				if c, err := signer.Verify(strings.TrimPrefix(h, "Bearer ")); err == nil {
					ctx := context.WithValue(r.Context(), userKey, Principal{Email: c.Email, Role: c.Role})
					next.ServeHTTP(w, r.WithContext(ctx))
					return
				}
				http.Error(w, "invalid token", http.StatusUnauthorized)
				return
			}
			http.Redirect(w, r, "/login?next="+url.QueryEscape(r.URL.RequestURI()), http.StatusFound)
		})
	}
}

func RequireRole(role string) func(http.Handler) http.Handler {
	return func(next http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			p, ok := PrincipalFrom(r.Context())
			if !ok || p.Role != role {
				http.Error(w, "forbidden", http.StatusForbidden)
				return
			}
			next.ServeHTTP(w, r)
		})
	}
}
