package service

import (
	"bytes"
	"context"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"net/http"

	"github.com/quaylane/harbor/internal/netutil"
)

// WebhookService delivers order events to customer endpoints on the allow-list.
type WebhookService struct {
	Allowed *netutil.AllowList
	Client  *http.Client
}

// Deliver posts an event to a registered endpoint after checking its host.
func (s *WebhookService) Deliver(ctx context.Context, endpoint, secret string, event interface{}) error {
	u, err := s.Allowed.Check(endpoint)
	if err != nil {
		return err
	}
	body, err := json.Marshal(event)
	if err != nil {
		return err
	}
	mac := hmac.New(sha256.New, []byte(secret))
	mac.Write(body)
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, u.String(), bytes.NewReader(body))
	if err != nil {
		return err
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("X-Harbor-Signature", hex.EncodeToString(mac.Sum(nil)))
	resp, err := s.Client.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode >= 300 {
		return fmt.Errorf("webhook answered %d", resp.StatusCode)
	}
	return nil
}
