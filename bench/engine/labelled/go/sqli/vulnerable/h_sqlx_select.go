package inventory

import (
	"encoding/json"
	"net/http"

	"github.com/jmoiron/sqlx"
)

type Item struct {
	ID    int    `db:"id"`
	Owner string `db:"owner"`
}

func ListItems(db *sqlx.DB) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		owner := r.FormValue("owner")
		var items []Item
		if err := db.Select(&items, "SELECT id, owner FROM items WHERE owner = '"+owner+"'"); err != nil {
			http.Error(w, "db error", http.StatusInternalServerError)
			return
		}
		json.NewEncoder(w).Encode(items)
	}
}
