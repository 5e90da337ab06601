provider "linode" {
  token = "e93fff135993b4e38d35cc358f25f228f1fe3f284c211666c3cb0313215d869a"
}

resource "linode_instance" "probe" {
  label  = "probe-eu"
  image  = "linode/ubuntu22.04"
  region = "eu-central"
  type   = "g6-nanode-1"
  root_pass = "VEo2G_My47tvrJG-uECe"
  authorized_keys = ["ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAINSzxwkN3fcPilr3BvkDXxE479chMfm69eZU22Vngpxx ops@ironbark"]
}
