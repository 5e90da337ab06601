package api

import (
	"net/http"
	"strconv"

	"github.com/gin-gonic/gin"

	"github.com/quaylane/harbor/internal/render"
	"github.com/quaylane/harbor/internal/repo"
	"github.com/quaylane/harbor/internal/service"
)

// OrderHandler serves the order endpoints of the JSON API.
type OrderHandler struct {
	svc *service.OrderService
}

// NewOrderHandler builds the handler.
func NewOrderHandler(svc *service.OrderService) *OrderHandler {
	return &OrderHandler{svc: svc}
}

type listQuery struct {
	Status   string `form:"status"`
	Sort     string `form:"sort"`
	Desc     bool   `form:"desc"`
	MinTotal int64  `form:"min_total"`
	Page     int    `form:"page"`
}

type createOrderRequest struct {
	Reference string `json:"reference" binding:"required,alphanum,max=32"`
	Region    string `json:"region" binding:"required"`
	Total     int64  `json:"total" binding:"min=0"`
}

type noteRequest struct {
	Note string `json:"note" binding:"required"`
}

type statusRequest struct {
	Status string `json:"status" binding:"required"`
}

// List returns the caller's orders.
func (h *OrderHandler) List(c *gin.Context) {
	var q listQuery
	if err := c.ShouldBindQuery(&q); err != nil {
		c.JSON(http.StatusBadRequest, gin.H{"error": err.Error()})
		return
	}
	f := repo.OrderFilter{
		CustomerID: currentClaims(c).UserID,
		Status:     q.Status,
		Sort:       q.Sort,
		Desc:       q.Desc,
		MinTotal:   q.MinTotal,
		Limit:      50,
		Offset:     q.Page * 50,
	}
	orders, err := h.svc.List(c.Request.Context(), f)
	if err != nil {
		c.JSON(http.StatusInternalServerError, gin.H{"error": "list failed"})
		return
	}
	c.JSON(http.StatusOK, orders)
}

// Search is the operations team's cross-customer search.
func (h *OrderHandler) Search(c *gin.Context) {
	f := repo.OrderFilter{
		Status: c.Query("status"),
		Region: c.Query("region"),
		Sort:   c.DefaultQuery("sort", "created_at desc"),
	}
	orders, err := h.svc.Search(c.Request.Context(), f)
	if err != nil {
		c.JSON(http.StatusInternalServerError, gin.H{"error": "search failed"})
		return
	}
	c.JSON(http.StatusOK, orders)
}

// Suggest completes an order reference.
func (h *OrderHandler) Suggest(c *gin.Context) {
	refs, err := h.svc.Suggest(c.Request.Context(), c.Query("prefix"))
	if err != nil {
		c.JSON(http.StatusInternalServerError, gin.H{"error": "suggest failed"})
		return
	}
	c.JSON(http.StatusOK, refs)
}

// Create books an order from a JSON body.
func (h *OrderHandler) Create(c *gin.Context) {
	var req createOrderRequest
	if err := c.ShouldBindJSON(&req); err != nil {
		c.JSON(http.StatusBadRequest, gin.H{"error": err.Error()})
		return
	}
	o, err := h.svc.Create(c.Request.Context(), currentClaims(c).UserID, req.Reference, req.Region, req.Total)
	if err != nil {
		c.JSON(http.StatusConflict, gin.H{"error": "could not create order"})
		return
	}
	c.JSON(http.StatusCreated, o)
}

// UpdateStatus moves an order along the workflow.
func (h *OrderHandler) UpdateStatus(c *gin.Context) {
	id, err := strconv.ParseUint(c.Param("id"), 10, 64)
	if err != nil {
		c.JSON(http.StatusBadRequest, gin.H{"error": "bad id"})
		return
	}
	var req statusRequest
	if err := c.ShouldBindJSON(&req); err != nil {
		c.JSON(http.StatusBadRequest, gin.H{"error": err.Error()})
		return
	}
	if err := h.svc.ChangeStatus(c.Request.Context(), uint(id), req.Status); err != nil {
		c.JSON(http.StatusUnprocessableEntity, gin.H{"error": err.Error()})
		return
	}
	c.Status(http.StatusNoContent)
}

// AddNote appends a note to an order.
func (h *OrderHandler) AddNote(c *gin.Context) {
	id, err := strconv.ParseUint(c.Param("id"), 10, 64)
	if err != nil {
		c.JSON(http.StatusBadRequest, gin.H{"error": "bad id"})
		return
	}
	var req noteRequest
	if err := c.ShouldBindJSON(&req); err != nil {
		c.JSON(http.StatusBadRequest, gin.H{"error": err.Error()})
		return
	}
	if err := h.svc.AddNote(c.Request.Context(), uint(id), req.Note); err != nil {
		c.JSON(http.StatusInternalServerError, gin.H{"error": "note failed"})
		return
	}
	c.Status(http.StatusNoContent)
}

// PackingSlip prints the HTML packing slip with the delivery instructions from the query.
func (h *OrderHandler) PackingSlip(c *gin.Context) {
	c.Header("Content-Type", "text/html; charset=utf-8")
	err := render.PackingSlip(c.Writer, render.SlipData{
		Reference:    c.Param("id"),
		ShipTo:       c.Query("ship_to"),
		Instructions: c.Query("instructions"),
	})
	if err != nil {
		c.Status(http.StatusInternalServerError)
	}
}
