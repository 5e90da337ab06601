// Package outbound sends notifications to members' webhooks and talks to the
// label-printer cloud.
package outbound

import (
	"bytes"
	"context"
	"crypto/tls"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"slices"
	"time"
)

// Client wraps the HTTP clients used for outbound calls.
type Client struct {
	HTTP         *http.Client
	AllowedHosts []string
	PrinterHost  string
	PrinterKey   string
}

// New builds the outbound client.
func New(allowed []string, printerHost, printerKey string) *Client {
	return &Client{
		HTTP: &http.Client{
			Timeout:   10 * time.Second,
			Transport: &http.Transport{TLSClientConfig: &tls.Config{MinVersion: tls.VersionTLS12}},
		},
		AllowedHosts: allowed,
		PrinterHost:  printerHost,
		PrinterKey:   printerKey,
	}
}

// Notify posts an event to a member's saved webhook URL.
func (c *Client) Notify(ctx context.Context, hookURL string, event any) error {
	body, _ := json.Marshal(event)
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, hookURL, bytes.NewReader(body))
	if err != nil {
		return err
	}
	req.Header.Set("Content-Type", "application/json")
	resp, err := c.HTTP.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// NotifyChat posts to a chat webhook whose host is on the allow-list.
func (c *Client) NotifyChat(ctx context.Context, hookURL string, text string) error {
	u, err := url.Parse(hookURL)
	if err != nil || u.Scheme != "https" || !slices.Contains(c.AllowedHosts, u.Hostname()) {
		return errors.New("webhook host not allowed")
	}
	body, _ := json.Marshal(map[string]string{"text": text})
	resp, err := c.HTTP.Post(u.String(), "application/json", bytes.NewReader(body))
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// PrintLabel asks the printer cloud to print a tool label.
func (c *Client) PrintLabel(ctx context.Context, toolSlug string) error {
	u := url.URL{Scheme: "https", Host: c.PrinterHost, Path: "/v1/labels/" + url.PathEscape(toolSlug)}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, u.String(), nil)
	if err != nil {
		return err
	}
	req.Header.Set("Authorization", "Bearer "+c.PrinterKey)
	resp, err := c.HTTP.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// FetchPreview downloads the page behind a link a member pasted into a
// workshop description, to show a preview card.
func FetchPreview(link string) ([]byte, error) {
	insecure := &http.Client{Transport: &http.Transport{TLSClientConfig: &tls.Config{InsecureSkipVerify: true}}}
	resp, err := insecure.Get(link)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return nil, fmt.Errorf("preview: %s", resp.Status)
	}
	buf := new(bytes.Buffer)
	_, err = buf.ReadFrom(resp.Body)
	return buf.Bytes(), err
}
