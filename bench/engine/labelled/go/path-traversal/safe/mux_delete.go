package storage

import (
	"net/http"
	"os"
	"strconv"

	"github.com/gorilla/mux"
)

type Store struct {
	Root string
}

func (s *Store) Delete(w http.ResponseWriter, r *http.Request) {
	vars := mux.Vars(r)
	id, err := strconv.ParseInt(vars["key"], 10, 64)
	if err != nil {
		w.WriteHeader(http.StatusBadRequest)
		return
	}
	if err := os.Remove(s.Root + "/" + strconv.FormatInt(id, 10)); err != nil {
		w.WriteHeader(http.StatusNotFound)
	}
}
