provider "registry.terraform.io/hashicorp/aws" {
  version     = "5.31.0"
  constraints = "~> 5.0"
  hashes = [
    "h1:6sjCA7pahZWRSkkreH3bph5mrj+J4msEJ8DyX1LsfSW=",
    "zh:5a45902b5aceb7025da882e8048ef9de4a1d3a5338a1b97cb72726b380a4554f",
    "zh:b614e18a6e6f7ca2b2415a0cce7812c49bebeec9a0cdcb4ee09085a233d6e6c5",
    "zh:af24796ea7645034b342dcf7ad9759e3468aa719125b41561669198139a897ae",
  ]
}
