package account

import (
	"crypto/md5"
	"database/sql"
	"encoding/hex"
	"net/http"
)

func Register(db *sql.DB) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		sum := md5.Sum([]byte(r.FormValue("password")))
		db.Exec("INSERT INTO users (email, pw) VALUES ($1, $2)", r.FormValue("email"), hex.EncodeToString(sum[:]))
		w.WriteHeader(http.StatusCreated)
	}
}
