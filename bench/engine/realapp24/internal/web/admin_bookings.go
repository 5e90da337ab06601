package web

import (
	"net/http"
	"strconv"

	"github.com/kennelry/kennelry/internal/store"
)

// TagBookings adds free-text tags to the selected bookings.
func (h *Handlers) TagBookings(w http.ResponseWriter, r *http.Request) {
	if err := r.ParseForm(); err != nil {
		http.Error(w, "bad form", http.StatusBadRequest)
		return
	}
	var ids []int64
	for _, raw := range r.PostForm["id"] {
		if id, err := strconv.ParseInt(raw, 10, 64); err == nil {
			ids = append(ids, id)
		}
	}
	if err := h.Store.TagBookings(r.Context(), ids, r.PostForm["tag"]); err != nil {
		h.fail(w, http.StatusInternalServerError, err)
		return
	}
	w.WriteHeader(http.StatusNoContent)
}

// Rota prints the day's bookings chosen by reference.
func (h *Handlers) Rota(w http.ResponseWriter, r *http.Request) {
	bookings, err := h.Store.BookingsByReferences(r.Context(), r.URL.Query()["ref"])
	if err != nil {
		h.fail(w, http.StatusInternalServerError, err)
		return
	}
	h.writeJSON(w, http.StatusOK, bookings)
}

func (h *Handlers) EditOwner(w http.ResponseWriter, r *http.Request) {
	if err := h.Store.UpdateOwnerField(r.Context(), intVar(r, "id"), r.FormValue("field"), r.FormValue("value")); err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	w.WriteHeader(http.StatusNoContent)
}

func (h *Handlers) BreedStats(w http.ResponseWriter, r *http.Request) {
	breed := r.URL.Query().Get("breed")
	var n int
	var err error
	if r.URL.Query().Get("exact") == "" {
		n, err = store.BreedCounts(r.Context(), h.Store.SQL(), breed)
	} else {
		n, err = store.BreedCountsSafe(r.Context(), h.Store.SQL(), breed)
	}
	if err != nil {
		h.fail(w, http.StatusInternalServerError, err)
		return
	}
	h.writeJSON(w, http.StatusOK, map[string]int{"count": n})
}
