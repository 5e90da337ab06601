package nav

import "net/http"

func Back(w http.ResponseWriter, r *http.Request) {
	target := "/"
	if r.Referer() == "https://shop.example.com/cart" {
		target = "/cart"
	}
	http.Redirect(w, r, target, http.StatusFound)
}
