package web

import (
	"fmt"
	"net/http"
	"path/filepath"
	"strconv"
	"time"

	"github.com/kennelry/kennelry/internal/security"
	"github.com/kennelry/kennelry/internal/tools"
	"github.com/kennelry/kennelry/internal/views"
)

var exportTables = map[string]bool{"bookings": true, "pets": true, "kennels": true}

func (h *Handlers) OccupancyReport(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	from, err := time.Parse("2006-01-02", q.Get("from"))
	if err != nil {
		from = time.Now().AddDate(0, -1, 0)
	}
	to, err := time.Parse("2006-01-02", q.Get("to"))
	if err != nil {
		to = time.Now()
	}
	rows, err := h.Store.Occupancy(r.Context(), from, to, q.Get("unit"), q.Get("kennel"))
	if err != nil {
		h.fail(w, http.StatusInternalServerError, err)
		return
	}
	days, _ := strconv.Atoi(q.Get("days"))
	revenue, _ := h.Store.Revenue(r.Context(), days)
	h.writeJSON(w, http.StatusOK, map[string]interface{}{"rows": rows, "revenue": revenue})
}

func (h *Handlers) ExportReport(w http.ResponseWriter, r *http.Request) {
	table := r.FormValue("table")
	if !exportTables[table] {
		http.Error(w, "unknown table", http.StatusBadRequest)
		return
	}
	rows, err := h.Store.ExportRows(r.Context(), table)
	if err != nil {
		h.fail(w, http.StatusInternalServerError, err)
		return
	}
	id, _ := strconv.ParseInt(r.FormValue("booking"), 10, 64)
	out := filepath.Join(h.Cfg.ReportDir, fmt.Sprintf("booking-%d.pdf", id))
	_ = tools.RenderPDF(r.Context(), fmt.Sprintf("%s/admin/print/%d", h.Cfg.BaseURL, id), out)
	h.writeJSON(w, http.StatusOK, map[string]int{"rows": len(rows)})
}

func (h *Handlers) PingKennel(w http.ResponseWriter, r *http.Request) {
	host := r.FormValue("host")
	var out []byte
	var err error
	if r.FormValue("checked") == "1" {
		out, err = tools.PingChecked(r.Context(), host)
	} else {
		out, err = tools.Ping(r.Context(), host)
	}
	if err != nil {
		http.Error(w, "ping failed", http.StatusBadGateway)
		return
	}
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	_, _ = w.Write(out)
}

func (h *Handlers) BackupTable(w http.ResponseWriter, r *http.Request) {
	table := r.FormValue("table")
	if !exportTables[table] {
		http.Error(w, "unknown table", http.StatusBadRequest)
		return
	}
	if err := tools.DumpTable(r.Context(), h.Cfg.ReportDir, table); err != nil {
		h.fail(w, http.StatusInternalServerError, err)
		return
	}
	_ = tools.Archive(r.Context(), h.Cfg.ReportDir)
	w.WriteHeader(http.StatusNoContent)
}

// RebuildThumbnail regenerates a pet thumbnail at a fixed size.
func (h *Handlers) RebuildThumbnail(w http.ResponseWriter, r *http.Request) {
	key := filepath.Base(r.FormValue("photo"))
	if err := tools.Thumbnail(r.Context(), filepath.Join(h.Cfg.UploadDir, "pets", key), "320x320"); err != nil {
		h.fail(w, http.StatusInternalServerError, err)
		return
	}
	w.WriteHeader(http.StatusNoContent)
}

func (h *Handlers) StaffSearch(w http.ResponseWriter, r *http.Request) {
	if team := r.URL.Query().Get("team"); team != "" {
		people, err := h.Directory.InTeam(team)
		if err != nil {
			h.fail(w, http.StatusBadGateway, err)
			return
		}
		h.writeJSON(w, http.StatusOK, people)
		return
	}
	people, err := h.Directory.ByName(r.URL.Query().Get("name"))
	if err != nil {
		h.fail(w, http.StatusBadGateway, err)
		return
	}
	h.writeJSON(w, http.StatusOK, people)
}

func (h *Handlers) StaffMember(w http.ResponseWriter, r *http.Request) {
	people, err := h.Directory.ByUID(pathVar(r, "uid"))
	if err != nil || len(people) == 0 {
		http.NotFound(w, r)
		return
	}
	h.writeJSON(w, http.StatusOK, people[0])
}

// PreviewEmail renders the reminder text a member of staff is editing.
func (h *Handlers) PreviewEmail(w http.ResponseWriter, r *http.Request) {
	sample := views.Confirmation{OwnerName: "Sam Sample", Reference: "KN-SAMPLE1", PetName: "Biscuit", Kennel: "Hilltop"}
	text, err := views.PreviewMail(r.FormValue("body"), sample)
	if err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	_, _ = w.Write([]byte(text))
}

func (h *Handlers) TryPricingRule(w http.ResponseWriter, r *http.Request) {
	nights, _ := strconv.Atoi(r.FormValue("nights"))
	rate, _ := strconv.ParseFloat(r.FormValue("rate"), 64)
	result, err := tryRule(r.FormValue("rule"), nights, rate)
	if err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	h.writeJSON(w, http.StatusOK, map[string]string{"result": result})
}

func (h *Handlers) DisableOwner(w http.ResponseWriter, r *http.Request) {
	if err := h.Store.DisableOwner(r.Context(), intVar(r, "id"), r.FormValue("reason")); err != nil {
		h.fail(w, http.StatusInternalServerError, err)
		return
	}
	pin := security.StaffPIN(r.FormValue("pin"))
	_ = pin
	http.Redirect(w, r, "/admin/owners/"+pathVar(r, "id"), http.StatusSeeOther)
}
