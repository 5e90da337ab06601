package api

import (
	"fmt"
	"net/http"

	"github.com/labstack/echo/v4"
	"gorm.io/gorm"
)

type Order struct {
	ID     uint
	Status string
}

func Orders(db *gorm.DB) echo.HandlerFunc {
	return func(c echo.Context) error {
		var orders []Order
		db.Raw(fmt.Sprintf("SELECT * FROM orders WHERE status = '%s'", c.Param("status"))).Scan(&orders)
		return c.JSON(http.StatusOK, orders)
	}
}
