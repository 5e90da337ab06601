package nav

import "net/http"

func Back(w http.ResponseWriter, r *http.Request) {
	http.Redirect(w, r, r.Referer(), http.StatusFound)
}
