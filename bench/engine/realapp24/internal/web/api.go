package web

import (
	"encoding/json"
	"net/http"
	"strconv"

	"github.com/kennelry/kennelry/internal/cache"
	"github.com/kennelry/kennelry/internal/pricing"
)

var apiSorts = map[string]string{"start": "b.starts_on", "ref": "b.reference"}

func (h *Handlers) APIBookings(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	sort := q.Get("sort")
	if col, ok := apiSorts[sort]; ok {
		sort = col
	}
	bookings, err := h.Store.SearchBookings(r.Context(), q.Get("status"), sort)
	if err != nil {
		h.fail(w, http.StatusInternalServerError, err)
		return
	}
	h.writeJSON(w, http.StatusOK, bookings)
}

func (h *Handlers) APIBooking(w http.ResponseWriter, r *http.Request) {
	b, err := h.Store.Booking(r.Context(), intVar(r, "id"))
	if err != nil {
		http.NotFound(w, r)
		return
	}
	h.writeJSON(w, http.StatusOK, b)
}

// APIBookingStatus is called by kennel tablets; {id} has no pattern on this route.
func (h *Handlers) APIBookingStatus(w http.ResponseWriter, r *http.Request) {
	var body struct {
		Status string `json:"status"`
	}
	if err := json.NewDecoder(r.Body).Decode(&body); err != nil {
		http.Error(w, "bad json", http.StatusBadRequest)
		return
	}
	if err := h.Store.SetBookingStatus(r.Context(), pathVar(r, "id"), body.Status); err != nil {
		h.fail(w, http.StatusInternalServerError, err)
		return
	}
	w.WriteHeader(http.StatusNoContent)
}

func (h *Handlers) APIOwners(w http.ResponseWriter, r *http.Request) {
	page, _ := strconv.Atoi(r.URL.Query().Get("page"))
	owners, err := h.Store.ListOwners(r.Context(), r.URL.Query().Get("name"), r.URL.Query().Get("town"), page)
	if err != nil {
		h.fail(w, http.StatusInternalServerError, err)
		return
	}
	h.writeJSON(w, http.StatusOK, owners)
}

type ownerLookup struct {
	Email string `json:"email"`
}

func (h *Handlers) APIOwnerLookup(w http.ResponseWriter, r *http.Request) {
	var req ownerLookup
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
		http.Error(w, "bad json", http.StatusBadRequest)
		return
	}
	profile, err := h.Activity.OwnerProfile(r.Context(), req.Email)
	if err != nil {
		http.NotFound(w, r)
		return
	}
	h.writeJSON(w, http.StatusOK, profile)
}

func (h *Handlers) APIActivity(w http.ResponseWriter, r *http.Request) {
	petID, err := strconv.ParseInt(r.URL.Query().Get("pet"), 10, 64)
	if err != nil {
		http.Error(w, "pet required", http.StatusBadRequest)
		return
	}
	if staff := r.URL.Query().Get("staff"); staff != "" {
		events, err := h.Activity.ByStaffNote(r.Context(), staff, r.URL.Query().Get("word"))
		if err != nil {
			h.fail(w, http.StatusInternalServerError, err)
			return
		}
		h.writeJSON(w, http.StatusOK, events)
		return
	}
	events, err := h.Activity.ForPet(r.Context(), petID, r.URL.Query().Get("kind"))
	if err != nil {
		h.fail(w, http.StatusInternalServerError, err)
		return
	}
	h.writeJSON(w, http.StatusOK, events)
}

func (h *Handlers) APIActivitySearch(w http.ResponseWriter, r *http.Request) {
	criteria := map[string]interface{}{}
	if err := json.NewDecoder(r.Body).Decode(&criteria); err != nil {
		http.Error(w, "bad json", http.StatusBadRequest)
		return
	}
	events, err := h.Activity.Search(r.Context(), criteria)
	if err != nil {
		h.fail(w, http.StatusInternalServerError, err)
		return
	}
	h.writeJSON(w, http.StatusOK, events)
}

// Quote prices a stay with the built-in rule and caches it for the checkout page.
func (h *Handlers) Quote(w http.ResponseWriter, r *http.Request) {
	var req struct {
		Nights  int     `json:"nights"`
		Rate    float64 `json:"rate"`
		Weekend bool    `json:"weekend"`
		Key     string  `json:"key"`
	}
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
		http.Error(w, "bad json", http.StatusBadRequest)
		return
	}
	total, err := pricing.Price(req.Nights, req.Rate, req.Weekend)
	if err != nil {
		h.fail(w, http.StatusInternalServerError, err)
		return
	}
	_ = h.Cache.SaveQuote(r.Context(), req.Key, cache.Quote{Nights: req.Nights, Total: total})
	if ok, _ := h.Cache.RateLimit(r.Context(), strconv.FormatInt(ownerID(r), 10), 60); !ok {
		http.Error(w, "slow down", http.StatusTooManyRequests)
		return
	}
	h.writeJSON(w, http.StatusOK, map[string]float64{"total": total})
}

// QuoteSummary reads a cached quote back for the checkout page.
func (h *Handlers) QuoteSummary(w http.ResponseWriter, r *http.Request) {
	q, err := h.Cache.LoadQuote(r.Context(), r.URL.Query().Get("key"))
	if err != nil {
		http.NotFound(w, r)
		return
	}
	h.writeJSON(w, http.StatusOK, q)
}
