package http

import (
	"net/http"
	"strconv"
	"text/template"

	"github.com/stockroom/stockroom/internal/middleware"
	"github.com/stockroom/stockroom/internal/models"
)

// receipt is the printable hand-over slip. It is a small page, so it lives
// here rather than in the views package.
var receipt = template.Must(template.New("receipt").Parse(`<!doctype html>
<html><head><title>Ticket {{.ID}}</title></head>
<body onload="window.print()">
<h1>Hand-over #{{.ID}}</h1>
<p><b>{{.Title}}</b></p>
<pre>{{.Body}}</pre>
<p>Requested by {{.CreatedBy}}, assigned to {{.Assignee}}</p>
</body></html>`))

func (s *Server) listTickets(w http.ResponseWriter, r *http.Request) {
	ts, err := s.Tickets.ByStatus(r.Context(), r.URL.Query().Get("status"))
	if err != nil {
		s.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, ts)
}

func (s *Server) board(w http.ResponseWriter, r *http.Request) {
	ts, err := s.Tickets.Board(r.Context(), r.URL.Query()["assignee"])
	if err != nil {
		s.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, ts)
}

func (s *Server) openTicket(w http.ResponseWriter, r *http.Request) {
	var t models.Ticket
	if err := decodeJSON(r, &t); err != nil {
		http.Error(w, "bad body", http.StatusBadRequest)
		return
	}
	p, _ := middleware.PrincipalFrom(r.Context())
	t.CreatedBy = p.Email
	if err := s.Tickets.Open(r.Context(), &t); err != nil {
		s.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusCreated, t)
}

func (s *Server) editTicket(w http.ResponseWriter, r *http.Request) {
	id, err := strconv.ParseInt(r.PathValue("id"), 10, 64)
	if err != nil {
		http.Error(w, "bad id", http.StatusBadRequest)
		return
	}
	var body struct {
		Field string `json:"field"`
		Value string `json:"value"`
	}
	if err := decodeJSON(r, &body); err != nil {
		http.Error(w, "bad body", http.StatusBadRequest)
		return
	}
	p, _ := middleware.PrincipalFrom(r.Context())
	if err := s.Tickets.Edit(r.Context(), p.Email, id, body.Field, body.Value); err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	w.WriteHeader(http.StatusNoContent)
}

func (s *Server) ticketReceipt(w http.ResponseWriter, r *http.Request) {
	id, err := strconv.ParseInt(r.PathValue("id"), 10, 64)
	if err != nil {
		http.Error(w, "bad id", http.StatusBadRequest)
		return
	}
	ts, err := s.Tickets.Store.TicketsByIDs(r.Context(), []int64{id})
	if err != nil || len(ts) == 0 {
		http.Error(w, "not found", http.StatusNotFound)
		return
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	_ = receipt.Execute(w, ts[0])
}
