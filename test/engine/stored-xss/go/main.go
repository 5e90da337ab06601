package main

import (
	"database/sql"
	"fmt"
	"html"
	htmltemplate "html/template"
	"net/http"
	"text/template"

	"github.com/jmoiron/sqlx"
)

type Note struct {
	ID   int64  `db:"id"`
	Body string `db:"body"`
}

type Server struct {
	DB *sql.DB
	X  *sqlx.DB
}

var slip = template.Must(template.New("slip").Parse(`<div class="note">{{.Body}}</div>`))
var page = htmltemplate.Must(htmltemplate.New("page").Parse(`<div class="note">{{.Body}}</div>`))

func (s *Server) addNote(w http.ResponseWriter, r *http.Request) {
	_, _ = s.DB.Exec("INSERT INTO notes (body) VALUES ($1)", r.FormValue("body"))
	w.WriteHeader(http.StatusCreated)
}

func (s *Server) noteSlip(w http.ResponseWriter, r *http.Request) {
	var notes []Note
	if err := s.X.SelectContext(r.Context(), &notes, "SELECT id, body FROM notes ORDER BY id DESC LIMIT 1"); err != nil || len(notes) == 0 {
		http.Error(w, "not found", http.StatusNotFound)
		return
	}
	_ = slip.Execute(w, notes[0]) // expect: go-xss-stored
	_ = page.Execute(w, notes[0])
}

func (s *Server) noteLine(w http.ResponseWriter, r *http.Request) {
	row := s.DB.QueryRow("SELECT body FROM notes ORDER BY id DESC LIMIT 1")
	var body string
	if err := row.Scan(&body); err != nil {
		http.Error(w, "not found", http.StatusNotFound)
		return
	}
	fmt.Fprintf(w, "<p>%s</p>", body) // expect: go-xss-stored
	fmt.Fprintf(w, "<p>%s</p>", html.EscapeString(body))
	_ = page.Execute(w, htmltemplate.HTML(body)) // expect: go-xss-stored
}

func main() {
	s := &Server{}
	http.HandleFunc("/notes", s.addNote)
	http.HandleFunc("/slip", s.noteSlip)
	http.HandleFunc("/line", s.noteLine)
	http.HandleFunc("/list", s.noteList)
	_ = http.ListenAndServe(":8080", nil)
}

func (s *Server) noteList(w http.ResponseWriter, r *http.Request) {
	rows, err := s.DB.Query("SELECT body FROM notes")
	if err != nil {
		return
	}
	defer rows.Close()
	for rows.Next() {
		var body string
		_ = rows.Scan(&body)
		_, _ = w.Write([]byte("<li>" + body + "</li>")) // expect: go-xss-stored
		_, _ = w.Write([]byte("<li>" + html.EscapeString(body) + "</li>"))
	}
}
