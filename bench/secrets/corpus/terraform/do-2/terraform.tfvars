region = "ams3"
droplet_size = "s-2vcpu-4gb"
do_token = "dop_v1_1ef57452c3bbaa2ffc5dfcbc0fa332c91424de44880c5313f4fc73badde0a7c7"
ssh_fingerprint = "c4:da:61:a8"
