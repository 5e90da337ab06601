package admin

import (
	"fmt"
	"net/http"
	"strconv"

	"github.com/go-chi/chi/v5"
)

// DeactivateMember flags a member; the reason is free text.
func (a *Admin) DeactivateMember(w http.ResponseWriter, r *http.Request) {
	id := chi.URLParam(r, "id")
	if err := a.Members.Deactivate(r.Context(), id, r.URL.Query().Get("reason")); err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	fmt.Fprintf(w, "<p>Member %s deactivated.</p>", id)
}

// EditToolField edits one column of a tool; the column is named in the form.
func (a *Admin) EditToolField(w http.ResponseWriter, r *http.Request) {
	toolID, err := strconv.ParseInt(chi.URLParam(r, "toolID"), 10, 64)
	if err != nil {
		http.Error(w, "bad id", http.StatusBadRequest)
		return
	}
	if err := a.Tools.UpdateField(r.Context(), toolID, r.FormValue("column"), r.FormValue("value")); err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	fmt.Fprintf(w, "updated %s of tool %d", r.FormValue("column"), toolID)
}
