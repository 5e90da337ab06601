provider "registry.terraform.io/hashicorp/aws" {
  version = "5.19.0"
  hashes = [
    "h1:sAr9FzAhiYNjdfMcoJ2IvvIJEw8aSpusKMH03zZAd/x=",
    "h1:lCemTJ2IFYr8ADXjXwYIjj9IyxZ4SuTDacM08q6kIyo=",
    "h1:Bnjj5BuIVhfHcNKAwe6xfcEqaMym56wzVijk31InYQ6=",
    "h1:ZXQINqKFzWfMMU0ENk/celKL0HzkamANvzdBC4Q3mTi=",
    "zh:49456d9328513288d6d3b6f9ab4f572262471e04de7bf62102c4c8440faffb46",
    "zh:d071b86165f880b0a1517668cbb0468f6065fdf4eba153dde2e24881cc936474",
    "zh:21eab527bd4c196d13703d170111c4a75fd19d63be4c9b2e0f1b161c899108fb",
  ]
}
