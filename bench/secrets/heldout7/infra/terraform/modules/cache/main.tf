resource "aws_elasticache_replication_group" "main" {
  replication_group_id       = "${var.name_prefix}-${var.environment}"
  description                = "sessions and queues"
  node_type                  = "cache.t4g.medium"
  transit_encryption_enabled = true
  auth_token                 = var.auth_token
}
