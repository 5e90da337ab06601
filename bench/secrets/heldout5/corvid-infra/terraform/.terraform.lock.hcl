# This file is maintained automatically by "terraform init".
# Manual edits may be lost in future updates.

provider "registry.terraform.io/hashicorp/aws" {
  version     = "5.40.0"
  constraints = "~> 5.40"
  hashes = [
    "h1:ByQ3wtSILx5Cu3MlR6QHdz0GzRCl9lCFzk2VxHYewp6=",
    "zh:c63733242e1a13aa97ecbda97a45cfb14e4c73dcf9e9d0c45c131773500ae83c",
    "zh:9a7b74c2bc1fabf88af5cd7af72e22599af11d718f7916e3a780cd15c329f07c",
    "zh:6792ef2d864923b6ef1d93788c8cd0dbb76476d40745a28ffb7a2d37caf5136d",
    "zh:be16369e60c85faae568b8244a1ecfaef4d0bb533d2e7047af8e3fe9126f995d",
    "zh:6f557f816c51d1ac1e45799f56dffed69f339e2ae03a4bd13419950e35632542",
    "zh:cf9e9c854fb703392e0f130716b239734e9e3ec1f91320f9bc1a3ca6125fed8a",
    "zh:fa7c17c234fe17f791cb90f2ff9742a51465e3e80ae36c7e80b3ff84848d2dcb",
  ]
}

provider "registry.terraform.io/datadog/datadog" {
  version     = "3.36.1"
  constraints = "~> 3.36"
  hashes = [
    "h1:2utaGU1BI0Wh4IjLUR4kKNm5iRsdjhCreMMd1vYLTFI=",
    "zh:9cb65383d1f12be98d7ecc3858cbbad66139a69fa58b1b1c03d5b5d57e78b641",
    "zh:a3ecfda9b7e7d5d0f86022f9886fda1159a3a6b1c4d2330c8a5fbb0e90f5eb6b",
    "zh:5e856777d8dd5ce1e46ebb393c9f67ac847012ae348f5dd9cd2b7419d69a53a7",
    "zh:f09820633253869e3b8afe31a14d29e71edae68873162bd87f8f9b91bce62528",
    "zh:03352cb0f3d73ac676986a76ed137a64dbd548f0ed2931257b7981b32cccc259",
  ]
}
