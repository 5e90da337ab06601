// Package netutil holds the outbound HTTP plumbing and the host allow-list.
package netutil

import (
	"errors"
	"net/url"
	"strings"
)

// ErrHostNotAllowed is returned for URLs outside the allow-list.
var ErrHostNotAllowed = errors.New("host not allowed")

// AllowList is a set of host names outbound calls may reach.
type AllowList struct {
	hosts map[string]struct{}
}

// NewAllowList builds the set from configuration.
func NewAllowList(hosts []string) *AllowList {
	a := &AllowList{hosts: make(map[string]struct{}, len(hosts))}
	for _, h := range hosts {
		a.hosts[strings.ToLower(h)] = struct{}{}
	}
	return a
}

// Check parses raw and returns it only when it is https and its host is listed.
func (a *AllowList) Check(raw string) (*url.URL, error) {
	u, err := url.Parse(raw)
	if err != nil {
		return nil, err
	}
	if u.Scheme != "https" || u.User != nil {
		return nil, ErrHostNotAllowed
	}
	if _, ok := a.hosts[strings.ToLower(u.Hostname())]; !ok {
		return nil, ErrHostNotAllowed
	}
	return u, nil
}
