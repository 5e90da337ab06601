package handlers

import (
	"database/sql"
	"fmt"
	"net/http"
	"strconv"
	"strings"
)

type Store struct {
	db *sql.DB
}

func (s *Store) ByName(w http.ResponseWriter, r *http.Request) {
	name := r.URL.Query().Get("name")
	// ruleid: go-sqli-tainted-query
	rows, err := s.db.Query("SELECT id FROM users WHERE name = '" + name + "'")
	if err != nil {
		http.Error(w, "db", 500)
		return
	}
	defer rows.Close()
	// ok: go-sqli-tainted-query
	s.db.Query("SELECT id FROM users WHERE name = $1", name)
}

func Formatted(db *sql.DB, r *http.Request) {
	id := r.FormValue("id")
	// ruleid: go-sqli-tainted-query
	q := fmt.Sprintf("DELETE FROM items WHERE id = %s", id)
	// ruleid: go-sqli-tainted-query
	db.Exec(q)
	n, err := strconv.Atoi(id)
	if err != nil {
		return
	}
	// ok: go-sqli-tainted-query
	db.Exec(fmt.Sprintf("DELETE FROM items WHERE id = %d", n))
}

func Built(db *sql.DB, r *http.Request) {
	var b strings.Builder
	b.WriteString("SELECT * FROM t ORDER BY ")
	b.WriteString(r.Header.Get("X-Sort"))
	// ruleid: go-sqli-tainted-query
	db.QueryRow(b.String())
	order := "name"
	if r.FormValue("desc") == "1" {
		order = "name DESC"
	}
	// ok: go-sqli-tainted-query
	db.QueryRow("SELECT * FROM t ORDER BY " + order)
}

func Local(r *http.Request) {
	db, err := sql.Open("postgres", "postgres://localhost/app")
	if err != nil {
		return
	}
	tx, _ := db.Begin()
	// ruleid: go-sqli-tainted-query
	tx.Exec("UPDATE t SET a = '" + r.FormValue("a") + "'")
	// ok: go-sqli-tainted-query
	tx.Exec("UPDATE t SET a = $1", r.FormValue("a"))
	tx.Commit()
}

func Queue(db *sql.DB, r *http.Request) {
	names := make(chan string, 2)
	names <- r.FormValue("name")
	names <- "fixed"
	close(names)
	for name := range names {
		// ruleid: go-sqli-tainted-query
		db.Exec("INSERT INTO jobs (name) VALUES ('" + name + "')")
		// ok: go-sqli-tainted-query
		db.Exec("INSERT INTO jobs (name) VALUES ($1)", name)
	}
	cols := []string{r.FormValue("a"), r.FormValue("b")}
	for i := range cols {
		// ok: go-sqli-tainted-query
		db.Exec("UPDATE t SET n = " + strconv.Itoa(i))
	}
	ids := make(chan int, 1)
	ids <- 7
	// ok: go-sqli-tainted-query
	db.Exec(fmt.Sprintf("DELETE FROM jobs WHERE id = %d", <-ids))
	last := make(chan string, 1)
	last <- r.FormValue("last")
	// ruleid: go-sqli-tainted-query
	db.Exec("DELETE FROM jobs WHERE name = '" + <-last + "'")
}

var sortable = map[string]bool{"name": true, "created_at": true}

func SortBy(db *sql.DB, r *http.Request) {
	col := r.FormValue("sort")
	if sortable[col] {
		// ok: go-sqli-tainted-query
		db.Query("SELECT * FROM t ORDER BY " + col)
	}
	if !sortable[col] {
		// ruleid: go-sqli-tainted-query
		db.Query("SELECT * FROM t ORDER BY " + col)
		return
	}
	// ok: go-sqli-tainted-query
	db.Query("SELECT * FROM t ORDER BY " + col)
}

func SortByOpen(db *sql.DB, r *http.Request, extra map[string]bool) {
	col := r.FormValue("sort")
	if extra[col] {
		// ruleid: go-sqli-tainted-query
		db.Query("SELECT * FROM t ORDER BY " + col)
	}
}
