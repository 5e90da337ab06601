package web

import (
	"database/sql"
	"fmt"
	"html"
	htmltemplate "html/template"
	"net/http"
	"text/template"

	"github.com/jmoiron/sqlx"
)

type Comment struct {
	Body string `db:"body"`
}

var plainList = template.Must(template.New("c").Parse(`{{range .}}<li>{{.Body}}</li>{{end}}`))
var safeList = htmltemplate.Must(htmltemplate.New("c").Parse(`{{range .}}<li>{{.Body}}</li>{{end}}`))

func Comments(db *sqlx.DB) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		var comments []Comment
		_ = db.Select(&comments, "SELECT body FROM comments ORDER BY id DESC")
		// ruleid: go-xss-stored
		_ = plainList.Execute(w, comments)
		// ok: go-xss-stored
		_ = safeList.Execute(w, comments)
	}
}

func Motto(db *sql.DB) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		var motto string
		_ = db.QueryRow("SELECT motto FROM settings WHERE id = 1").Scan(&motto)
		// ruleid: go-xss-stored
		fmt.Fprintf(w, "<footer>%s</footer>", motto)
		// ok: go-xss-stored
		fmt.Fprintf(w, "<footer>%s</footer>", html.EscapeString(motto))
	}
}
