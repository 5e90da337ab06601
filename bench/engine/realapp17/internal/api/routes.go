// Package api is the customer-facing gin API and portal.
package api

import (
	"net/http"

	"github.com/gin-gonic/gin"
)

type route struct {
	method  string
	path    string
	handler gin.HandlerFunc
	auth    bool
}

// Handlers groups the handler structs wired in main.
type Handlers struct {
	Orders    *OrderHandler
	Portal    *PortalHandler
	Documents *DocumentHandler
	Auth      *AuthHandler
	Tracking  *TrackingHandler
	Labels    *LabelHandler
	Mw        *Middleware
}

// Register mounts every route on the engine.
func Register(r *gin.Engine, h Handlers) {
	routes := []route{
		{http.MethodGet, "/api/v1/orders", h.Orders.List, true},
		{http.MethodGet, "/api/v1/orders/search", h.Orders.Search, true},
		{http.MethodGet, "/api/v1/orders/suggest", h.Orders.Suggest, true},
		{http.MethodPost, "/api/v1/orders", h.Orders.Create, true},
		{http.MethodPatch, "/api/v1/orders/:id/status", h.Orders.UpdateStatus, true},
		{http.MethodPost, "/api/v1/orders/:id/notes", h.Orders.AddNote, true},
		{http.MethodGet, "/api/v1/orders/:id/slip", h.Orders.PackingSlip, true},
		{http.MethodGet, "/portal/orders", h.Portal.Orders, true},
		{http.MethodGet, "/portal/orders/:ref", h.Portal.Order, true},
		{http.MethodGet, "/portal/search", h.Portal.QuickSearch, false},
		{http.MethodGet, "/portal/hello", h.Portal.Hello, false},
		{http.MethodGet, "/portal/notice", h.Portal.Notice, false},
		{http.MethodGet, "/portal/banner", h.Portal.Banner, false},
		{http.MethodPost, "/portal/flash", h.Portal.Flash, true},
		{http.MethodPost, "/api/v1/documents", h.Documents.Upload, true},
		{http.MethodPost, "/api/v1/documents/raw", h.Documents.UploadRaw, true},
		{http.MethodGet, "/api/v1/documents/:name", h.Documents.Download, true},
		{http.MethodGet, "/api/v1/documents/:name/preview", h.Documents.Preview, true},
		{http.MethodGet, "/api/v1/forms/:name", h.Documents.Form, false},
		{http.MethodGet, "/api/v1/legacy", h.Documents.Legacy, true},
		{http.MethodPost, "/api/v1/documents/:name/print", h.Documents.Print, true},
		{http.MethodPost, "/login", h.Auth.Login, false},
		{http.MethodGet, "/logout", h.Auth.Logout, false},
		{http.MethodGet, "/sso/callback", h.Auth.SSOCallback, false},
		{http.MethodPost, "/api/v1/password/reset", h.Auth.RequestReset, false},
		{http.MethodGet, "/prefs/lang", h.Auth.SetLanguage, false},
		{http.MethodGet, "/api/v1/tracking/preview", h.Tracking.Preview, true},
		{http.MethodGet, "/api/v1/tracking/icon", h.Tracking.CarrierIcon, false},
		{http.MethodGet, "/api/v1/rates", h.Tracking.Rates, true},
		{http.MethodPost, "/api/v1/webhooks/test", h.Tracking.TestWebhook, true},
		{http.MethodPost, "/api/v1/labels/render", h.Labels.Render, true},
		{http.MethodGet, "/api/v1/labels/receipt/:ref", h.Labels.Receipt, true},
		{http.MethodGet, "/kiosk/jobs", h.Labels.KioskJobs, false},
	}
	for _, rt := range routes {
		if rt.auth {
			r.Handle(rt.method, rt.path, h.Mw.RequireUser, rt.handler)
			continue
		}
		r.Handle(rt.method, rt.path, rt.handler)
	}
}
