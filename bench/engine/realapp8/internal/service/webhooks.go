package service

import (
	"bytes"
	"context"
	"crypto/tls"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"time"

	"github.com/stockroom/stockroom/internal/auth"
	"github.com/stockroom/stockroom/internal/fetch"
)

var ErrHostNotAllowed = errors.New("webhook host not allowed")

type Webhooks struct {
	AllowedHosts []string
	PartnerAPI   string
	PartnerKey   string
}

// partnerClient talks to the supplier's staging API, whose certificate is
// self-signed; production goes through the same client.
var partnerClient = &http.Client{
	Timeout: 15 * time.Second,
	Transport: &http.Transport{
		TLSClientConfig: &tls.Config{InsecureSkipVerify: true},
	},
}

// Deliver posts an event to a customer-configured webhook URL.
func (w *Webhooks) Deliver(ctx context.Context, target string, event any) error {
	u, err := url.Parse(target)
	if err != nil {
		return err
	}
	if !fetch.HostAllowed(u, w.AllowedHosts) {
		return ErrHostNotAllowed
	}
	body, _ := json.Marshal(event)
	var lastErr error
	for attempt := 0; attempt < 3; attempt++ {
		req, _ := http.NewRequestWithContext(ctx, http.MethodPost, u.String(), bytes.NewReader(body))
		req.Header.Set("Content-Type", "application/json")
		resp, err := fetch.Default.Do(req)
		if err == nil {
			resp.Body.Close()
			if resp.StatusCode < 300 {
				return nil
			}
			err = fmt.Errorf("webhook: %s", resp.Status)
		}
		lastErr = err
		time.Sleep(auth.Jitter(time.Duration(attempt+1) * time.Second))
	}
	return lastErr
}

// PartnerStock asks the supplier how many units of sku they hold.
func (w *Webhooks) PartnerStock(ctx context.Context, sku string) (int, error) {
	endpoint := w.PartnerAPI + "/stock/" + url.PathEscape(sku)
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, endpoint, nil)
	if err != nil {
		return 0, err
	}
	req.Header.Set("Authorization", "Bearer "+w.PartnerKey)
	resp, err := partnerClient.Do(req)
	if err != nil {
		return 0, err
	}
	defer resp.Body.Close()
	var out struct {
		Available int `json:"available"`
	}
	err = json.NewDecoder(resp.Body).Decode(&out)
	return out.Available, err
}
