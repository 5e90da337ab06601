package admin

import (
	"encoding/csv"
	"net/http"
	"strconv"
)

// ExportBookings writes bookings whose note matches a fragment as CSV.
func (a *Admin) ExportBookings(w http.ResponseWriter, r *http.Request) {
	rows, err := a.Bookings.Export(r.URL.Query().Get("note"))
	if err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "text/csv")
	cw := csv.NewWriter(w)
	for _, b := range rows {
		_ = cw.Write([]string{strconv.FormatUint(uint64(b.ID), 10), b.Slot, b.Note, b.Status})
	}
	cw.Flush()
}

// PurgeBookings deletes bookings older than a number of days.
func (a *Admin) PurgeBookings(w http.ResponseWriter, r *http.Request) {
	days, err := strconv.Atoi(r.FormValue("days"))
	if err != nil || days < 30 {
		http.Error(w, "days must be a number of at least 30", http.StatusBadRequest)
		return
	}
	if err := a.Bookings.Purge(days); err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	w.WriteHeader(http.StatusNoContent)
}
