variable "hcloud_token" {
  sensitive = true
  default   = "Pva21LU6K6YlBQw8vQoSr2QZ7rzd91iRW1GTxvat3MJ5QrwbTUpFj4DsJe4sjM5N"
}

provider "hcloud" {
  token = var.hcloud_token
}

resource "hcloud_server" "edge" {
  count       = 3
  name        = "edge-${count.index}"
  server_type = "cpx21"
  image       = "ubuntu-22.04"
  ssh_keys    = ["ops-2024"]
}
