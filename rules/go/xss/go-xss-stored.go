package reviews

import (
	"context"
	"database/sql"
	"fmt"
	"html"
	"html/template"
	"net/http"

	"github.com/jmoiron/sqlx"
)

type Review struct {
	ID     int64  `db:"id"`
	Author string `db:"author"`
	Body   string `db:"body"`
	Stars  int    `db:"stars"`
}

type Store struct {
	db  *sqlx.DB
	raw *sql.DB
}

func (s *Store) Reviews(ctx context.Context, kennel int64) ([]Review, error) {
	var out []Review
	err := s.db.SelectContext(ctx, &out, "SELECT * FROM reviews WHERE kennel_id = $1", kennel)
	return out, err
}

var page = template.Must(template.New("reviews").Parse(`{{range .}}<p>{{.Author}}: {{.Body}}</p>{{end}}`))

type item struct {
	Author string
	Body   template.HTML
}

func (s *Store) List(w http.ResponseWriter, r *http.Request) {
	reviews, _ := s.Reviews(r.Context(), 1)
	items := make([]item, 0, len(reviews))
	for _, rv := range reviews {
		// ruleid: go-xss-stored
		items = append(items, item{Author: rv.Author, Body: template.HTML(rv.Body)})
	}
	// ok: go-xss-stored
	_ = page.Execute(w, reviews)
	_ = items
}

func (s *Store) Latest(w http.ResponseWriter, r *http.Request) {
	var body string
	var stars int
	_ = s.raw.QueryRowContext(r.Context(), "SELECT body, stars FROM reviews ORDER BY id DESC LIMIT 1").Scan(&body, &stars)
	// ruleid: go-xss-stored
	fmt.Fprintf(w, "<blockquote>%s</blockquote>", body)
	// ok: go-xss-stored
	fmt.Fprintf(w, "<blockquote>%s</blockquote>", html.EscapeString(body))
	// todook: go-xss-stored
	fmt.Fprintf(w, "<p>%d stars</p>", stars)
}

func (s *Store) One(w http.ResponseWriter, r *http.Request) {
	var rv Review
	_ = s.db.Get(&rv, "SELECT * FROM reviews WHERE id = $1", 7)
	w.Header().Set("Content-Type", "application/json")
	// ok: go-xss-stored
	_, _ = w.Write([]byte(`{"body":"` + template.JSEscapeString(rv.Body) + `"}`))
	// ok: go-xss-stored
	banner := template.HTML("<p>" + html.EscapeString(rv.Author) + "</p>")
	_ = banner
}
