package http

import (
	"fmt"
	"html"
	"net/http"
	"strconv"

	"github.com/stockroom/stockroom/internal/middleware"
	"github.com/stockroom/stockroom/internal/models"
	"github.com/stockroom/stockroom/internal/service"
	"github.com/stockroom/stockroom/internal/views"
)

func searchParams(r *http.Request) models.SearchParams {
	q := r.URL.Query()
	limit, _ := strconv.Atoi(q.Get("limit"))
	return models.SearchParams{
		Query:    q.Get("q"),
		Category: q.Get("category"),
		Sort:     q.Get("sort"),
		Desc:     q.Get("dir") == "desc",
		Limit:    limit,
	}
}

func (s *Server) listItems(w http.ResponseWriter, r *http.Request) {
	p := searchParams(r)
	items, err := s.Items.Search(r.Context(), p)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	if view := r.URL.Query().Get("view"); view == "grid" || view == "table" {
		http.SetCookie(w, &http.Cookie{Name: "items_view", Value: view, Path: "/items", MaxAge: 365 * 24 * 3600})
	}
	data := map[string]any{"Title": "Items", "Query": p.Query, "Items": items}
	if len(items) == 0 && p.Query != "" {
		data["Notice"] = views.Trusted("No items match <b>" + html.EscapeString(p.Query) + "</b>.")
	}
	_ = views.Render(w, "items.html", data)
}

func (s *Server) apiSearch(w http.ResponseWriter, r *http.Request) {
	items, err := s.Items.Search(r.Context(), searchParams(r))
	if err != nil {
		s.fail(w, r, err)
		return
	}
	writeJSONCached(w, r, map[string]any{"items": items})
}

func (s *Server) showItem(w http.ResponseWriter, r *http.Request) {
	id, err := strconv.ParseInt(r.PathValue("id"), 10, 64)
	if err != nil {
		http.Error(w, "unknown item "+r.PathValue("id"), http.StatusNotFound)
		return
	}
	item, err := s.Items.Get(r.Context(), id)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	tickets, _ := s.Items.Store.TicketsForItems(r.Context(), []int{int(id)})
	data := map[string]any{
		"Title":       item.Name,
		"Item":        item,
		"Description": views.Sanitized(item.Description),
		"Tickets":     tickets,
	}
	if msg := r.URL.Query().Get("flash"); msg != "" {
		data["Banner"] = views.Trusted(msg)
	}
	_ = views.Render(w, "item.html", data)
}

func (s *Server) adjustItem(w http.ResponseWriter, r *http.Request) {
	id, err := strconv.ParseInt(r.PathValue("id"), 10, 64)
	if err != nil {
		http.Error(w, "bad id", http.StatusBadRequest)
		return
	}
	var body struct {
		Delta int `json:"delta"`
	}
	if err := decodeJSON(r, &body); err != nil {
		http.Error(w, "bad body", http.StatusBadRequest)
		return
	}
	p, _ := middleware.PrincipalFrom(r.Context())
	if err := s.Items.Adjust(r.Context(), p.Email, id, body.Delta); err != nil {
		s.fail(w, r, err)
		return
	}
	http.Redirect(w, r, "/items/"+strconv.FormatInt(id, 10)+"?flash=Saved", http.StatusSeeOther)
}

// shelfSheet prints a checklist for one shelf: /shelves/B?shelf=3.
func (s *Server) shelfSheet(w http.ResponseWriter, r *http.Request) {
	aisle := r.PathValue("aisle")
	shelf := r.URL.Query().Get("shelf")
	items, err := s.Items.ShelfSheet(r.Context(), aisle, shelf)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	fmt.Fprintf(w, "<h1>Aisle %s, shelf %s</h1><ol>", html.EscapeString(aisle), shelf)
	for _, it := range items {
		fmt.Fprintf(w, "<li>%s — %s (%d)</li>", html.EscapeString(it.SKU), html.EscapeString(it.Name), it.Quantity)
	}
	fmt.Fprint(w, "</ol>")
}

func (s *Server) partnerStock(w http.ResponseWriter, r *http.Request) {
	n, err := s.Webhooks.PartnerStock(r.Context(), r.PathValue("sku"))
	if err != nil {
		s.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]int{"available": n})
}

func (s *Server) importDelivery(w http.ResponseWriter, r *http.Request) {
	p, _ := middleware.PrincipalFrom(r.Context())
	var (
		res *service.ImportResult
		err error
	)
	switch r.Header.Get("Content-Type") {
	case "application/xml", "text/xml":
		res, err = s.Items.ImportXML(r.Context(), p.Email, r.Body)
	case "application/yaml", "application/x-yaml":
		res, err = s.Items.ImportYAML(r.Context(), p.Email, r.Body)
	default:
		http.Error(w, "send XML or YAML", http.StatusUnsupportedMediaType)
		return
	}
	if err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	writeJSON(w, http.StatusOK, res)
}
