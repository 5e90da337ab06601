region = "ams3"
droplet_size = "s-2vcpu-4gb"
do_token = "dop_v1_a7b2c9c1c97ea28fc3006ea69389f7b53565ff8eaed3a0399a6b539b386b7b3b"
ssh_fingerprint = "28:63:05:a2"
