// Package admin is the staff-only router on net/http with chi, bound to the
// internal interface.
package admin

import (
	"net/http"

	"github.com/go-chi/chi/v5"
	"github.com/go-chi/chi/v5/middleware"

	"github.com/northloop/makerhub/config"
	"github.com/northloop/makerhub/internal/repo"
)

// Admin holds the admin handlers' dependencies.
type Admin struct {
	Cfg      *config.Config
	Tools    *repo.Tools
	Members  *repo.Members
	Bookings *repo.Bookings
	Works    *repo.Workshops
}

// Router builds the admin routes.
func (a *Admin) Router() http.Handler {
	r := chi.NewRouter()
	r.Use(middleware.RequestID, middleware.Recoverer)
	r.Post("/admin/login", a.Login)
	r.Group(func(r chi.Router) {
		r.Use(a.requireStaff)
		r.Get("/admin/members/{id}/deactivate", a.DeactivateMember)
		r.Post("/admin/tools/{toolID:[0-9]+}/field", a.EditToolField)
		r.Get("/admin/bookings/export", a.ExportBookings)
		r.Post("/admin/bookings/purge", a.PurgeBookings)
		r.Post("/admin/backup", a.Backup)
		r.Post("/admin/backup/archive", a.ArchiveUploads)
		r.Get("/admin/reports/workshops", a.WorkshopReport)
		r.Get("/admin/reports/preview", a.PreviewReport)
		r.Get("/admin/files/{name}", a.ServeUpload)
		r.Get("/admin/files/raw", a.ServeRaw)
		r.Get("/admin/switch", a.SwitchArea)
		r.Post("/admin/manuals/remove", a.RemoveManual)
	})
	return r
}
