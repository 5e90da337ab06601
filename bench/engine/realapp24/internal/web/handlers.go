// Package web holds the HTTP layer: one Handlers value carries every dependency and its methods are
// the route handlers wired in routes.go.
package web

import (
	"encoding/json"
	"log"
	"net/http"
	"strconv"

	"github.com/gorilla/mux"

	"github.com/kennelry/kennelry/internal/cache"
	"github.com/kennelry/kennelry/internal/config"
	"github.com/kennelry/kennelry/internal/directory"
	"github.com/kennelry/kennelry/internal/outbound"
	"github.com/kennelry/kennelry/internal/store"
	"github.com/kennelry/kennelry/internal/views"
)

type Handlers struct {
	Cfg       *config.Config
	Store     *store.Store
	Activity  *store.ActivityLog
	Cache     *cache.Cache
	Views     *views.Set
	Directory *directory.Client
	Outbound  *outbound.Client
}

func (h *Handlers) writeJSON(w http.ResponseWriter, status int, v interface{}) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	if err := json.NewEncoder(w).Encode(v); err != nil {
		log.Printf("encode response: %v", err)
	}
}

func (h *Handlers) fail(w http.ResponseWriter, status int, err error) {
	log.Printf("request failed: %v", err)
	http.Error(w, http.StatusText(status), status)
}

// intVar reads a numeric route variable; routes declare these as {name:[0-9]+}.
func intVar(r *http.Request, name string) int64 {
	n, _ := strconv.ParseInt(mux.Vars(r)[name], 10, 64)
	return n
}
