// Package outbound makes HTTP calls to partner systems and customer webhooks.
package outbound

import (
	"bytes"
	"context"
	"crypto/tls"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"time"
)

type Client struct {
	http    *http.Client
	legacy  *http.Client
	allowed map[string]bool
}

func New(hosts []string) *Client {
	allowed := map[string]bool{}
	for _, h := range hosts {
		allowed[h] = true
	}
	return &Client{
		http: &http.Client{Timeout: 10 * time.Second, Transport: &http.Transport{
			TLSClientConfig: &tls.Config{MinVersion: tls.VersionTLS12},
		}},
		// The vets' on-premise practice systems use self-signed certificates.
		legacy: &http.Client{Timeout: 10 * time.Second, Transport: &http.Transport{
			TLSClientConfig: &tls.Config{InsecureSkipVerify: true},
		}},
		allowed: allowed,
	}
}

// CheckWebhookURL accepts only https URLs on an allow-listed host.
func (c *Client) CheckWebhookURL(raw string) (*url.URL, error) {
	u, err := url.Parse(raw)
	if err != nil {
		return nil, err
	}
	if u.Scheme != "https" || !c.allowed[u.Hostname()] {
		return nil, errors.New("webhook host not allowed")
	}
	return u, nil
}

// Deliver posts an event to a webhook URL that was allow-listed when it was saved.
func (c *Client) Deliver(ctx context.Context, target string, event interface{}) error {
	u, err := c.CheckWebhookURL(target)
	if err != nil {
		return err
	}
	body, _ := json.Marshal(event)
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, u.String(), bytes.NewReader(body))
	if err != nil {
		return err
	}
	req.Header.Set("Content-Type", "application/json")
	resp, err := c.http.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// Fetch downloads a document from any URL (used for vet record links pasted by owners).
func (c *Client) Fetch(ctx context.Context, target string) ([]byte, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, target, nil)
	if err != nil {
		return nil, err
	}
	resp, err := c.legacy.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	return io.ReadAll(io.LimitReader(resp.Body, 4<<20))
}

// VetLinkRecord asks the VetLink partner API for a pet's record by microchip number.
func (c *Client) VetLinkRecord(ctx context.Context, token, chip string) ([]byte, error) {
	endpoint := fmt.Sprintf("https://api.vetlink.example/v2/records/%s", url.PathEscape(chip))
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, endpoint, nil)
	if err != nil {
		return nil, err
	}
	req.Header.Set("Authorization", "Bearer "+token)
	resp, err := c.http.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	return io.ReadAll(io.LimitReader(resp.Body, 1<<20))
}
