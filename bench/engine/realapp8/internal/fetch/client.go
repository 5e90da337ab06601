package fetch

import (
	"context"
	"crypto/tls"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/url"
	"time"
)

// Default is the client for everything outbound that talks to the public
// internet. Short timeouts: a slow link preview must not pin a handler.
var Default = &http.Client{
	Timeout: 10 * time.Second,
	Transport: &http.Transport{
		DialContext:         (&net.Dialer{Timeout: 3 * time.Second}).DialContext,
		TLSClientConfig:     &tls.Config{MinVersion: tls.VersionTLS12},
		TLSHandshakeTimeout: 3 * time.Second,
	},
}

// Get fetches url and returns at most limit bytes of the body.
func Get(ctx context.Context, rawURL string, limit int64) ([]byte, string, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, rawURL, nil)
	if err != nil {
		return nil, "", err
	}
	req.Header.Set("User-Agent", "stockroom/1.4 (+https://stock.example.com/bot)")
	resp, err := Default.Do(req)
	if err != nil {
		return nil, "", err
	}
	defer resp.Body.Close()
	if resp.StatusCode >= 400 {
		return nil, "", fmt.Errorf("GET %s: %s", rawURL, resp.Status)
	}
	body, err := io.ReadAll(io.LimitReader(resp.Body, limit))
	return body, resp.Header.Get("Content-Type"), err
}

// HostAllowed reports whether u is https and its host is one of hosts.
func HostAllowed(u *url.URL, hosts []string) bool {
	if u.Scheme != "https" {
		return false
	}
	for _, h := range hosts {
		if u.Hostname() == h {
			return true
		}
	}
	return false
}
