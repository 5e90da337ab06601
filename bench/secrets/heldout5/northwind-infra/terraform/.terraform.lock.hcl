# This file is maintained automatically by "terraform init".
# Manual edits may be lost in future updates.

provider "registry.terraform.io/hashicorp/aws" {
  version     = "5.40.0"
  constraints = "~> 5.40"
  hashes = [
    "h1:Ks/SW6AYHOP5R42O4LIMp5764HRz82pImdHlAYlebwp=",
    "zh:6d14dfbdede759508b76f173abbadc7985f432e7f14ed1caa71c60d6bafc8e63",
    "zh:c6757b14376074e6ebf8adaa079dee3ff42d759547c5b79f131471734214234a",
    "zh:16d9ac44d4c7818a38babd31525b970ff6f0a20909a317a0ce293242ff638ecd",
    "zh:51083a2ecc6efad632e7006d357701b6885ee99ba7f5d6b3e09d8fcee832e85b",
    "zh:b9c466da1bb0e872846b62a04cf32fc7196839e62ddf999909aaa06e64b05c7f",
    "zh:168b76bb7d19439141fb6b2bcc5ca866f729363a289afe5bb34e14bdadcf8701",
    "zh:cb819b66d71639db0e851667004225571c76bf9272aab999ce89b36c90b82740",
  ]
}

provider "registry.terraform.io/datadog/datadog" {
  version     = "3.36.1"
  constraints = "~> 3.36"
  hashes = [
    "h1:Iqct8q5VF+GXSGlA1qgYV1oFuuzsdXAiHarpdgzYdHg=",
    "zh:3d6713785b6350284b87edf27337061dae9096cba8141407b9adae69fcb0e5db",
    "zh:4083d94e71336cb781a879f195592b07f789b2164fb08a7983f6c4342d7e2ede",
    "zh:8427f47fdc9f7a0c25927baa7d3e971f998961e4b91ff63008096b14409c8248",
    "zh:ccea4f0b19ec32fd977cd6dd7349236263b0f23fd160eaa4ad40b2f736ac799a",
    "zh:4765516c3e7d2f762a8cb7489a73fe515144463d1e57e074dab2f0f258d1f785",
  ]
}
