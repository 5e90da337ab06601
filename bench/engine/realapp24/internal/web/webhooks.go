package web

import (
	"encoding/json"
	"io"
	"net/http"

	"github.com/kennelry/kennelry/internal/store"
)

type webhookRequest struct {
	URL string `json:"url"`
}

// RegisterWebhook saves a partner webhook after checking it against the allow list.
func (h *Handlers) RegisterWebhook(w http.ResponseWriter, r *http.Request) {
	var req webhookRequest
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
		http.Error(w, "bad json", http.StatusBadRequest)
		return
	}
	u, err := h.Outbound.CheckWebhookURL(req.URL)
	if err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	if err := h.Outbound.Deliver(r.Context(), u.String(), map[string]string{"event": "registered"}); err != nil {
		http.Error(w, "webhook did not answer", http.StatusBadGateway)
		return
	}
	w.WriteHeader(http.StatusCreated)
}

// TestWebhook sends a test event to a URL given in the request.
func (h *Handlers) TestWebhook(w http.ResponseWriter, r *http.Request) {
	var req webhookRequest
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
		http.Error(w, "bad json", http.StatusBadRequest)
		return
	}
	resp, err := http.Post(req.URL, "application/json", nil)
	if err != nil {
		http.Error(w, "unreachable", http.StatusBadGateway)
		return
	}
	defer resp.Body.Close()
	body, _ := io.ReadAll(io.LimitReader(resp.Body, 2048))
	h.writeJSON(w, http.StatusOK, map[string]string{"status": resp.Status, "body": string(body)})
}

// ImportVetLink pulls a pet record from VetLink (fixed host) or from a practice URL the owner pasted.
func (h *Handlers) ImportVetLink(w http.ResponseWriter, r *http.Request) {
	if chip := r.FormValue("chip"); chip != "" {
		rec, err := h.Outbound.VetLinkRecord(r.Context(), h.Cfg.VetLinkToken, chip)
		if err != nil {
			http.Error(w, "vetlink failed", http.StatusBadGateway)
			return
		}
		w.Header().Set("Content-Type", "application/json")
		_, _ = w.Write(rec)
		return
	}
	rec, err := h.Outbound.Fetch(r.Context(), r.FormValue("record_url"))
	if err != nil {
		http.Error(w, "fetch failed", http.StatusBadGateway)
		return
	}
	pet := store.Pet{ID: 0, Notes: string(rec)}
	h.writeJSON(w, http.StatusOK, pet)
}

// CameraSnapshot proxies the kennel camera image; the camera host is per-kennel configuration.
func (h *Handlers) CameraSnapshot(w http.ResponseWriter, r *http.Request) {
	resp, err := http.Get("http://" + r.URL.Query().Get("camera") + ".cams.kennelry.internal/snapshot.jpg")
	if err != nil {
		http.Error(w, "camera offline", http.StatusBadGateway)
		return
	}
	defer resp.Body.Close()
	w.Header().Set("Content-Type", "image/jpeg")
	_, _ = io.Copy(w, resp.Body)
}
