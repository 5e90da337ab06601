package http

import (
	"net/http"

	"github.com/stockroom/stockroom/internal/middleware"
)

// Routes wires the public site and API on a Go 1.22 ServeMux and mounts the
// chi-based admin area under /admin/.
func (s *Server) Routes() http.Handler {
	mux := http.NewServeMux()
	authed := middleware.RequireUser(s.Sessions, s.Signer)

	mux.Handle("GET /static/", http.StripPrefix("/static/", http.FileServer(http.Dir("web/static"))))
	mux.HandleFunc("GET /healthz", func(w http.ResponseWriter, r *http.Request) { w.Write([]byte("ok")) })

	mux.HandleFunc("GET /login", s.loginForm)
	mux.HandleFunc("POST /login", s.login)
	mux.HandleFunc("POST /logout", s.logout)
	mux.HandleFunc("POST /password/reset", s.requestReset)
	mux.HandleFunc("GET /go", s.goLink)

	mux.Handle("GET /items", authed(http.HandlerFunc(s.listItems)))
	mux.Handle("GET /items/{id}", authed(http.HandlerFunc(s.showItem)))
	mux.Handle("POST /items/{id}/adjust", authed(http.HandlerFunc(s.adjustItem)))
	mux.Handle("GET /shelves/{aisle}", authed(http.HandlerFunc(s.shelfSheet)))
	mux.Handle("GET /api/items", authed(http.HandlerFunc(s.apiSearch)))
	mux.Handle("POST /api/items/import", authed(http.HandlerFunc(s.importDelivery)))
	mux.Handle("GET /api/items/{sku}/partner", authed(http.HandlerFunc(s.partnerStock)))

	mux.Handle("GET /tickets", authed(http.HandlerFunc(s.listTickets)))
	mux.Handle("GET /tickets/board", authed(http.HandlerFunc(s.board)))
	mux.Handle("POST /tickets", authed(http.HandlerFunc(s.openTicket)))
	mux.Handle("PATCH /tickets/{id}", authed(http.HandlerFunc(s.editTicket)))
	mux.Handle("GET /tickets/{id}/receipt", authed(http.HandlerFunc(s.ticketReceipt)))

	mux.Handle("POST /uploads", authed(http.HandlerFunc(s.upload)))
	mux.Handle("GET /uploads", authed(http.HandlerFunc(s.download)))
	mux.Handle("GET /uploads/raw", authed(http.HandlerFunc(s.rawUpload)))
	mux.Handle("POST /uploads/{name}/watermark", authed(http.HandlerFunc(s.watermark)))
	mux.Handle("GET /preview", authed(http.HandlerFunc(s.linkPreview)))
	mux.Handle("GET /logo", authed(http.HandlerFunc(s.supplierLogo)))
	mux.Handle("POST /webhooks/test", authed(http.HandlerFunc(s.testWebhook)))

	mux.Handle("/admin/", authed(middleware.RequireRole("admin")(s.adminRouter())))

	var h http.Handler = mux
	h = middleware.SecurityHeaders(h)
	h = middleware.Logging(s.Log)(h)
	h = middleware.Recover(s.Log)(h)
	return h
}
