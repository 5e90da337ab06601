package service

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/url"

	"github.com/quaylane/harbor/internal/config"
	"github.com/quaylane/harbor/internal/netutil"
)

// carrierSandboxToken authenticates against the carrier's sandbox gateway.
const carrierSandboxToken = "csb_live_5e1d9a7c3f8b2046aa91d7e0"

// Rate is one carrier quote.
type Rate struct {
	Service string `json:"service"`
	Cents   int64  `json:"cents"`
	Days    int    `json:"days"`
}

// ShippingService talks to the carrier rating API and fetches tracking pages.
type ShippingService struct {
	Cfg     *config.Config
	Client  *http.Client
	Carrier *http.Client
}

// Rates asks the configured carrier for quotes to a postcode.
func (s *ShippingService) Rates(ctx context.Context, postcode string, grams int) ([]Rate, error) {
	endpoint := s.Cfg.CarrierBaseURL + "/v1/rates?postcode=" + url.QueryEscape(postcode) + fmt.Sprintf("&grams=%d", grams)
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, endpoint, nil)
	if err != nil {
		return nil, err
	}
	req.Header.Set("Authorization", "Bearer "+s.Cfg.CarrierAPIKey)
	resp, err := s.Carrier.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	var rates []Rate
	err = json.NewDecoder(io.LimitReader(resp.Body, 1<<20)).Decode(&rates)
	return rates, err
}

// SandboxRates is the same call against the sandbox, used by the admin console's test page.
func (s *ShippingService) SandboxRates(ctx context.Context, postcode string) (*http.Response, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, "https://sandbox.carrier.example/v1/rates?postcode="+url.QueryEscape(postcode), nil)
	if err != nil {
		return nil, err
	}
	req.Header.Set("Authorization", "Bearer "+carrierSandboxToken)
	return s.Carrier.Do(req)
}

// TrackingPage fetches the tracking page a customer pasted so it can be summarised.
func (s *ShippingService) TrackingPage(ctx context.Context, trackingURL string) ([]byte, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, trackingURL, nil)
	if err != nil {
		return nil, err
	}
	resp, err := s.Client.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	return io.ReadAll(io.LimitReader(resp.Body, 256<<10))
}

// Fetcher is implemented by the allow-listed webhook sender.
type Fetcher interface {
	Check(raw string) (*url.URL, error)
}

var _ Fetcher = (*netutil.AllowList)(nil)
