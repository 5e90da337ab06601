package api

import (
	"net/http"

	"github.com/gin-gonic/gin"
	"gorm.io/gorm"
)

type User struct {
	ID   uint
	Name string
}

type Server struct{ DB *gorm.DB }

func (s *Server) Search(c *gin.Context) {
	var users []User
	s.DB.Where("name = '" + c.Query("name") + "'").Find(&users)
	c.JSON(http.StatusOK, users)
}
