provider "registry.terraform.io/hashicorp/aws" {
  version     = "5.39.0"
  constraints = "~> 5.0"
  hashes = [
    "h1:hTBTB1xThYFng+lMWyBpxil9khDpTD8/aKdGhV+ghKi=",
    "zh:648af5b8eccb1fd71c9c16b33b6125208a956ba86c104280d9422f51489e8f72",
    "zh:870ae6ca0c69bc10a83ffb6d6b5783e5d7be94a0ae80601e0a160024fb7aeab2",
    "zh:221b70144640f80e058e6106f650019f90ac0e82845f017346f882f16761b213",
  ]
}

provider "registry.terraform.io/hashicorp/random" {
  version     = "5.27.0"
  constraints = "~> 5.0"
  hashes = [
    "h1:iF5PNqSPW2024XQyhZ5cEvdpdAR9ZianVBOzyGZXyEc=",
    "zh:646539546ff4a636c8b70756caac113608cac6c3be333466740e5b9a293010e5",
    "zh:1e707abac5ea1d939cff9aca8ca6207714dc64933d529ec05348a75044f23cff",
    "zh:7ce83d898335ab86bd4a97a978173f59bd932e870acc6ea137f87da5adc01caa",
  ]
}

provider "registry.terraform.io/hashicorp/datadog" {
  version     = "5.39.0"
  constraints = "~> 5.0"
  hashes = [
    "h1:UVYk/6vF11NCp0beE9R1oHUg3QYLhPfO7YeZMdxlsO9=",
    "zh:dab97fe856c5ee06901e09ccc8a6d72c5cb47ca5d92aff5af8e28f108ea25b90",
    "zh:d4f623f2d6b69f246b3f961478a4c2d56b749e2b78a65a55ae25107df3e3c6ea",
    "zh:b2547e326b4b81ae9754b306b74f28e707d21b967fe36a5b93d3a2c7110d1642",
  ]
}

provider "registry.terraform.io/hashicorp/cloudflare" {
  version     = "5.33.0"
  constraints = "~> 5.0"
  hashes = [
    "h1:sG2nCRCY9x78gAoDEVCUqPoWCjyij5kXAA+/F7nAy/6=",
    "zh:e5ab6680420dab90bc20295ab33f1d1a119c16ac04b8e529729428e9ba392800",
    "zh:6fdf5e4488ee48cfa93d49c26c3d39d6ae85de6c451f9e0d747f944b4da42d1c",
    "zh:a1028b3e59b22af1a528fb6fb1e333ce2f0632d5a89f9cf6508c1a523488103b",
  ]
}

provider "registry.terraform.io/hashicorp/google" {
  version     = "5.31.0"
  constraints = "~> 5.0"
  hashes = [
    "h1:9TglM9VEqCzlWjWAfvZwWcFAQDgXmaFMUxSfLMfT5bn=",
    "zh:8baf7657a832810262c289b92a7d86537f0290190b44faf0297f813917b3056b",
    "zh:fec7f8bc87037fedf07c7a57555c4695cf1e9f0f4af8cb6f8530066c4720a3bf",
    "zh:218d0b133d350d20b5018a334c2bfa4b4c58a7692636d48ce3a1a1d5ad78871b",
  ]
}

provider "registry.terraform.io/hashicorp/azurerm" {
  version     = "5.6.0"
  constraints = "~> 5.0"
  hashes = [
    "h1:naVW94ix+06eTpHeyFWB3klq6JF8/tRrTyb4Pax4AKo=",
    "zh:3b7b4c3feb723216c2c02e8c4a9a18bd0045c725640c5a9651c00e84ae38e057",
    "zh:9fddc18eb56e7e93553d37f503dbb19ccd78d061241585a69f457dbe69ce66fe",
    "zh:0b26182be95e5a92034a5f37d6b95effd1dbdc1cd17041a721e35dd6e94dc666",
  ]
}
