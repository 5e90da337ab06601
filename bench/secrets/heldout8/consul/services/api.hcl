service {
  name = "api"
  id   = "api-730c9ed6-3d8d-43e7-89b0-069ff20e11f0"
  port = 8080
  check {
    http     = "http://localhost:8080/health"
    interval = "10s"
  }
}
