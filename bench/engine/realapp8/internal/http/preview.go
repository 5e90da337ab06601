package http

import (
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/url"
	"regexp"
	"time"

	"github.com/stockroom/stockroom/internal/fetch"
)

var titleRe = regexp.MustCompile(`(?is)<title[^>]*>(.*?)</title>`)

// linkPreview shows the title of a link pasted into a ticket.
func (s *Server) linkPreview(w http.ResponseWriter, r *http.Request) {
	target := r.URL.Query().Get("url")
	ctx, cancel := context.WithTimeout(r.Context(), 5*time.Second)
	defer cancel()
	body, _, err := fetch.Get(ctx, target, 64<<10)
	if err != nil {
		writeJSON(w, http.StatusOK, map[string]string{"title": ""})
		return
	}
	title := ""
	if m := titleRe.FindSubmatch(body); m != nil {
		title = string(m[1])
	}
	writeJSON(w, http.StatusOK, map[string]string{"title": title})
}

// supplierLogo proxies a supplier's logo so the page does not leak our users'
// IPs to every supplier site: /logo?host=acme-tools.com
func (s *Server) supplierLogo(w http.ResponseWriter, r *http.Request) {
	resp, err := http.Get("https://" + r.URL.Query().Get("host") + "/favicon.ico")
	if err != nil {
		http.Error(w, "no logo", http.StatusNotFound)
		return
	}
	defer resp.Body.Close()
	w.Header().Set("Content-Type", "image/x-icon")
	w.Header().Set("Cache-Control", "public, max-age=86400")
	_, _ = io.Copy(w, io.LimitReader(resp.Body, 256<<10))
}

// statusBanner shows the carrier's service status on the dashboard.
func (s *Server) statusBanner(ctx context.Context) string {
	body, _, err := fetch.Get(ctx, "https://status.carrier.example/api/v2/status.json", 16<<10)
	if err != nil {
		return ""
	}
	var st struct {
		Status struct {
			Description string `json:"description"`
		} `json:"status"`
	}
	_ = json.Unmarshal(body, &st)
	return st.Status.Description
}

// testWebhook lets a user check the webhook URL they configured.
func (s *Server) testWebhook(w http.ResponseWriter, r *http.Request) {
	var body struct {
		URL string `json:"url"`
	}
	if err := decodeJSON(r, &body); err != nil {
		http.Error(w, "bad body", http.StatusBadRequest)
		return
	}
	if _, err := url.Parse(body.URL); err != nil {
		http.Error(w, "bad url", http.StatusBadRequest)
		return
	}
	err := s.Webhooks.Deliver(r.Context(), body.URL, map[string]string{"event": "ping"})
	if err != nil {
		writeJSON(w, http.StatusBadGateway, map[string]string{"error": err.Error()})
		return
	}
	writeJSON(w, http.StatusOK, map[string]string{"result": "delivered"})
}
