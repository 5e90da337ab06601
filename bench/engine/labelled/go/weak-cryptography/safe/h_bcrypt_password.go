package account

import (
	"database/sql"
	"net/http"

	"golang.org/x/crypto/bcrypt"
)

func Register(db *sql.DB) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		hash, err := bcrypt.GenerateFromPassword([]byte(r.FormValue("password")), bcrypt.DefaultCost)
		if err != nil {
			http.Error(w, "error", http.StatusInternalServerError)
			return
		}
		db.Exec("INSERT INTO users (email, pw) VALUES ($1, $2)", r.FormValue("email"), string(hash))
		w.WriteHeader(http.StatusCreated)
	}
}
