package web

import (
	"net/http"
	"strconv"

	"example.com/depot/internal/store"
)

type Handlers struct{ St *store.Store }

func (h *Handlers) List(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	h.St.Orders(r.Context(), store.OrderFilter{
		Customer: q.Get("customer"),
		Status:   "open",
	})
}

func (h *Handlers) ListPointer(w http.ResponseWriter, r *http.Request) {
	h.St.OrdersAt(r.Context(), &store.OrderFilter{Customer: r.FormValue("customer")})
}

func (h *Handlers) ByStatus(w http.ResponseWriter, r *http.Request) {
	h.St.Orders(r.Context(), store.OrderFilter{Status: r.FormValue("status")})
}

func (h *Handlers) Recent(w http.ResponseWriter, r *http.Request) {
	n, _ := strconv.Atoi(r.FormValue("n"))
	h.St.OrdersAt(r.Context(), &store.OrderFilter{Customer: "walk-in", Limit: n})
}
