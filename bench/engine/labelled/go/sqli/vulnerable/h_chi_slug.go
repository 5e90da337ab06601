package posts

import (
	"database/sql"
	"net/http"

	"github.com/go-chi/chi/v5"
)

func DeletePost(db *sql.DB) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		slug := chi.URLParam(r, "slug")
		if _, err := db.Exec("DELETE FROM posts WHERE slug = '" + slug + "'"); err != nil {
			http.Error(w, "error", http.StatusInternalServerError)
			return
		}
		w.WriteHeader(http.StatusNoContent)
	}
}
