package auth

import (
	"net/http"
	"sync"
	"time"
)

const SessionCookie = "stockroom_sid"

type Session struct {
	UserID  int64
	Email   string
	Role    string
	Expires time.Time
}

// Sessions is an in-memory session table; fine for the single instance we run.
type Sessions struct {
	mu   sync.RWMutex
	byID map[string]Session
	ttl  time.Duration
}

func NewSessions(ttl time.Duration) *Sessions {
	return &Sessions{byID: map[string]Session{}, ttl: ttl}
}

func (s *Sessions) Start(w http.ResponseWriter, userID int64, email, role string) {
	id := NewSessionID()
	s.mu.Lock()
	s.byID[id] = Session{UserID: userID, Email: email, Role: role, Expires: time.Now().Add(s.ttl)}
	s.mu.Unlock()
	cookie := &http.Cookie{
		Name:     SessionCookie,
		Value:    id,
		Path:     "/",
		HttpOnly: true,
		Secure:   true,
		SameSite: http.SameSiteLaxMode,
		MaxAge:   int(s.ttl.Seconds()),
	}
	http.SetCookie(w, cookie)
}

func (s *Sessions) Lookup(r *http.Request) (Session, bool) {
	c, err := r.Cookie(SessionCookie)
	if err != nil {
		return Session{}, false
	}
	s.mu.RLock()
	sess, ok := s.byID[c.Value]
	s.mu.RUnlock()
	if !ok || time.Now().After(sess.Expires) {
		return Session{}, false
	}
	return sess, true
}

func (s *Sessions) End(w http.ResponseWriter, r *http.Request) {
	if c, err := r.Cookie(SessionCookie); err == nil {
		s.mu.Lock()
		delete(s.byID, c.Value)
		s.mu.Unlock()
	}
	http.SetCookie(w, &http.Cookie{Name: SessionCookie, Value: "", Path: "/", MaxAge: -1, HttpOnly: true, Secure: true})
}

// Remember sets the long-lived "keep me signed in" cookie; its value is a
// bearer credential that is exchanged for a fresh session.
func Remember(w http.ResponseWriter, token string) {
	http.SetCookie(w, &http.Cookie{Name: "stockroom_remember", Value: token, Path: "/", Expires: time.Now().Add(30 * 24 * time.Hour)})
}
