source "amazon-ebs" "windows" {
  communicator   = "winrm"
  winrm_username = "Administrator"
  winrm_password = "3pQQ3ZfSaiIGyTXW4j8pO"
  user_data_file = "./bootstrap_win.txt"
}
