package api

import (
	"encoding/json"
	"net/http"
)

func NotFound(w http.ResponseWriter, r *http.Request) {
	w.WriteHeader(http.StatusNotFound)
	body, _ := json.Marshal(map[string]string{"error": "not found", "path": r.URL.Path})
	w.Write(body)
}
