// Package api is the public Fiber API and pages.
package api

import (
	"github.com/gofiber/fiber/v2"
	"gorm.io/gorm"

	"github.com/northloop/makerhub/config"
	"github.com/northloop/makerhub/internal/outbound"
	"github.com/northloop/makerhub/internal/render"
	"github.com/northloop/makerhub/internal/repo"
)

// Server holds the handlers' dependencies.
type Server struct {
	Cfg       *config.Config
	Tools     *repo.Tools
	Members   *repo.Members
	Workshops *repo.Workshops
	Bookings  *repo.Bookings
	GormDB    *gorm.DB
	Pages     *render.Pages
	Out       *outbound.Client
}

// Routes registers every public route on app.
func (s *Server) Routes(app *fiber.App) {
	app.Get("/", s.Home)
	app.Get("/login", s.LoginForm)
	app.Post("/login", s.Login)
	app.Get("/logout", s.Logout)
	app.Get("/go", s.Outbound)
	app.Get("/laser/quote", s.LaserQuote)
	app.Get("/laser/estimate", s.LaserEstimate)

	tools := app.Group("/tools")
	tools.Get("/", s.ListTools)
	tools.Get("/sorted", s.SortedTools)
	tools.Get("/tagged", s.TaggedTools)
	tools.Get("/:slug", s.ToolPage)
	tools.Get("/:slug/manual", s.ToolManual)
	tools.Get("/:slug/manual/download", s.DownloadManual)
	tools.Get("/:slug/manual/page.png", s.ManualPage)
	tools.Get("/:slug/manual/cover.png", s.ManualCover)

	ws := app.Group("/workshops")
	ws.Get("/", s.ListWorkshops)
	ws.Get("/search", s.SearchWorkshops)
	ws.Get("/by-host", s.WorkshopsByHost)
	ws.Get("/:id", s.WorkshopPage)
	ws.Get("/n/:id", s.WorkshopByNumber)
	ws.Post("/n/:id/signup", s.Signup)
	ws.Post("/n/:id/waitlist", s.Waitlist)

	api := app.Group("/api/v1", s.RequireToken)
	api.Get("/me", s.Me)
	api.Put("/me", s.UpdateMe)
	api.Put("/me/webhook", s.SaveWebhook)
	api.Post("/me/webhook/test", s.TestWebhook)
	api.Post("/bookings", s.CreateBooking)
	api.Get("/bookings", s.MyBookings)
	api.Delete("/bookings/:id", s.CancelBooking)
	api.Get("/tools/:id/bookings", s.ToolBookings)
	api.Post("/workshops", s.CreateWorkshop)
	api.Post("/workshops/:id/announce", s.Announce)
	api.Post("/inventory", s.ImportInventory)
	api.Post("/preview", s.Preview)
	api.Post("/invites", s.CreateInvite)
	api.Get("/exports", s.ExportFile)
	api.Get("/exports/v2", s.SafeExportFile)

	app.Get("/kiosk/whoami", s.KioskWhoAmI)
	app.Get("/members", s.MemberDirectory)
	app.Get("/members/:id", s.MemberProfile)
}
