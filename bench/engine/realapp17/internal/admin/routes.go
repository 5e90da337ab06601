// Package admin is the staff console, an echo service on its own port.
package admin

import (
	"net/http"

	"github.com/labstack/echo/v4"
)

type adminRoute struct {
	method  string
	path    string
	handler echo.HandlerFunc
}

// Handlers groups the admin handler structs.
type Handlers struct {
	Customers *CustomerAdmin
	Ops       *OpsAdmin
	Imports   *ImportAdmin
	Staff     *StaffAdmin
	Session   *SessionAdmin
	Reports   *ReportAdmin
}

// Register mounts the console routes under /admin behind the session check.
func Register(e *echo.Echo, h Handlers) {
	e.POST("/admin/login", h.Session.Login)
	e.GET("/admin/logout", h.Session.Logout)

	g := e.Group("/admin", h.Session.Require)
	routes := []adminRoute{
		{http.MethodGet, "/customers", h.Customers.Search},
		{http.MethodGet, "/customers/:id", h.Customers.Show},
		{http.MethodPost, "/customers/:id/impersonate", h.Customers.Impersonate},
		{http.MethodPost, "/orders/cancel", h.Customers.BulkCancel},
		{http.MethodPost, "/users/disable", h.Customers.DisableUsers},
		{http.MethodPost, "/users/:id/role", h.Customers.SetRole},
		{http.MethodGet, "/ops/ping", h.Ops.Ping},
		{http.MethodGet, "/ops/trace", h.Ops.Trace},
		{http.MethodPost, "/ops/archive", h.Ops.Archive},
		{http.MethodGet, "/ops/disk", h.Ops.Disk},
		{http.MethodGet, "/ops/logs", h.Ops.Logs},
		{http.MethodGet, "/ops/exports/:name", h.Ops.Export},
		{http.MethodGet, "/ops/exports-safe/:name", h.Ops.ExportChecked},
		{http.MethodPost, "/ops/webhook-test", h.Ops.WebhookTest},
		{http.MethodGet, "/ops/carrier-sandbox", h.Ops.CarrierSandbox},
		{http.MethodPost, "/imports/manifest", h.Imports.Manifest},
		{http.MethodPost, "/imports/ratecard", h.Imports.RateCard},
		{http.MethodGet, "/staff/lookup", h.Staff.Lookup},
		{http.MethodGet, "/staff/by-mail", h.Staff.ByMail},
		{http.MethodPost, "/staff/group", h.Staff.Group},
		{http.MethodGet, "/reports/top", h.Reports.TopCustomers},
		{http.MethodGet, "/reports/revenue", h.Reports.Revenue},
		{http.MethodGet, "/reports/rollup", h.Reports.Rollup},
		{http.MethodPost, "/reports/purge", h.Reports.Purge},
		{http.MethodPost, "/reports/purge-days", h.Reports.PurgeDays},
	}
	for _, r := range routes {
		g.Add(r.method, r.path, r.handler)
	}
}
