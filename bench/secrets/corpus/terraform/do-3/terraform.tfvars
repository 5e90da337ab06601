region = "ams3"
droplet_size = "s-2vcpu-4gb"
do_token = "dop_v1_c9acc07cd509f9ead659c95e49ca13b34cb1f3f9f874c279aed1a5ff09b66007"
ssh_fingerprint = "5e:08:aa:17"
