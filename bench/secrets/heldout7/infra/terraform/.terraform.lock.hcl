# This file is maintained automatically by "terraform init".
provider "registry.terraform.io/hashicorp/aws" {
  version     = "5.50.0"
  constraints = "~> 5.50"
  hashes = [
    "h1:BSV+JQdhJ0R3p5E4KynZBBZmVC/u6PDmDiQt6YjdRQk=",
    "zh:8c6a0ce8d93ace290080739be2757e30feabc370eb2c2a8320a55fef0a42fed7",
    "zh:496c6ff9f52a78f27e9285ea0487b9f8feee7088ed0e0be63c82ccdd98eae810",
  ]
}
