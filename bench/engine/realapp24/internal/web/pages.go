package web

import (
	"fmt"
	"html"
	"html/template"
	"net/http"
	"strconv"

	"github.com/kennelry/kennelry/internal/store"
	"github.com/kennelry/kennelry/internal/views"
)

type searchPage struct {
	Query   string
	Banner  template.HTML
	Kennels []store.Kennel
}

func (h *Handlers) Home(w http.ResponseWriter, r *http.Request) {
	_ = h.Views.Render(w, "home", map[string]interface{}{"Query": "", "Paw": views.Icon("paw")})
}

// Search lists kennels in a town.
func (h *Handlers) Search(w http.ResponseWriter, r *http.Request) {
	town := r.URL.Query().Get("q")
	kennels, err := h.Store.SearchKennels(r.Context(), town)
	if err != nil {
		h.fail(w, http.StatusInternalServerError, err)
		return
	}
	page := searchPage{Query: town, Kennels: kennels}
	if len(kennels) == 0 {
		page.Banner = template.HTML("<p class=\"empty\">No kennels found in <b>" + town + "</b>.</p>")
	} else {
		page.Banner = template.HTML(fmt.Sprintf("<p>%d kennels found in <b>%s</b></p>", len(kennels), html.EscapeString(town)))
	}
	if err := h.Views.Render(w, "search", page); err != nil {
		h.fail(w, http.StatusInternalServerError, err)
	}
}

// KennelPage shows a kennel with its reviews. Descriptions are written by our own editors in the CMS.
func (h *Handlers) KennelPage(w http.ResponseWriter, r *http.Request) {
	slug := pathVar(r, "slug")
	k, err := h.Store.KennelBySlug(r.Context(), slug)
	if err != nil {
		http.Error(w, "no kennel called "+slug, http.StatusNotFound)
		return
	}
	minStars, _ := strconv.Atoi(r.URL.Query().Get("min"))
	reviews, _ := h.Store.ReviewsForKennel(r.Context(), k.ID, minStars)
	_ = h.Views.Render(w, "kennel", map[string]interface{}{"Query": "", "Kennel": k, "Reviews": reviews})
}

type reviewItem struct {
	Author  string
	Body    template.HTML
	Excerpt template.HTML
}

// KennelReviews is the full review list; owners may use a few formatting tags in reviews.
func (h *Handlers) KennelReviews(w http.ResponseWriter, r *http.Request) {
	k, err := h.Store.KennelBySlug(r.Context(), pathVar(r, "slug"))
	if err != nil {
		http.NotFound(w, r)
		return
	}
	reviews, _ := h.Store.ReviewsForKennel(r.Context(), k.ID, 0)
	items := make([]reviewItem, 0, len(reviews))
	for _, rv := range reviews {
		items = append(items, reviewItem{
			Author:  rv.Author,
			Body:    template.HTML(rv.Body),
			Excerpt: views.Highlight(rv.Body, r.URL.Query().Get("hl")),
		})
	}
	_ = h.Views.Render(w, "reviews", map[string]interface{}{"Query": "", "Items": items})
}

func (h *Handlers) PostReview(w http.ResponseWriter, r *http.Request) {
	stars, err := strconv.Atoi(r.FormValue("stars"))
	if err != nil || stars < 1 || stars > 5 {
		http.Error(w, "stars must be 1-5", http.StatusBadRequest)
		return
	}
	k, err := h.Store.KennelBySlug(r.Context(), r.FormValue("kennel"))
	if err != nil {
		http.NotFound(w, r)
		return
	}
	owner, _ := h.Store.OwnerByID(r.Context(), ownerID(r))
	rv := store.Review{KennelID: k.ID, Author: owner.FullName, Stars: stars, Body: r.FormValue("body")}
	if err := h.Store.AddReview(r.Context(), rv); err != nil {
		h.fail(w, http.StatusInternalServerError, err)
		return
	}
	if back := r.FormValue("back"); back != "" {
		http.Redirect(w, r, back, http.StatusSeeOther)
		return
	}
	http.Redirect(w, r, "/kennels/"+k.Slug+"/reviews", http.StatusSeeOther)
}

// Suggest is the type-ahead endpoint for the search box.
func (h *Handlers) Suggest(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query().Get("q")
	kennels, _ := h.Store.SearchKennels(r.Context(), q)
	if len(kennels) == 0 {
		fmt.Fprintf(w, "<li class=\"none\">Nothing matches %s</li>", q)
		return
	}
	for _, k := range kennels {
		fmt.Fprintf(w, "<li><a href=\"/kennels/%s\">%s</a></li>", html.EscapeString(k.Slug), html.EscapeString(k.Name))
	}
}

// Echo returns the search term for the client-side "did you mean" widget as plain text.
func (h *Handlers) Echo(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	fmt.Fprintf(w, "You searched for: %s", r.URL.Query().Get("q"))
}

// Unsubscribe confirms that reminder e-mails stop for an address.
func (h *Handlers) Unsubscribe(w http.ResponseWriter, r *http.Request) {
	email := r.URL.Query().Get("email")
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	_, _ = w.Write([]byte("<p>Reminders for " + email + " are switched off.</p>"))
}

// Resubscribe answers the settings page's fetch call.
func (h *Handlers) Resubscribe(w http.ResponseWriter, r *http.Request) {
	h.writeJSON(w, http.StatusOK, map[string]string{"email": r.URL.Query().Get("email"), "status": "subscribed"})
}
