# This file is maintained automatically by "terraform init".
provider "registry.terraform.io/hashicorp/aws" {
  version     = "5.57.0"
  constraints = "~> 5.0"
  hashes = [
    "h1:G8PdS4VxRMBdUZ0iU0avlmCwAgH64IR/Xe03ZOWHseY=",
    "zh:9bd0a737971b7f5440eaa15205a51bc201df4b62e40e2cb577cdc84cd415e83a",
    "zh:3de06a44d3aecf23b45042a86c86745ae99ee94d91c6b7811e4defbe78076454",
    "zh:6d44822c728a03e1638c3ff7ae155c091b80071a8be0cf0603c6cc0b366712ed",
  ]
}
