package http

import (
	"fmt"
	"html"
	"net"
	"net/http"
	"path/filepath"
	"strings"

	"github.com/go-chi/chi/v5"

	"github.com/stockroom/stockroom/internal/shell"
	"github.com/stockroom/stockroom/internal/store"
)

// adminRouter is the back-office area. It predates the 1.22 mux and still
// uses chi for its sub-routers.
func (s *Server) adminRouter() http.Handler {
	r := chi.NewRouter()
	r.Route("/admin", func(r chi.Router) {
		r.Get("/", s.adminHome)
		r.Get("/users", s.adminUsers)
		r.Get("/audit", s.adminAudit)
		r.Post("/exports/items", s.adminExportItems)
		r.Post("/exports/snapshot", s.adminSnapshot)
		r.Get("/exports/archive", s.adminArchive)
		r.Get("/exports/{name}", s.adminExportDownload)
		r.Get("/ping/{host}", s.adminPing)
		r.Get("/switch", s.adminSwitch)
	})
	return r
}

func (s *Server) adminHome(w http.ResponseWriter, r *http.Request) {
	usage, _ := s.Exporter.DiskUsage(r.Context())
	low, _ := s.Items.Store.LowStock(r.Context(), 5)
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	fmt.Fprintf(w, "<h1>Admin</h1><p>Carrier: %s</p><pre>%s</pre><ul>", html.EscapeString(s.statusBanner(r.Context())), html.EscapeString(usage))
	for cat, n := range low {
		fmt.Fprintf(w, "<li>%s: %d low</li>", html.EscapeString(cat), n)
	}
	fmt.Fprint(w, "</ul>")
}

func (s *Server) adminUsers(w http.ResponseWriter, r *http.Request) {
	users, err := s.Users.List(r.Context(), r.URL.Query().Get("role"), r.URL.Query().Get("sort"))
	if err != nil {
		s.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, users)
}

func (s *Server) adminAudit(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	entries, err := s.Items.Store.AuditLog(r.Context(), store.AuditFilter{
		Actor:  q.Get("actor"),
		Action: q.Get("action"),
		Since:  q.Get("since"),
	})
	if err != nil {
		s.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, entries)
}

func (s *Server) adminExportItems(w http.ResponseWriter, r *http.Request) {
	name, err := s.Exporter.ItemsCSV(r.Context(), searchParams(r))
	if err != nil {
		s.fail(w, r, err)
		return
	}
	http.Redirect(w, r, "/admin/exports/"+name, http.StatusSeeOther)
}

func (s *Server) adminSnapshot(w http.ResponseWriter, r *http.Request) {
	name, err := s.Exporter.Snapshot(r.Context(), r.FormValue("table"), r.FormValue("label"))
	if err != nil {
		s.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusCreated, map[string]string{"name": name})
}

func (s *Server) adminArchive(w http.ResponseWriter, r *http.Request) {
	path, err := s.Exporter.Archive(r.Context())
	if err != nil {
		s.fail(w, r, err)
		return
	}
	w.Header().Set("Content-Disposition", "attachment; filename="+filepath.Base(path))
	http.ServeFile(w, r, path)
}

func (s *Server) adminExportDownload(w http.ResponseWriter, r *http.Request) {
	s.exportFile(w, r, filepath.Base(chi.URLParam(r, "name")))
}

// adminPing checks that a label printer or scanner on the LAN answers.
func (s *Server) adminPing(w http.ResponseWriter, r *http.Request) {
	host := chi.URLParam(r, "host")
	if net.ParseIP(host) == nil {
		http.Error(w, "IP address required", http.StatusBadRequest)
		return
	}
	out, err := shell.Run(r.Context(), "ping", "-c", "3", "-W", "1", host)
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	if err != nil {
		w.WriteHeader(http.StatusBadGateway)
	}
	_, _ = w.Write(out)
}

// adminSwitch jumps between the admin pages and the public site after the
// role banner is dismissed: /admin/switch?to=/items
func (s *Server) adminSwitch(w http.ResponseWriter, r *http.Request) {
	to := r.URL.Query().Get("to")
	if !strings.HasPrefix(to, "/") {
		to = "/" + to
	}
	http.Redirect(w, r, to, http.StatusFound)
}
