package web

import (
	"html/template"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strconv"

	"github.com/kennelry/kennelry/internal/security"
	"github.com/kennelry/kennelry/internal/store"
	"github.com/kennelry/kennelry/internal/tools"
)

func (h *Handlers) MyPets(w http.ResponseWriter, r *http.Request) {
	pets, err := h.Store.PetsForOwner(r.Context(), ownerID(r), r.URL.Query().Get("species"))
	if err != nil {
		h.fail(w, http.StatusInternalServerError, err)
		return
	}
	h.writeJSON(w, http.StatusOK, pets)
}

type petPage struct {
	Query string
	Pet   store.Pet
	Notes template.HTML
}

func (h *Handlers) PetProfile(w http.ResponseWriter, r *http.Request) {
	pet, err := h.Store.Pet(r.Context(), ownerID(r), pathVar(r, "id"))
	if err != nil {
		http.NotFound(w, r)
		return
	}
	page := petPage{Pet: pet, Notes: template.HTML(template.HTMLEscapeString(pet.Notes))}
	if err := h.Views.Render(w, "pet", page); err != nil {
		h.fail(w, http.StatusInternalServerError, err)
	}
}

func (h *Handlers) SavePetNotes(w http.ResponseWriter, r *http.Request) {
	p := store.Pet{ID: intVar(r, "id"), OwnerID: ownerID(r), Notes: r.FormValue("notes")}
	if err := h.Store.SavePetNotes(r.Context(), p); err != nil {
		h.fail(w, http.StatusInternalServerError, err)
		return
	}
	http.Redirect(w, r, "/portal/pets/"+strconv.FormatInt(p.ID, 10), http.StatusSeeOther)
}

// UploadPetPhoto stores the photo under the upload directory and queues a thumbnail.
func (h *Handlers) UploadPetPhoto(w http.ResponseWriter, r *http.Request) {
	if err := r.ParseMultipartForm(8 << 20); err != nil {
		http.Error(w, "too large", http.StatusRequestEntityTooLarge)
		return
	}
	file, header, err := r.FormFile("photo")
	if err != nil {
		http.Error(w, "no photo", http.StatusBadRequest)
		return
	}
	defer file.Close()
	key, _ := security.NewToken()
	dst := filepath.Join(h.Cfg.UploadDir, "pets", key+filepath.Ext(header.Filename))
	out, err := os.Create(dst)
	if err != nil {
		h.fail(w, http.StatusInternalServerError, err)
		return
	}
	defer out.Close()
	if _, err := io.Copy(out, file); err != nil {
		h.fail(w, http.StatusInternalServerError, err)
		return
	}
	_ = h.Store.SetPetPhoto(r.Context(), intVar(r, "id"), filepath.Base(dst))
	size := r.FormValue("thumb")
	if size == "" {
		size = "320x320"
	}
	go func() { _ = tools.Thumbnail(r.Context(), dst, size) }()
	http.Redirect(w, r, "/portal/pets/"+pathVar(r, "id"), http.StatusSeeOther)
}
