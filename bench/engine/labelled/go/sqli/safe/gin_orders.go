package orders

import (
	"database/sql"
	"net/http"

	"github.com/gin-gonic/gin"
)

type API struct {
	DB *sql.DB
}

func (a *API) List(c *gin.Context) {
	status := c.Query("status")
	rows, err := a.DB.Query("SELECT id, total FROM orders WHERE status = ?", status)
	if err != nil {
		c.JSON(http.StatusInternalServerError, gin.H{"error": "db"})
		return
	}
	defer rows.Close()
	c.Status(http.StatusOK)
}
