package web

import (
	"net/http"

	"example.com/depot/internal/service"
)

type Reports struct {
	Orders *service.Orders
}

func (h *Reports) Export(w http.ResponseWriter, r *http.Request) {
	h.Orders.Store.DB.Query("SELECT id FROM orders WHERE region = '" + r.FormValue("region") + "'")
	h.Orders.Store.DB.Query("SELECT id FROM orders WHERE region = $1", r.FormValue("region"))
}
