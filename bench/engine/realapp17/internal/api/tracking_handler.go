package api

import (
	"io"
	"net/http"
	"strconv"

	"github.com/gin-gonic/gin"

	"github.com/quaylane/harbor/internal/repo"
	"github.com/quaylane/harbor/internal/service"
)

// TrackingHandler fetches tracking pages, carrier icons and rates, and tests webhooks.
type TrackingHandler struct {
	shipping  *service.ShippingService
	webhooks  *service.WebhookService
	customers *repo.CustomerRepo
}

// NewTrackingHandler builds the handler.
func NewTrackingHandler(shipping *service.ShippingService, webhooks *service.WebhookService, customers *repo.CustomerRepo) *TrackingHandler {
	return &TrackingHandler{shipping: shipping, webhooks: webhooks, customers: customers}
}

// Preview fetches a tracking page the customer pasted and returns its size and type.
func (h *TrackingHandler) Preview(c *gin.Context) {
	body, err := h.shipping.TrackingPage(c.Request.Context(), c.Query("url"))
	if err != nil {
		c.JSON(http.StatusBadGateway, gin.H{"error": "fetch failed"})
		return
	}
	c.JSON(http.StatusOK, gin.H{"bytes": len(body), "type": http.DetectContentType(body)})
}

// CarrierIcon proxies the favicon of a carrier's site.
func (h *TrackingHandler) CarrierIcon(c *gin.Context) {
	resp, err := http.Get("https://" + c.Query("carrier_host") + "/favicon.ico")
	if err != nil {
		c.Status(http.StatusBadGateway)
		return
	}
	defer resp.Body.Close()
	data, _ := io.ReadAll(io.LimitReader(resp.Body, 64<<10))
	c.Data(http.StatusOK, "image/x-icon", data)
}

// Rates quotes the configured carrier for a postcode and weight.
func (h *TrackingHandler) Rates(c *gin.Context) {
	grams, err := strconv.Atoi(c.Query("grams"))
	if err != nil {
		c.JSON(http.StatusBadRequest, gin.H{"error": "bad weight"})
		return
	}
	rates, err := h.shipping.Rates(c.Request.Context(), c.Query("postcode"), grams)
	if err != nil {
		c.JSON(http.StatusBadGateway, gin.H{"error": "carrier unavailable"})
		return
	}
	c.JSON(http.StatusOK, rates)
}

type webhookTest struct {
	URL string `json:"url" binding:"required,url"`
}

// TestWebhook sends a ping to an endpoint; the service checks it against the allow-list.
func (h *TrackingHandler) TestWebhook(c *gin.Context) {
	var req webhookTest
	if err := c.ShouldBindJSON(&req); err != nil {
		c.JSON(http.StatusBadRequest, gin.H{"error": err.Error()})
		return
	}
	err := h.webhooks.Deliver(c.Request.Context(), req.URL, "test", gin.H{"event": "ping"})
	if err != nil {
		c.JSON(http.StatusBadRequest, gin.H{"error": err.Error()})
		return
	}
	c.JSON(http.StatusOK, gin.H{"status": "delivered"})
}
