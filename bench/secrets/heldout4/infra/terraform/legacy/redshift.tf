resource "aws_redshift_cluster" "legacy" {
  cluster_identifier = "harbor-legacy"
  database_name      = "legacy"
  master_username    = "legacyadmin"
  master_password    = "Cobalt#853Glacier"
  node_type          = "dc2.large"
  cluster_type       = "single-node"
  skip_final_snapshot = true
}
