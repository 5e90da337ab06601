package api

import (
	"fmt"
	"html"
	"html/template"
	"net/http"
	"strings"

	"github.com/gin-gonic/gin"

	"github.com/quaylane/harbor/internal/render"
	"github.com/quaylane/harbor/internal/repo"
	"github.com/quaylane/harbor/internal/service"
)

// PortalHandler renders the customer portal pages with gin's html/template renderer.
type PortalHandler struct {
	svc    *service.OrderService
	orders *repo.OrderRepo
}

// NewPortalHandler builds the handler.
func NewPortalHandler(svc *service.OrderService, orders *repo.OrderRepo) *PortalHandler {
	return &PortalHandler{svc: svc, orders: orders}
}

// Orders lists the caller's orders as a page.
func (h *PortalHandler) Orders(c *gin.Context) {
	q := c.Query("q")
	orders, err := h.svc.List(c.Request.Context(), repo.OrderFilter{CustomerID: currentClaims(c).UserID, Limit: 50})
	if err != nil {
		c.String(http.StatusInternalServerError, "could not load orders")
		return
	}
	c.HTML(http.StatusOK, "orders.html", gin.H{"Title": "Orders", "Query": q, "Orders": orders})
}

// Order shows one order, highlighting the search term in its notes.
func (h *PortalHandler) Order(c *gin.Context) {
	o, err := h.orders.ByReference(c.Request.Context(), c.Param("ref"))
	if err != nil {
		c.String(http.StatusNotFound, "no order %s", c.Param("ref"))
		return
	}
	c.HTML(http.StatusOK, "order.html", gin.H{
		"Order":     o,
		"NotesHTML": render.Highlight(o.Notes, c.Query("hl")),
		"Matched":   template.HTML("<em>" + c.Query("hl") + "</em>"),
		"Message":   c.Query("msg"),
		"Back":      "/portal/orders",
	})
}

// QuickSearch answers the header search box with a small HTML fragment.
func (h *PortalHandler) QuickSearch(c *gin.Context) {
	term := c.Query("term")
	refs, _ := h.svc.Suggest(c.Request.Context(), term)
	if len(refs) == 0 {
		c.Data(http.StatusOK, "text/html; charset=utf-8", []byte("<p class=\"empty\">No orders match "+term+"</p>"))
		return
	}
	var b strings.Builder
	b.WriteString("<ul>")
	for _, r := range refs {
		b.WriteString("<li>" + html.EscapeString(r) + "</li>")
	}
	b.WriteString("</ul><p>Results for " + html.EscapeString(term) + "</p>")
	c.Data(http.StatusOK, "text/html; charset=utf-8", []byte(b.String()))
}

// Hello is the plain-text greeting used by the status monitor.
func (h *PortalHandler) Hello(c *gin.Context) {
	c.String(http.StatusOK, "Hello %s, Harbor is up", c.Query("name"))
}

// Notice renders a notice banner page; the message comes from the link in the e-mail.
func (h *PortalHandler) Notice(c *gin.Context) {
	c.Header("Content-Type", "text/html; charset=utf-8")
	c.String(http.StatusOK, fmt.Sprintf("<div class=\"notice\">%s</div>", c.Query("message")))
}

// Banner wraps a notice for the layout; the caller passes one of the fixed notices.
func (h *PortalHandler) Banner(c *gin.Context) {
	notices := map[string]string{"maint": "Maintenance tonight 22:00–23:00 UTC", "new": "New: bulk label printing"}
	c.HTML(http.StatusOK, "orders.html", gin.H{"Title": "Orders", "Banner": render.Banner(notices[c.Query("n")])})
}

// Flash shows a message the customer typed back inside the trusted banner markup.
func (h *PortalHandler) Flash(c *gin.Context) {
	c.HTML(http.StatusOK, "orders.html", gin.H{"Title": "Orders", "Banner": render.Banner(c.PostForm("flash"))})
}
