package web

import (
	"encoding/json"
	"net/http"
	"strconv"
	"time"

	"github.com/kennelry/kennelry/internal/security"
	"github.com/kennelry/kennelry/internal/store"
	"github.com/kennelry/kennelry/internal/views"
)

func (h *Handlers) MyBookings(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	petID, _ := strconv.ParseInt(q.Get("pet"), 10, 64)
	limit, _ := strconv.Atoi(q.Get("limit"))
	f := store.BookingFilter{
		Status: q.Get("status"),
		Kennel: q.Get("kennel"),
		PetID:  petID,
		Sort:   q.Get("sort"),
		Desc:   q.Get("dir") == "desc",
		Limit:  limit,
	}
	bookings, err := h.Store.BookingsForOwner(r.Context(), ownerID(r), f)
	if err != nil {
		h.fail(w, http.StatusInternalServerError, err)
		return
	}
	h.writeJSON(w, http.StatusOK, bookings)
}

type bookingRequest struct {
	PetID    int64     `json:"pet_id"`
	Kennel   string    `json:"kennel"`
	StartsOn time.Time `json:"starts_on"`
	EndsOn   time.Time `json:"ends_on"`
	Requests string    `json:"requests"`
}

func (h *Handlers) CreateBooking(w http.ResponseWriter, r *http.Request) {
	var req bookingRequest
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
		http.Error(w, "bad json", http.StatusBadRequest)
		return
	}
	b := &store.Booking{Reference: security.BookingReference(), OwnerID: ownerID(r), PetID: req.PetID,
		Kennel: req.Kennel, StartsOn: req.StartsOn, EndsOn: req.EndsOn, Requests: req.Requests}
	if err := h.Store.CreateBooking(r.Context(), b); err != nil {
		h.fail(w, http.StatusInternalServerError, err)
		return
	}
	owner, _ := h.Store.OwnerByID(r.Context(), ownerID(r))
	mail, _ := views.ConfirmationMail(views.Confirmation{OwnerName: owner.FullName, Reference: b.Reference,
		PetName: strconv.FormatInt(b.PetID, 10), Kennel: b.Kennel, Requests: b.Requests})
	go sendMail(owner.Email, "Booking confirmed", mail)
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	_ = views.KennelCard(w, views.Confirmation{OwnerName: owner.FullName, Reference: b.Reference,
		PetName: strconv.FormatInt(b.PetID, 10), Kennel: b.Kennel, Requests: b.Requests})
}

func (h *Handlers) CancelBooking(w http.ResponseWriter, r *http.Request) {
	if err := h.Store.CancelBooking(r.Context(), ownerID(r), pathVar(r, "ref")); err != nil {
		h.fail(w, http.StatusInternalServerError, err)
		return
	}
	http.Redirect(w, r, "/portal/bookings", http.StatusSeeOther)
}

// VaccinationPreview shows owners how their uploaded certificate details will print.
func (h *Handlers) VaccinationPreview(w http.ResponseWriter, r *http.Request) {
	v := views.Vaccination{PetName: r.FormValue("pet"), Vet: r.FormValue("vet"), Remarks: r.FormValue("remarks")}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	if err := views.VaccinationPreview(w, v); err != nil {
		h.fail(w, http.StatusInternalServerError, err)
	}
}
