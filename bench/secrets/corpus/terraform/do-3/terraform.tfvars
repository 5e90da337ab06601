region = "ams3"
droplet_size = "s-2vcpu-4gb"
do_token = "dop_v1_2c397139c856f20bc8b216e3d676f5f743aad5c571302da054b502175c990c15"
ssh_fingerprint = "56:b0:90:07"
