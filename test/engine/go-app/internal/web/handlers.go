package web

import (
	"fmt"
	"html/template"
	"net/http"
	"os/exec"
	"strconv"

	"example.com/shop/internal/store"
)

type Handler struct {
	Users store.Finder
}

var page = template.Must(template.New("user").Parse(`<h1>{{.}}</h1>`))

func (h *Handler) Search(w http.ResponseWriter, r *http.Request) {
	rows, err := h.Users.Search(r.URL.Query().Get("q"))
	if err != nil {
		fmt.Fprintf(w, "<p>search failed for %s</p>", r.URL.Query().Get("q"))
		return
	}
	defer rows.Close()
}

func (h *Handler) Show(w http.ResponseWriter, r *http.Request) {
	id, err := strconv.Atoi(r.PathValue("id"))
	if err != nil {
		http.Error(w, "bad id", http.StatusBadRequest)
		return
	}
	var name string
	h.Users.ByID(id).Scan(&name)
	page.Execute(w, name)
}

func (h *Handler) Export(w http.ResponseWriter, r *http.Request) {
	format := r.FormValue("format")
	switch format {
	case "csv", "json":
		exec.Command("sh", "-c", "export-users --format "+format).Run()
	default:
		exec.Command("export-users", "--format", format).Run()
	}
	go func() {
		exec.Command("sh", "-c", "notify "+r.FormValue("who")).Run()
	}()
}
