package uploads

import (
	"net/http"
	"os"
	"path/filepath"
	"strconv"
)

func Save(w http.ResponseWriter, r *http.Request) {
	n, err := strconv.ParseInt(r.Header.Get("X-Upload-Slot"), 10, 64)
	if err != nil {
		http.Error(w, "bad slot", 400)
		return
	}
	f, err := os.Create(filepath.Join("/srv/uploads", strconv.FormatInt(n, 10), "data.bin"))
	if err != nil {
		http.Error(w, "error", 500)
		return
	}
	defer f.Close()
	w.WriteHeader(http.StatusCreated)
}
