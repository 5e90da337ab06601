region = "ams3"
droplet_size = "s-2vcpu-4gb"
do_token = "dop_v1_cb3a259a1a74b297570d415c90eee03fae12b9fb20ad0baa2ef80e972a2162a5"
ssh_fingerprint = "f3:b9:db:61"
