provider "registry.terraform.io/snowflake-labs/snowflake" {
  version     = "0.87.2"
  constraints = "~> 0.87"
  hashes = [
    "h1:Ic3DQF4CqRpwQdn0w6hwPz9iVshritDGcaV/IplVHN+=",
    "h1:70tWFWKZsI4WEj2NnWXxpTyk+PnMSOC9zP3KpdJAU+c=",
    "h1:uiDX2RbQhi4dWk5pkcCdAD9IWP7dfKumwrj9R0C0XwA=",
    "h1:nfKJBv3Ww0fGNHGsstI5Cf49CIXchimJIZZeNrWDNbv=",
    "h1:B0rq++AT9kZFXc9hyskY4wux+nSqdSbBJ0qSgOfPAjA=",
    "h1:SieHPojiwSPHnRe1kAgjfcWKgSENnri0BoSKOzt6ISY=",
    "zh:0990ffb9434a06a12c7484e36cd0d29ea1c6f29c894b0a846b2beea7127a706c",
    "zh:8dfc6e62938b0fd9a08e971569a8fab408166af29998ffab9f71b6a9813911e1",
    "zh:f68cc601fca63ea8c9f56f5a9c40fbd5405e5ad721634ada30c8edd908b35582",
    "zh:b3f10677081ba630a08b1c5fe94447c98bee92d96a359e6352f8c5b968eac287",
  ]
}
