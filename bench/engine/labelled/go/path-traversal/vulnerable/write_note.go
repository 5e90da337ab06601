package notes

import (
	"encoding/json"
	"net/http"
	"os"
	"path/filepath"
)

type Note struct {
	Title string `json:"title"`
	Body  string `json:"body"`
}

func Save(w http.ResponseWriter, r *http.Request) {
	var n Note
	if err := json.NewDecoder(r.Body).Decode(&n); err != nil {
		http.Error(w, "bad json", 400)
		return
	}
	os.WriteFile(filepath.Join("/var/notes", n.Title+".txt"), []byte(n.Body), 0o600)
}
