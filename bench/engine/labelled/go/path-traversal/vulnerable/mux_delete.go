package storage

import (
	"net/http"
	"os"

	"github.com/gorilla/mux"
)

type Store struct {
	Root string
}

func (s *Store) Delete(w http.ResponseWriter, r *http.Request) {
	vars := mux.Vars(r)
	if err := os.Remove(s.Root + "/" + vars["key"]); err != nil {
		w.WriteHeader(http.StatusNotFound)
	}
}
