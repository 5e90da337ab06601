package main

import (
	"database/sql"
	"log"
	"net/http"

	"example.com/shop/internal/store"
	"example.com/shop/internal/web"
)

func main() {
	db, err := sql.Open("postgres", "postgres://localhost/shop")
	if err != nil {
		log.Fatal(err)
	}
	h := &web.Handler{Users: store.New(db)}
	mux := http.NewServeMux()
	mux.HandleFunc("GET /users", h.Search)
	mux.HandleFunc("GET /users/{id}", h.Show)
	mux.HandleFunc("POST /export", h.Export)
	log.Fatal(http.ListenAndServe(":8080", mux))
}
