seal "transit" {
  address = "https://vault-transit.internal:8200"
  token = "hvs.NXhUFpOnCAHOwZORmRvN07pG93JSdjF_SVT_mBrhORtfrP"
  key_name = "autounseal"
  mount_path = "transit/"
}
