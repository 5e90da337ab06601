# This file is maintained automatically by "terraform init".
# Manual edits may be lost in future updates.

provider "registry.terraform.io/hashicorp/aws" {
  version     = "5.40.0"
  constraints = "~> 5.40"
  hashes = [
    "h1:0iAtXL6NZRONcqOfJGLCXWd7SzfDE+z6I15yuyk1L9s=",
    "zh:918efb06c42ff6393c9b7323349095f2642e5e1a5d46557ea9aa2d3c040cd6fa",
    "zh:bd76afea96053e4649c3ef466ac021134872f815a8c99238f91264b249c07513",
    "zh:70ad4f1eb310f7d78c30b34e94f3da03542b8e2d925c259ac476e7512aff7ad1",
    "zh:2b207b483346f3337f34b418dde9d2160dea70dc88057236314377063e1298a2",
    "zh:ee0988160becae5271774ea48f1bde54b1aadb0fb63af67a263b21bffcafcc2b",
    "zh:bbe3d8fd6e9178b7bb8182e4b301ceb8b91253522e61f7b4277be9ffb71632a3",
    "zh:c86a9d4372f367fd4676a5153bc6321bce6849cf7cd16c44812264b035f26842",
  ]
}

provider "registry.terraform.io/datadog/datadog" {
  version     = "3.36.1"
  constraints = "~> 3.36"
  hashes = [
    "h1:wc/Uo/BHxUDBxZhiKOTGxsX8lPKwM1AqNUmrJ1RegGA=",
    "zh:7d95592e6f6c005152831e3da369861f3819399f43dcae3f99790629efcebec1",
    "zh:0c4cacbd57cdf7cdaf35d9176d6f3bbd03feaf6cea12f49483112b5b3d9794d7",
    "zh:972cd75414d119c1790adc52d305f74963bbc1de6243f1335cb14dee85ff55bc",
    "zh:f93cf7d55342292deaf9e89b9efb2219de33ac71bb29040b357939d1fbaa9f03",
    "zh:393c9c4e6e18606e1f8c73969aa034b99adbdf987f68846d6a56217b8e0a815c",
  ]
}
