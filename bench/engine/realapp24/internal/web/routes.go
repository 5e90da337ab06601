package web

import (
	"net/http"
	"os"

	"github.com/gorilla/handlers"
	"github.com/gorilla/mux"
)

// NewRouter wires every URL. Public pages sit on the root router, the JSON API under /api with token auth,
// the staff console under /admin with session auth and a staff-role check.
func NewRouter(h *Handlers) http.Handler {
	r := mux.NewRouter()
	r.Use(h.requestLog)

	r.PathPrefix("/static/").Handler(http.StripPrefix("/static/", http.FileServer(http.Dir("static"))))
	r.HandleFunc("/", h.Home).Methods(http.MethodGet)
	r.HandleFunc("/search", h.Search).Methods(http.MethodGet)
	registerWidgets(r, h)
	r.HandleFunc("/login", h.LoginForm).Methods(http.MethodGet)
	r.HandleFunc("/login", h.Login).Methods(http.MethodPost)
	r.HandleFunc("/logout", h.Logout).Methods(http.MethodPost)
	r.HandleFunc("/register", h.Register).Methods(http.MethodPost)
	r.HandleFunc("/password/forgot", h.ForgotPassword).Methods(http.MethodPost)
	r.HandleFunc("/password/reset", h.ResetPassword).Methods(http.MethodPost)
	r.HandleFunc("/go", h.Outbound).Methods(http.MethodGet)
	r.HandleFunc("/lang/{code}", h.SetLanguage).Methods(http.MethodGet)
	r.HandleFunc("/kennels/{slug}/reviews", h.KennelReviews).Methods(http.MethodGet)
	r.HandleFunc("/kennels/{slug}", h.KennelPage).Methods(http.MethodGet)

	portal := r.PathPrefix("/portal").Subrouter()
	portal.Use(h.requireSession)
	portal.HandleFunc("/pets", h.MyPets).Methods(http.MethodGet)
	portal.HandleFunc("/pets/{id:[0-9]+}", h.PetProfile).Methods(http.MethodGet)
	portal.HandleFunc("/pets/{id:[0-9]+}/photo", h.UploadPetPhoto).Methods(http.MethodPost)
	portal.HandleFunc("/pets/{id:[0-9]+}/notes", h.SavePetNotes).Methods(http.MethodPost)
	portal.HandleFunc("/bookings", h.MyBookings).Methods(http.MethodGet)
	portal.HandleFunc("/bookings", h.CreateBooking).Methods(http.MethodPost)
	portal.HandleFunc("/bookings/{ref}/cancel", h.CancelBooking).Methods(http.MethodPost)
	portal.HandleFunc("/reviews", h.PostReview).Methods(http.MethodPost)
	portal.HandleFunc("/documents", h.DownloadDocument).Methods(http.MethodGet)
	portal.HandleFunc("/documents/{id:[0-9]+}", h.DocumentByID).Methods(http.MethodGet)
	portal.HandleFunc("/documents", h.SaveAttachment).Methods(http.MethodPost)
	portal.HandleFunc("/documents/remove", h.RemoveUpload).Methods(http.MethodPost)
	portal.HandleFunc("/vaccinations/preview", h.VaccinationPreview).Methods(http.MethodPost)
	portal.HandleFunc("/vetlink/import", h.ImportVetLink).Methods(http.MethodPost)
	portal.HandleFunc("/camera", h.CameraSnapshot).Methods(http.MethodGet)

	api := r.PathPrefix("/api/v1").Subrouter()
	api.Use(h.requireToken)
	api.HandleFunc("/bookings", h.APIBookings).Methods(http.MethodGet)
	api.HandleFunc("/bookings/{id:[0-9]+}", h.APIBooking).Methods(http.MethodGet)
	api.HandleFunc("/bookings/{id}/status", h.APIBookingStatus).Methods(http.MethodPut)
	api.HandleFunc("/owners", h.APIOwners).Methods(http.MethodGet)
	api.HandleFunc("/owners/lookup", h.APIOwnerLookup).Methods(http.MethodPost)
	api.HandleFunc("/activity", h.APIActivity).Methods(http.MethodGet)
	api.HandleFunc("/activity/search", h.APIActivitySearch).Methods(http.MethodPost)
	api.HandleFunc("/webhooks", h.RegisterWebhook).Methods(http.MethodPost)
	api.HandleFunc("/webhooks/{id:[0-9]+}/test", h.TestWebhook).Methods(http.MethodPost)
	api.HandleFunc("/quotes", h.Quote).Methods(http.MethodPost)
	api.HandleFunc("/quotes/summary", h.QuoteSummary).Methods(http.MethodGet)

	admin := r.PathPrefix("/admin").Subrouter()
	admin.Use(h.requireSession, h.requireStaff)
	admin.HandleFunc("/reports/occupancy", h.OccupancyReport).Methods(http.MethodGet)
	admin.HandleFunc("/reports/export", h.ExportReport).Methods(http.MethodPost)
	admin.HandleFunc("/reports/download", h.DownloadReport).Methods(http.MethodGet)
	admin.HandleFunc("/reports/preview", h.ReportPreview).Methods(http.MethodGet)
	admin.HandleFunc("/tools/ping", h.PingKennel).Methods(http.MethodPost)
	admin.HandleFunc("/tools/backup", h.BackupTable).Methods(http.MethodPost)
	admin.HandleFunc("/tools/thumbnail", h.RebuildThumbnail).Methods(http.MethodPost)
	admin.HandleFunc("/staff", h.StaffSearch).Methods(http.MethodGet)
	admin.HandleFunc("/staff/{uid}", h.StaffMember).Methods(http.MethodGet)
	admin.HandleFunc("/imports/xml", h.ImportXML).Methods(http.MethodPost)
	admin.HandleFunc("/imports/records", h.ImportVetRecords).Methods(http.MethodPost)
	admin.HandleFunc("/imports/yaml", h.ImportYAML).Methods(http.MethodPost)
	admin.HandleFunc("/imports/snapshot", h.ImportSnapshot).Methods(http.MethodPost)
	admin.HandleFunc("/templates/preview", h.PreviewEmail).Methods(http.MethodPost)
	admin.HandleFunc("/pricing/rules", h.TryPricingRule).Methods(http.MethodPost)
	admin.HandleFunc("/owners/{id:[0-9]+}/impersonate", h.Impersonate).Methods(http.MethodPost)
	admin.HandleFunc("/owners/{id:[0-9]+}/disable", h.DisableOwner).Methods(http.MethodPost)
	admin.HandleFunc("/owners/{id:[0-9]+}/edit", h.EditOwner).Methods(http.MethodPost)
	admin.HandleFunc("/bookings/tags", h.TagBookings).Methods(http.MethodPost)
	admin.HandleFunc("/bookings/rota", h.Rota).Methods(http.MethodGet)
	admin.HandleFunc("/stats/breeds", h.BreedStats).Methods(http.MethodGet)

	return handlers.CombinedLoggingHandler(os.Stdout, r)
}

// registerWidgets adds the small search widgets to the root router.
func registerWidgets(r *mux.Router, h *Handlers) {
	r.HandleFunc("/search/suggest", h.Suggest).Methods(http.MethodGet)
	r.HandleFunc("/search/echo", h.Echo).Methods(http.MethodGet)
	r.HandleFunc("/reminders/unsubscribe", h.Unsubscribe).Methods(http.MethodGet)
	r.HandleFunc("/reminders/resubscribe", h.Resubscribe).Methods(http.MethodGet)
}
