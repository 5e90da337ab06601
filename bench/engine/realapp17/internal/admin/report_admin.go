package admin

import (
	"net/http"
	"strconv"
	"time"

	"github.com/labstack/echo/v4"

	"github.com/quaylane/harbor/internal/repo"
)

// ReportAdmin serves the analytics reports from the pgx replica.
type ReportAdmin struct {
	analytics *repo.Analytics
}

// NewReportAdmin builds the handler.
func NewReportAdmin(analytics *repo.Analytics) *ReportAdmin {
	return &ReportAdmin{analytics: analytics}
}

type topQuery struct {
	Carrier string `query:"carrier"`
	Limit   int    `query:"limit"`
}

// TopCustomers ranks customers of one carrier.
func (h *ReportAdmin) TopCustomers(c echo.Context) error {
	var q topQuery
	if err := c.Bind(&q); err != nil {
		return c.String(http.StatusBadRequest, "bad query")
	}
	if q.Limit <= 0 || q.Limit > 100 {
		q.Limit = 20
	}
	names, err := h.analytics.TopCustomers(c.Request().Context(), q.Carrier, q.Limit)
	if err != nil {
		return c.String(http.StatusInternalServerError, "report failed")
	}
	return c.JSON(http.StatusOK, names)
}

// Revenue charts daily totals of a region.
func (h *ReportAdmin) Revenue(c echo.Context) error {
	since, err := time.Parse("2006-01-02", c.QueryParam("since"))
	if err != nil {
		since = time.Now().AddDate(0, -1, 0)
	}
	rows, err := h.analytics.Revenue(c.Request().Context(), c.QueryParam("region"), since)
	if err != nil {
		return c.String(http.StatusInternalServerError, "report failed")
	}
	return c.JSON(http.StatusOK, rows)
}

// Rollup counts the rows of a rollup table.
func (h *ReportAdmin) Rollup(c echo.Context) error {
	n, err := h.analytics.RollupCount(c.Request().Context(), c.QueryParam("period"))
	if err != nil {
		return c.String(http.StatusBadRequest, err.Error())
	}
	return c.JSON(http.StatusOK, map[string]int64{"rows": n})
}

// Purge deletes tracking events older than the retention typed in the form.
func (h *ReportAdmin) Purge(c echo.Context) error {
	n, err := h.analytics.PurgeEvents(c.Request().Context(), c.FormValue("retention"))
	if err != nil {
		return c.String(http.StatusInternalServerError, "purge failed")
	}
	return c.JSON(http.StatusOK, map[string]int64{"deleted": n})
}

// PurgeDays deletes tracking events older than a number of days.
func (h *ReportAdmin) PurgeDays(c echo.Context) error {
	days, err := strconv.Atoi(c.FormValue("days"))
	if err != nil || days < 7 {
		return c.String(http.StatusBadRequest, "bad days")
	}
	n, err := h.analytics.PurgeEventsOlderThan(c.Request().Context(), days)
	if err != nil {
		return c.String(http.StatusInternalServerError, "purge failed")
	}
	return c.JSON(http.StatusOK, map[string]int64{"deleted": n})
}
