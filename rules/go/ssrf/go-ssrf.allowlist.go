package hooks

import (
	"bytes"
	"errors"
	"net/http"
	"net/url"
	"slices"
)

type Sender struct {
	allowed map[string]bool
	hosts   []string
}

func NewSender(hosts []string) *Sender {
	s := &Sender{allowed: map[string]bool{}, hosts: hosts}
	for _, h := range hosts {
		s.allowed[h] = true
	}
	return s
}

// checked accepts only https URLs whose host is in the configured allow list.
func (s *Sender) checked(raw string) (*url.URL, error) {
	u, err := url.Parse(raw)
	if err != nil {
		return nil, err
	}
	if u.Scheme != "https" || !s.allowed[u.Hostname()] {
		return nil, errors.New("host not allowed")
	}
	return u, nil
}

func (s *Sender) Deliver(w http.ResponseWriter, r *http.Request) {
	u, err := s.checked(r.FormValue("url"))
	if err != nil {
		return
	}
	// ok: go-ssrf
	req, _ := http.NewRequest(http.MethodPost, u.String(), bytes.NewReader(nil))
	_, _ = http.DefaultClient.Do(req)
}

func (s *Sender) Ping(w http.ResponseWriter, r *http.Request) {
	u, err := url.Parse(r.FormValue("url"))
	if err != nil {
		return
	}
	if slices.Contains(s.hosts, u.Host) {
		// ok: go-ssrf
		_, _ = http.Get(u.String())
	}
	// ruleid: go-ssrf
	_, _ = http.Get(u.String())
	if u.Host == r.FormValue("host") {
		// ruleid: go-ssrf
		_, _ = http.Get(u.String())
	}
}
