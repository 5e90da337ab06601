package api

import (
	"net/http"

	"github.com/gin-gonic/gin"

	"github.com/quaylane/harbor/internal/auth"
	"github.com/quaylane/harbor/internal/render"
	"github.com/quaylane/harbor/internal/repo"
)

// LabelHandler renders shipping labels and receipts.
type LabelHandler struct {
	orders *repo.OrderRepo
}

// NewLabelHandler builds the handler.
func NewLabelHandler(orders *repo.OrderRepo) *LabelHandler {
	return &LabelHandler{orders: orders}
}

type labelRequest struct {
	Layout    string `json:"layout"`
	Reference string `json:"reference"`
}

// Render fills a customer-designed label layout with an order's data.
func (h *LabelHandler) Render(c *gin.Context) {
	var req labelRequest
	if err := c.ShouldBindJSON(&req); err != nil {
		c.JSON(http.StatusBadRequest, gin.H{"error": err.Error()})
		return
	}
	o, err := h.orders.ByReference(c.Request.Context(), req.Reference)
	if err != nil {
		c.JSON(http.StatusNotFound, gin.H{"error": "no such order"})
		return
	}
	out, err := render.CustomLabel(req.Layout, o)
	if err != nil {
		c.JSON(http.StatusBadRequest, gin.H{"error": "layout error"})
		return
	}
	c.JSON(http.StatusOK, gin.H{"label": out})
}

// Receipt returns the plain-text receipt of an order.
func (h *LabelHandler) Receipt(c *gin.Context) {
	o, err := h.orders.ByReference(c.Request.Context(), c.Param("ref"))
	if err != nil {
		c.String(http.StatusNotFound, "not found")
		return
	}
	text, err := render.Receipt(o.Reference, o.Total)
	if err != nil {
		c.String(http.StatusInternalServerError, "receipt failed")
		return
	}
	c.String(http.StatusOK, text)
}

// KioskJobs lists print jobs for a label kiosk authenticated by its own token.
func (h *LabelHandler) KioskJobs(c *gin.Context) {
	claims, err := auth.VerifyKiosk(c.GetHeader("X-Kiosk-Token"))
	if err != nil {
		c.JSON(http.StatusUnauthorized, gin.H{"error": "unauthorized"})
		return
	}
	c.JSON(http.StatusOK, gin.H{"kiosk": claims["sub"], "jobs": []string{}})
}
