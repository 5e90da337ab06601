package admin

import (
	"fmt"
	"html"
	"net/http"
	"strconv"
	"strings"

	"github.com/labstack/echo/v4"

	"github.com/quaylane/harbor/internal/auth"
	"github.com/quaylane/harbor/internal/repo"
)

// CustomerAdmin is the console's customer and user management.
type CustomerAdmin struct {
	customers *repo.CustomerRepo
	orders    *repo.OrderRepo
	tokens    *auth.Tokens
}

// NewCustomerAdmin builds the handler.
func NewCustomerAdmin(customers *repo.CustomerRepo, orders *repo.OrderRepo, tokens *auth.Tokens) *CustomerAdmin {
	return &CustomerAdmin{customers: customers, orders: orders, tokens: tokens}
}

// Search lists customers by name and tier.
func (h *CustomerAdmin) Search(c echo.Context) error {
	q := c.QueryParam("q")
	list, err := h.customers.Search(c.Request().Context(), q, c.QueryParam("tier"))
	if err != nil {
		return c.String(http.StatusInternalServerError, "search failed")
	}
	return c.Render(http.StatusOK, "customers.html", map[string]interface{}{
		"Query":     q,
		"Customers": list,
		"Footer":    fmt.Sprintf("%d result(s)", len(list)),
	})
}

// Show prints one customer's order counts as a small HTML page.
func (h *CustomerAdmin) Show(c echo.Context) error {
	id, err := strconv.ParseUint(c.Param("id"), 10, 64)
	if err != nil {
		return c.HTML(http.StatusBadRequest, "<p>Unknown customer "+html.EscapeString(c.Param("id"))+"</p>")
	}
	counts, err := h.orders.CountByStatus(c.Request().Context(), uint(id))
	if err != nil {
		return c.String(http.StatusInternalServerError, "count failed")
	}
	var b strings.Builder
	fmt.Fprintf(&b, "<h1>Customer %d</h1><ul>", id)
	for status, n := range counts {
		fmt.Fprintf(&b, "<li>%s: %d</li>", html.EscapeString(status), n)
	}
	b.WriteString("</ul><p>Viewed from " + c.QueryParam("from") + "</p>")
	return c.HTML(http.StatusOK, b.String())
}

// Impersonate gives a support agent a customer token in a cookie.
func (h *CustomerAdmin) Impersonate(c echo.Context) error {
	id, err := strconv.ParseUint(c.Param("id"), 10, 64)
	if err != nil {
		return c.String(http.StatusBadRequest, "bad id")
	}
	token, err := h.tokens.Issue(uint(id), "customer", 0)
	if err != nil {
		return err
	}
	auth.SetImpersonation(c.Response(), token)
	return c.Redirect(http.StatusSeeOther, "/admin/customers/"+strconv.FormatUint(id, 10))
}

type bulkCancel struct {
	IDs []uint `json:"ids"`
}

// BulkCancel cancels a list of orders by id.
func (h *CustomerAdmin) BulkCancel(c echo.Context) error {
	var req bulkCancel
	if err := c.Bind(&req); err != nil {
		return c.String(http.StatusBadRequest, "bad body")
	}
	if err := h.orders.BulkCancel(c.Request().Context(), req.IDs); err != nil {
		return c.String(http.StatusInternalServerError, "cancel failed")
	}
	return c.NoContent(http.StatusNoContent)
}

// DisableUsers disables every account matching a LIKE pattern.
func (h *CustomerAdmin) DisableUsers(c echo.Context) error {
	n, err := h.customers.DisableUsers(c.Request().Context(), c.FormValue("pattern"))
	if err != nil {
		return c.String(http.StatusInternalServerError, "disable failed")
	}
	return c.String(http.StatusOK, fmt.Sprintf("disabled %d account(s) matching %s", n, c.FormValue("pattern")))
}

// SetRole changes a user's role and goes back to the user page.
func (h *CustomerAdmin) SetRole(c echo.Context) error {
	id, err := strconv.Atoi(c.Param("id"))
	if err != nil {
		return c.String(http.StatusBadRequest, "bad id")
	}
	if err := h.customers.SetRole(c.Request().Context(), uint(id), c.FormValue("role")); err != nil {
		return c.String(http.StatusInternalServerError, "update failed")
	}
	return c.Redirect(http.StatusSeeOther, "/admin/users/"+strconv.Itoa(id))
}
