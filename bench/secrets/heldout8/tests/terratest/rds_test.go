package test

import (
	"testing"

	"github.com/gruntwork-io/terratest/modules/terraform"
)

func TestRds(t *testing.T) {
	opts := &terraform.Options{
		TerraformDir: "../../terraform/modules/rds",
		Vars: map[string]interface{}{
			"name":            "terratest-rds",
			"master_password": "terratest-password-not-secret",
		},
	}
	defer terraform.Destroy(t, opts)
	terraform.InitAndApply(t, opts)
}
